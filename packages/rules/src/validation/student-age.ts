import { checkJalaliBirthDate, parseJalaliBirthDate } from './birth-date';
import { type Check, fail } from './check';
import { tehranJalaliDate } from './jalali-calendar';

/**
 * A student's plausible age in whole years on the day of saving: from 5 (the pre-school year) to
 * 25 (adult and evening classes, repeated years). Teachers are not asked for a birth date.
 */
export const STUDENT_AGE = { min: 5, max: 25 } as const;

/** Whole years from a Jalali birth date to Tehran's today. */
export function ageOn(birth: { year: number; month: number; day: number }, now: Date): number {
  const today = tehranJalaliDate(now);
  const beforeBirthday = today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}

/** The birth-date rule plus the student's age range; 'age' when the date is real but implausible. */
export function checkStudentBirthDate(input: string, now: Date = new Date()): Check {
  const date = checkJalaliBirthDate(input, now);
  if (!date.valid) return date;
  const age = ageOn(parseJalaliBirthDate(date.value, now)!, now);
  return age < STUDENT_AGE.min || age > STUDENT_AGE.max ? fail('age') : date;
}
