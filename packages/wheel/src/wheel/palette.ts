import { wheelSegmentColors as SEGMENT_COLORS } from '@clorofil/api-client/contract';

/** A prize's own colour when it has a usable one, else the palette's colour for its position. */
export function segmentColor(index: number, own?: string): string {
  if (own && /^#[0-9a-f]{3,8}$|^(rgb|hsl)a?\(/i.test(own.trim())) return own.trim();
  return SEGMENT_COLORS[index % SEGMENT_COLORS.length] ?? '#16A34A';
}

export const WHEEL_INK = {
  rim: '#14532D',
  rimEdge: '#0B3B1F',
  lightOn: '#FDE68A',
  lightGlow: 'rgba(253, 230, 138, 0.55)',
  lightOff: '#A16207',
  pointer: '#B91C1C',
  hub: '#FFFFFF',
  separator: 'rgba(255, 255, 255, 0.85)',
  text: '#FFFFFF',
  textHalo: 'rgba(0, 0, 0, 0.45)',
  highlight: '#FEF08A',
  dim: 'rgba(15, 23, 42, 0.45)',
} as const;
