import { formatNumber } from '@clorofil/ui-rtl';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How long a request has waited, as a reviewer reads it: «۳ روز», «۵ ساعت», «کمتر از یک ساعت». */
export function waitingTime(submittedAt: string, now: Date): string {
  const waited = Math.max(0, now.getTime() - new Date(submittedAt).getTime());
  if (waited >= DAY_MS) return `${formatNumber(Math.floor(waited / DAY_MS))} روز`;
  if (waited >= HOUR_MS) return `${formatNumber(Math.floor(waited / HOUR_MS))} ساعت`;
  return 'کمتر از یک ساعت';
}
