import { Button, chakra, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  checkJalaliBirthDate,
  jalaliMonthLength,
  parseJalaliBirthDate,
  STUDENT_AGE,
  tehranJalaliDate,
  type JalaliDate,
} from '@clorofil/rules';
import { SelectControl, TextField, toPersianDigits } from '@clorofil/ui-rtl';
import { useFormikContext } from 'formik';
import { CalendarDays } from 'lucide-react';
import { useId, useState } from 'react';
import type { ProfileFormValues } from '../../form/form-values';

const MONTHS = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'];

type Draft = { year: number | ''; month: number | ''; day: number | '' };
const EMPTY: Draft = { year: '', month: '', day: '' };
const pad2 = (n: number) => String(n).padStart(2, '0');
const numberOf = (text: string) => (text === '' ? '' : Number(text));

/** The typed value as a Jalali day, when it is one: the picker starts from what the member typed. */
function typedDate(text: string): JalaliDate | undefined {
  const check = checkJalaliBirthDate(text);
  return check.valid ? parseJalaliBirthDate(check.value) : undefined;
}

/**
 * A student's Jalali birth date: typed (Persian or Latin digits, `۱۳۸۸/۴/۱۲` or `88/4/12`), or
 * picked with three native selects — year, month, day — that only offer the years a student's age
 * allows (@clorofil/rules' STUDENT_AGE) and the days the month has. Picking writes the typed form.
 */
export function BirthDateField({ disabled }: { disabled: boolean }) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<ProfileFormValues>();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const pickerId = useId();
  const shown: Draft = typedDate(values.birthDate) ?? draft;

  function choose(part: keyof Draft, value: number | '') {
    const next = { ...shown, [part]: value };
    if (next.year !== '' && next.month !== '' && next.day !== '') {
      next.day = Math.min(next.day, jalaliMonthLength(next.year, next.month));
      void setFieldValue('birthDate', toPersianDigits(`${next.year}/${pad2(next.month)}/${pad2(next.day)}`));
      void setFieldTouched('birthDate', true, false);
    }
    setDraft(next);
  }

  return (
    <Stack gap="1">
      <TextField
        name="birthDate"
        label="تاریخ تولد"
        required
        maxLength={10}
        dir="ltr"
        placeholder="۱۳۸۸/۰۴/۱۲"
        hint="شمسی، با رقم فارسی یا انگلیسی؛ مانند ۱۳۸۸/۰۴/۱۲"
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
      {open && <Picker id={pickerId} shown={shown} onChoose={choose} disabled={disabled} />}
    </Stack>
  );
}

type PickerProps = {
  id: string;
  shown: Draft;
  onChoose: (part: keyof Draft, value: number | '') => void;
  disabled: boolean;
};

function Picker({ id, shown, onChoose, disabled }: PickerProps) {
  const thisYear = tehranJalaliDate(new Date()).year;
  const years = Array.from({ length: STUDENT_AGE.max - STUDENT_AGE.min + 2 }, (_, i) => thisYear - STUDENT_AGE.min - i);
  const dayCount = shown.month === '' ? 31 : jalaliMonthLength(shown.year === '' ? thisYear : shown.year, shown.month);
  const days = Array.from({ length: dayCount }, (_, i) => i + 1);
  return (
    <chakra.fieldset id={id} borderWidth="1px" borderColor="border.control" borderRadius="l2" padding="3">
      <chakra.legend fontSize="xs" fontWeight="bold" paddingInline="1">
        تاریخ تولد از تقویم شمسی
      </chakra.legend>
      <SimpleGrid columns={3} gap="2">
        <SelectControl
          aria-label="سال تولد"
          placeholder="سال"
          disabled={disabled}
          options={years.map((year) => ({ value: year, label: toPersianDigits(year) }))}
          value={shown.year}
          onChange={(event) => onChoose('year', numberOf(event.target.value))}
        />
        <SelectControl
          aria-label="ماه تولد"
          placeholder="ماه"
          disabled={disabled}
          options={MONTHS.map((name, i) => ({ value: i + 1, label: name }))}
          value={shown.month}
          onChange={(event) => onChoose('month', numberOf(event.target.value))}
        />
        <SelectControl
          aria-label="روز تولد"
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
