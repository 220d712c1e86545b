import { Button, chakra, SimpleGrid, Stack } from '@chakra-ui/react';
import { jalaliMonthLength, tehranJalaliDate, type JalaliDate } from '@clorofil/rules';
import { useField } from 'formik';
import { CalendarDays } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { jalaliMonthNames, toPersianDigits } from '../../format';
import { SelectControl } from '../select-control/select-control';
import { TextField } from '../form-fields/text-field';

type Draft = { year: number | ''; month: number | ''; day: number | '' };
const EMPTY: Draft = { year: '', month: '', day: '' };
const pad2 = (n: number) => String(n).padStart(2, '0');
const numberOf = (text: string) => (text === '' ? '' : Number(text));

export type JalaliDateFieldProps = {
  /** The formik field holding the typed date (`۱۳۸۸/۰۴/۱۲`). */
  name: string;
  label: string;
  /** Names the picker's selects: «سال {noun}», «ماه {noun}», «روز {noun}» (e.g. «تولد»). */
  noun: string;
  /** The years the picker offers, in the order shown. */
  years: readonly number[];
  /** Reads the typed text as a day, when it is one: the picker starts from what was typed. */
  parse: (text: string) => JalaliDate | undefined;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  placeholder?: string;
};

/**
 * A Jalali date: typed (Persian or Latin digits, `۱۳۸۸/۴/۱۲` or `88/4/12`), or picked with three
 * native selects — year, month, day — that offer the given years and only the days the month has.
 * Picking writes the typed form. The one Jalali date input of the product (the profile's birth
 * date, the audit trail's date range).
 */
export function JalaliDateField({
  name,
  label,
  noun,
  years,
  parse,
  required,
  disabled,
  hint,
  placeholder,
}: JalaliDateFieldProps) {
  const [field, , helpers] = useField<string>(name);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const pickerId = useId();
  const shown: Draft = parse(field.value ?? '') ?? draft;

  function choose(part: keyof Draft, value: number | '') {
    const next = { ...shown, [part]: value };
    if (next.year !== '' && next.month !== '' && next.day !== '') {
      next.day = Math.min(next.day, jalaliMonthLength(next.year, next.month));
      void helpers.setValue(toPersianDigits(`${next.year}/${pad2(next.month)}/${pad2(next.day)}`));
      void helpers.setTouched(true, false);
    }
    setDraft(next);
  }

  return (
    <Stack gap="1">
      <TextField
        name={name}
        label={label}
        required={required}
        maxLength={10}
        dir="ltr"
        placeholder={placeholder}
        hint={hint}
        disabled={disabled}
      />
      <Button
        size="xs"
        variant="ghost"
        colorPalette="brand"
        alignSelf="flex-start"
        aria-expanded={open}
        aria-controls={pickerId}
        disabled={disabled}
        onClick={() => setOpen((was) => !was)}
      >
        <CalendarDays size={16} aria-hidden="true" />
        {open ? 'بستن تقویم' : 'انتخاب از تقویم'}
      </Button>
      {open && (
        <Picker
          id={pickerId}
          legend={`${label} از تقویم شمسی`}
          noun={noun}
          years={years}
          shown={shown}
          onChoose={choose}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}

type PickerProps = {
  id: string;
  legend: string;
  noun: string;
  years: readonly number[];
  shown: Draft;
  onChoose: (part: keyof Draft, value: number | '') => void;
  disabled?: boolean;
};

function Picker({ id, legend, noun, years, shown, onChoose, disabled }: PickerProps) {
  const thisYear = tehranJalaliDate(new Date()).year;
  const dayCount = shown.month === '' ? 31 : jalaliMonthLength(shown.year === '' ? thisYear : shown.year, shown.month);
  const days = Array.from({ length: dayCount }, (_, i) => i + 1);
  return (
    <chakra.fieldset id={id} borderWidth="1px" borderColor="border.control" borderRadius="l2" padding="3">
      <chakra.legend fontSize="xs" fontWeight="bold" paddingInline="1">
        {legend}
      </chakra.legend>
      <SimpleGrid columns={3} gap="2">
        <SelectControl
          aria-label={`سال ${noun}`}
          placeholder="سال"
          disabled={disabled}
          options={years.map((year) => ({ value: year, label: toPersianDigits(year) }))}
          value={shown.year}
          onChange={(event) => onChoose('year', numberOf(event.target.value))}
        />
        <SelectControl
          aria-label={`ماه ${noun}`}
          placeholder="ماه"
          disabled={disabled}
          options={jalaliMonthNames.map((month, i) => ({ value: i + 1, label: month }))}
          value={shown.month}
          onChange={(event) => onChoose('month', numberOf(event.target.value))}
        />
        <SelectControl
          aria-label={`روز ${noun}`}
          placeholder="روز"
          disabled={disabled}
          options={days.map((day) => ({ value: day, label: toPersianDigits(day) }))}
          value={shown.day === '' ? '' : Math.min(shown.day, dayCount)}
          onChange={(event) => onChoose('day', numberOf(event.target.value))}
        />
      </SimpleGrid>
    </chakra.fieldset>
  );
}
