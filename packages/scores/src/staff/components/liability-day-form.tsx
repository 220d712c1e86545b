import { Button, Flex } from '@chakra-ui/react';
import { checkJalaliDate, parseJalaliDate, tehranJalaliDate } from '@clorofil/rules';
import { JalaliDateField, toPersianDigits } from '@clorofil/ui-rtl';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';

export type LiabilityDayFormProps = {
  /** The day shown, Latin digits (`1405/09/13`), '' for today. */
  on: string;
  onApply: (on: string) => void;
};

const schema = object({
  on: string().test(
    'day',
    'تاریخ را شمسی و مانند ۱۴۰۵/۰۹/۱۳ بنویسید',
    (value) => !value?.trim() || checkJalaliDate(value).valid,
  ),
});

/** The day the liability is read at: any past Jalali day, empty for today. */
export function LiabilityDayForm({ on, onApply }: LiabilityDayFormProps) {
  const thisYear = tehranJalaliDate(new Date()).year;
  const years = [thisYear, thisYear - 1, thisYear - 2, thisYear - 3];
  return (
    <Formik
      initialValues={{ on: toPersianDigits(on) }}
      enableReinitialize
      validationSchema={schema}
      onSubmit={(typed) => {
        const check = checkJalaliDate(typed.on);
        onApply(typed.on.trim() && check.valid ? check.value : '');
      }}
    >
      <Form noValidate aria-label="روز گزارش">
        <Flex gap="3" alignItems="end" wrap="wrap">
          <JalaliDateField
            name="on"
            label="مانده در پایان روز"
            noun="گزارش"
            years={years}
            parse={parseJalaliDate}
            placeholder="امروز"
            hint="خالی بگذارید تا مانده امروز را ببینید."
          />
          <Button type="submit" colorPalette="brand" minHeight="11">
            نمایش
          </Button>
        </Flex>
      </Form>
    </Formik>
  );
}
