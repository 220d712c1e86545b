export { formatNumber, groupDigits, toPersianDigits } from './digits';
export { formatJalaliDate, formatJalaliDateTime, formatTehranTime } from './jalali';
export type { DateInput, JalaliDateStyle } from './jalali';
export { formatRial, formatToman, rialToToman, tomanToRial } from './money';
