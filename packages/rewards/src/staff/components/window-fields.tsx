import { chakra, SimpleGrid } from '@chakra-ui/react';
import { TextField } from '@clorofil/ui-rtl';

const edges = [
  { key: 'from', legend: 'آغاز دریافت', timeHint: 'بدون ساعت: از ابتدای روز' },
  { key: 'to', legend: 'پایان دریافت', timeHint: 'بدون ساعت: تا پایان روز' },
] as const;

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
            <TextField
              name={`${edge.key}Date`}
              label="تاریخ"
              dir="ltr"
              maxLength={10}
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
