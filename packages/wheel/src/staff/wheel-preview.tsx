import { chakra, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { previewOdds, type WheelPrize, type WheelTableRow } from '@clorofil/api-client';
import { SelectControl, toPersianDigits } from '@clorofil/ui-rtl';
import { useEffect, useId, useMemo, useState } from 'react';
import { PrizeOdds } from '../components/prize-odds/prize-odds';
import { WheelCanvas } from '../components/wheel-canvas/wheel-canvas';
import { WheelAnimator } from '../wheel/wheel-animator';
import { staffTexts } from './staff-texts';

/**
 * The wheel members will see, drawn by the members' own wheel and odds list from the table being
 * edited; pick a prize with a daily budget to see the day after it runs out (its odds on the
 * fallback), computed by the rules the API draws with.
 */
export function WheelPreview({ rows }: { rows: readonly WheelTableRow[] }) {
  const titleId = useId();
  const selectId = useId();
  const [spent, setSpent] = useState<number | ''>('');
  const budgeted = rows.flatMap((row, index) => (row.dailyBudget !== null && !row.fallback ? [index] : []));
  const spentIndex = spent !== '' && budgeted.includes(spent) ? spent : '';
  const paid = rows.map((row, index) => (index === spentIndex ? (row.dailyBudget ?? 0) : 0));
  const odds = previewOdds(rows, paid).rows;
  const computed: WheelPrize[] = rows.map((row, index) => ({
    id: index + 1,
    title: row.title.trim() || `ردیف ${toPersianDigits(index + 1)}`,
    ...(row.color ? { color: row.color } : {}),
    chancePercent: (odds[index]?.effectiveBp ?? 0) / 100,
  }));
  // The form hands new row objects on every keystroke; the wheel's bitmaps are rebuilt only when
  // a title or colour changed, the odds list only when something it shows did.
  const oddsJson = JSON.stringify(computed);
  const discJson = JSON.stringify(computed.map((prize) => ({ ...prize, chancePercent: 0 })));
  const prizes = useMemo(() => JSON.parse(oddsJson) as WheelPrize[], [oddsJson]);
  const disc = useMemo(() => JSON.parse(discJson) as WheelPrize[], [discJson]);
  // A still wheel: the preview never spins, and shows the prizes at once.
  const [animator] = useState(() => new WheelAnimator({ count: rows.length, reducedMotion: true }));
  useEffect(() => () => animator.dispose(), [animator]);

  return (
    <Stack as="section" aria-labelledby={titleId} gap="4" minWidth="0">
      <Heading as="h2" id={titleId} size="md">
        {staffTexts.previewTitle}
      </Heading>
      {budgeted.length > 0 ? (
        <Stack gap="1.5">
          <chakra.label htmlFor={selectId} fontSize="sm" fontWeight="bold">
            {staffTexts.previewSpent}
          </chakra.label>
          <SelectControl
            id={selectId}
            options={[
              { value: '', label: staffTexts.previewNone },
              ...budgeted.map((index) => ({
                value: index,
                label: prizes[index]?.title ?? '',
              })),
            ]}
            value={spentIndex}
            onChange={(event) => setSpent(event.target.value === '' ? '' : Number(event.target.value))}
          />
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.secondary">
          {staffTexts.previewNoBudget}
        </Text>
      )}
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 26rem) minmax(0, 1fr)', '2xl': 'minmax(0, 1fr)' }}
        gap="4"
        alignItems="start"
      >
        {rows.length > 0 && (
          <WheelCanvas
            prizes={disc}
            animator={animator}
            label={staffTexts.previewLabel(toPersianDigits(prizes.length))}
          />
        )}
        <PrizeOdds prizes={prizes} />
      </Grid>
    </Stack>
  );
}
