// The club's day is the Iranian one (SPEC: the daily wheel, the daily caps), whatever the server's zone.
const TEHRAN = 'Asia/Tehran';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TEHRAN,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function fields(instant: Date): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of parts.formatToParts(instant)) if (part.type !== 'literal') out[part.type] = Number(part.value);
  return out;
}

/** Tehran's offset from UTC at `instant`, in milliseconds (+3:30 since Iran dropped summer time). */
function offsetMs(instant: Date): number {
  const f = fields(instant);
  const asUtc = Date.UTC(f.year ?? 0, (f.month ?? 1) - 1, f.day ?? 1, f.hour ?? 0, f.minute ?? 0, f.second ?? 0);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant the Tehran day containing `instant` began. */
export function tehranDayStart(instant: Date): Date {
  const f = fields(instant);
  const localMidnightAsUtc = Date.UTC(f.year ?? 0, (f.month ?? 1) - 1, f.day ?? 1);
  return new Date(localMidnightAsUtc - offsetMs(instant));
}

/** The next Tehran midnight after `instant`. */
export function nextTehranMidnight(instant: Date): Date {
  const start = tehranDayStart(instant);
  // 26 h past the start is always inside the next day, even across a historical DST change.
  return tehranDayStart(new Date(start.getTime() + 26 * 60 * 60 * 1000));
}
