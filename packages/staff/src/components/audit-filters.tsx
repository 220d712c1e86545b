import { Button, Flex, SimpleGrid } from '@chakra-ui/react';
import {
  checkJalaliDate,
  isValidMobile,
  normalizeMobile,
  parseJalaliBirthDate,
  tehranJalaliDate,
} from '@clorofil/rules';
import { JalaliDateField, SelectField, TextField, toPersianDigits } from '@clorofil/ui-rtl';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { kindName } from '../role-names';

/** The filters as the address holds them: a Latin-digit mobile, a kind, Jalali days `1405/09/13`. */
export type AuditFilterValues = { actor: string; kind: string; from: string; to: string };

export type AuditFiltersProps = { values: AuditFilterValues; onApply: (values: AuditFilterValues) => void };

const KINDS = ['role.grant', 'role.revoke', 'reward', 'wheel', 'content', 'mission'];
const DAY_MESSAGE = 'تاریخ را شمسی و مانند ۱۴۰۵/۰۹/۱۳ بنویسید';

/** A typed day written in full with Latin digits (`1405/09/13`), or '' when it is none. */
function dayValue(text: string): string {
  const check = checkJalaliDate(text);
  return check.valid ? check.value : '';
}

const schema = object({
  actor: string().test(
    'mobile',
    'شمارهٔ موبایل درست نیست؛ مانند ۰۹۱۲۳۴۵۶۷۸۹',
    (value) => !value?.trim() || isValidMobile(normalizeMobile(value)),
  ),
  from: string().test('day', DAY_MESSAGE, (value) => !value?.trim() || checkJalaliDate(value).valid),
  to: string()
    .test('day', DAY_MESSAGE, (value) => !value?.trim() || checkJalaliDate(value).valid)
    .test('order', 'پایان بازه نباید پیش از آغاز آن باشد', function (value) {
      const from = dayValue(this.parent.from ?? '');
      const to = dayValue(value ?? '');
      return !from || !to || from <= to;
    }),
});

function typedDay(text: string) {
  const check = checkJalaliDate(text);
  return check.valid ? parseJalaliBirthDate(check.value) : undefined;
}

/** The filters the API applies to the whole trail: who made the change, its kind and a date range. */
export function AuditFilters({ values, onApply }: AuditFiltersProps) {
  const thisYear = tehranJalaliDate(new Date()).year;
  const years = [thisYear, thisYear - 1, thisYear - 2];
  const shown = { ...values, from: toPersianDigits(values.from), to: toPersianDigits(values.to) };
  return (
    <Formik
      initialValues={shown}
      validationSchema={schema}
      onSubmit={(typed) =>
        onApply({
          actor: typed.actor.trim() ? normalizeMobile(typed.actor) : '',
          kind: typed.kind,
          from: dayValue(typed.from),
          to: dayValue(typed.to),
        })
      }
    >
      <Form noValidate aria-label="فیلتر گزارش تغییرات">
        <Flex direction="column" gap="3" bg="bg.card" borderWidth="1px" borderRadius="l3" padding="4">
          <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3" alignItems="start">
            <TextField name="actor" label="موبایل انجام‌دهنده" type="tel" dir="ltr" />
            <SelectField
              name="kind"
              label="نوع تغییر"
              options={[
                { value: '', label: 'همهٔ تغییرها' },
                ...KINDS.map((value) => ({ value, label: kindName(value) })),
              ]}
            />
            <JalaliDateField
              name="from"
              label="از تاریخ"
              noun="آغاز"
              years={years}
              parse={typedDay}
              placeholder="۱۴۰۵/۰۹/۰۱"
            />
            <JalaliDateField
              name="to"
              label="تا تاریخ"
              noun="پایان"
              years={years}
              parse={typedDay}
              placeholder="۱۴۰۵/۰۹/۳۰"
            />
          </SimpleGrid>
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" minHeight="11">
            اعمال فیلتر
          </Button>
        </Flex>
      </Form>
    </Formik>
  );
}
