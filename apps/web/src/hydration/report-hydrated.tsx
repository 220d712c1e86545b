import { useEffect } from 'react';
import { partHydrated, type HydratedPart } from './link-guard';

/**
 * Put last inside a layout's Suspense boundary: reports the boundary hydrated (or rendered), so
 * that link clicks go through the router again once every part has (link-guard.ts).
 */
export function ReportHydrated({ part }: { part: HydratedPart }) {
  useEffect(() => partHydrated(part), [part]);
  return null;
}
