import { DataList } from '@chakra-ui/react';
import type { Reward } from '@clorofil/api-client';
import { formatJalaliDate, formatNumber } from '@clorofil/ui-rtl';

export type RewardFactsProps = { reward: Reward };

/** Prize type, deadline, price and how often one member may receive it (SPEC §2 detail). */
export function RewardFacts({ reward }: RewardFactsProps) {
  const facts = [
    { label: 'نوع جایزه', value: reward.type },
    {
      label: 'مهلت دریافت',
      value: reward.validityDate ? `تا ${formatJalaliDate(reward.validityDate, 'long')}` : 'بدون محدودیت زمانی',
    },
    { label: 'امتیاز لازم', value: `${formatNumber(reward.score)} کلروفیل` },
    {
      label: 'دریافت‌های شما',
      value: `${formatNumber(reward.recivedCount)} از ${formatNumber(reward.validCount)} بار مجاز`,
    },
  ];
  return (
    <DataList.Root orientation="horizontal" size="md" gap="2.5">
      {facts.map((fact) => (
        <DataList.Item key={fact.label}>
          <DataList.ItemLabel minWidth="8.5rem" color="fg.muted">
            {fact.label}
          </DataList.ItemLabel>
          <DataList.ItemValue fontWeight="medium">{fact.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
