import { chakra, SimpleGrid } from '@chakra-ui/react';
import { parseJalaliDate, tehranJalaliDate } from '@clorofil/rules';
import { JalaliDateField, TextField } from '@clorofil/ui-rtl';

const edges = [
  { key: 'from', legend: 'آغاز دریافت', noun: 'آغاز', timeHint: 'بدون ساعت: از ابتدای روز' },
  { key: 'to', legend: 'پایان دریافت', noun: 'پایان', timeHint: 'بدون ساعت: تا پایان روز' },
] as const;

// An offer opens and closes within a few years of today; last year's too, to read an old window.
const thisYear = tehranJalaliDate(new Date()).year;
const years = Array.from({ length: 5 }, (_, index) => thisYear - 1 + index);

/** The availability window: a Jalali date and a Tehran time for each edge; an empty edge is open. */
export function WindowFields() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {edges.map((edge) => (
        <chakra.fieldset key={edge.key} minWidth="0">
          <chakra.legend fontSize="sm" fontWeight="bold" marginBlockEnd="2">
            {edge.legend} (به وقت تهران)
          </chakra.legend>
          <SimpleGrid columns={2} gap="3">
            <JalaliDateField
              name={`${edge.key}Date`}
              label="تاریخ"
              noun={edge.noun}
              years={years}
              parse={parseJalaliDate}
              placeholder="۱۴۰۵/۰۱/۱۵"
              hint="شمسی؛ خالی یعنی بدون محدودیت"
            />
            <TextField
              name={`${edge.key}Time`}
              label="ساعت"
              dir="ltr"
              maxLength={5}
              placeholder="۰۹:۳۰"
              hint={edge.timeHint}
            />
          </SimpleGrid>
        </chakra.fieldset>
      ))}
    </SimpleGrid>
  );
}
