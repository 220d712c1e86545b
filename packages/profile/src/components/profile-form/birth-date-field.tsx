import { checkJalaliBirthDate, parseJalaliBirthDate, STUDENT_AGE, tehranJalaliDate } from '@clorofil/rules';
import { JalaliDateField } from '@clorofil/ui-rtl';

/** What the member typed, as a day, when it is a valid birth date: the picker starts there. */
function typedDate(text: string) {
  const check = checkJalaliBirthDate(text);
  return check.valid ? parseJalaliBirthDate(check.value) : undefined;
}

/**
 * A student's Jalali birth date: ui-rtl's Jalali date field whose picker offers only the years a
 * student's age allows (@clorofil/rules' STUDENT_AGE).
 */
export function BirthDateField({ disabled }: { disabled: boolean }) {
  const thisYear = tehranJalaliDate(new Date()).year;
  const years = Array.from({ length: STUDENT_AGE.max - STUDENT_AGE.min + 2 }, (_, i) => thisYear - STUDENT_AGE.min - i);
  return (
    <JalaliDateField
      name="birthDate"
      label="تاریخ تولد"
      noun="تولد"
      required
      years={years}
      parse={typedDate}
      placeholder="۱۳۸۸/۰۴/۱۲"
      hint="شمسی، با رقم فارسی یا انگلیسی؛ مانند ۱۳۸۸/۰۴/۱۲"
      disabled={disabled}
    />
  );
}
