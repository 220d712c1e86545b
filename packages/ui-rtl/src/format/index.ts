export { formatNumber, groupDigits, toPersianDigits } from './digits';
export {
  formatJalaliDate,
  formatJalaliDateTime,
  formatJalaliMonth,
  formatTehranTime,
  jalaliMonthNames,
} from './jalali';
export type { DateInput, JalaliDateStyle } from './jalali';
export { formatRial, formatToman, rialToToman, tomanToRial } from './money';
