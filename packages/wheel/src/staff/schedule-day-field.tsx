import { chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { tehranJalaliDate } from '@clorofil/rules';
import { SelectControl, toPersianDigits } from '@clorofil/ui-rtl';
import { useField } from 'formik';
import { useId, useMemo } from 'react';
import { staffTexts } from './staff-texts';

const MONTHS = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'];
const DAY_MS = 86_400_000;
/** As far ahead as the API schedules. */
const DAYS_AHEAD = 366;

type Choice = { key: string; year: number; month: number; day: number };

/**
 * The Tehran days a table can start on, from `earliestDay` (the API's: tomorrow) a year ahead,
 * each with its Jalali date. Noon UTC of a Gregorian date is the afternoon of the same date in
 * Tehran, so it names that Tehran day.
 */
export function scheduleChoices(earliestDay: string): Choice[] {
  const first = Date.parse(`${earliestDay}T12:00:00Z`);
  return Array.from({ length: DAYS_AHEAD }, (_, i) => {
    const noon = new Date(first + i * DAY_MS);
    return { key: noon.toISOString().slice(0, 10), ...tehranJalaliDate(noon) };
  });
}

/** The Jalali long form of a day key: «۱۵ آذر ۱۴۰۵». */
export function jalaliDayLabel(key: string): string {
  const { year, month, day } = tehranJalaliDate(new Date(`${key}T12:00:00Z`));
  return `${toPersianDigits(day)} ${MONTHS[month - 1]} ${toPersianDigits(year)}`;
}

/**
 * The day a scheduled table takes effect: year, month and day as native selects in the Jalali
 * calendar (like the profile's birth date), offering only the days the API accepts. The form holds
 * the day as the API takes it (`YYYY-MM-DD`).
 */
export function ScheduleDayField({ name, earliestDay }: { name: string; earliestDay: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const choices = useMemo(() => scheduleChoices(earliestDay), [earliestDay]);
  const chosen = choices.find((c) => c.key === field.value) ?? choices[0]!;
  const legendId = useId();
  const hintId = useId();
  const years = [...new Set(choices.map((c) => c.year))];
  const months = [...new Set(choices.filter((c) => c.year === chosen.year).map((c) => c.month))];
  const days = choices.filter((c) => c.year === chosen.year && c.month === chosen.month);

  /** The day picked, or the nearest offered: the same day number in that month, else its first day. */
  function pick(year: number, month: number, day: number) {
    const inMonth = choices.filter((c) => c.year === year && c.month === month);
    const offered = inMonth.length > 0 ? inMonth : choices.filter((c) => c.year === year);
    const next = offered.find((c) => c.day === day) ?? offered[0];
    if (next) void helpers.setValue(next.key);
  }

  return (
    <chakra.fieldset aria-describedby={hintId} minWidth="0">
      <chakra.legend id={legendId} fontSize="sm" fontWeight="bold" marginBlockEnd="1.5">
        {staffTexts.day}
      </chakra.legend>
      <Stack gap="1">
        <SimpleGrid columns={3} gap="2">
          <SelectControl
            aria-label={staffTexts.dayOfMonth}
            options={days.map((c) => ({ value: c.day, label: toPersianDigits(c.day) }))}
            value={chosen.day}
            onChange={(event) => pick(chosen.year, chosen.month, Number(event.target.value))}
            onBlur={field.onBlur}
            name={`${name}-day`}
          />
          <SelectControl
            aria-label={staffTexts.month}
            options={months.map((m) => ({ value: m, label: MONTHS[m - 1]! }))}
            value={chosen.month}
            onChange={(event) => pick(chosen.year, Number(event.target.value), chosen.day)}
            name={`${name}-month`}
          />
          <SelectControl
            aria-label={staffTexts.year}
            options={years.map((y) => ({ value: y, label: toPersianDigits(y) }))}
            value={chosen.year}
            onChange={(event) => pick(Number(event.target.value), chosen.month, chosen.day)}
            name={`${name}-year`}
          />
        </SimpleGrid>
        <Text id={hintId} fontSize="xs" color={meta.error ? 'fg.error' : 'fg.secondary'}>
          {meta.error ?? staffTexts.dayHint}
        </Text>
      </Stack>
    </chakra.fieldset>
  );
}
