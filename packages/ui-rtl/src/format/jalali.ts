// The club's one Jalali date formatter lives in @clorofil/rules, which the API also reads for the
// dates in its texts; the screens take it from here with the rest of the display formatting.
export { formatJalaliDate, formatJalaliDateTime, formatTehranTime } from '@clorofil/rules';
export type { DateInput, JalaliDateStyle } from '@clorofil/rules';
