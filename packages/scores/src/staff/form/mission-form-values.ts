import { missionGoalUnits, type MissionKind, type StaffMission } from '@clorofil/api-client';
import {
  MISSION_DESCRIPTION_MAX,
  MISSION_POINTS_MAX,
  MISSION_TARGET_MAX,
  MISSION_TITLE_MAX,
  missionMessages,
  type MissionFields,
} from '@clorofil/api-client/contract';
import {
  nextTehranDayStart,
  normalizeDigits,
  parseJalaliDate,
  parseTime,
  tehranDateTimeParts,
  tehranInstant,
  validationMessages,
} from '@clorofil/rules';
import { formatNumber, toPersianDigits } from '@clorofil/ui-rtl';
import { mixed, object, string } from 'yup';

/** The form's fields as Formik holds them: numbers as digit text, each edge of the window as date and time. */
export type MissionFormValues = {
  title: string;
  description: string;
  kind: MissionKind | '';
  target: string;
  points: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
};

export const kindLabels: Record<MissionKind, string> = {
  items: 'خرید چند کتاب یا کالا',
  surveys: 'تکمیل چند نظرسنجی پس از خرید',
};
/** How the goal reads on a card: «۳ کالا», «۲ نظرسنجی». */
export const goalUnit = missionGoalUnits;

export const formMessages = {
  date: 'تاریخ را شمسی وارد کنید؛ مانند ۱۴۰۵/۰۹/۱۵',
  time: 'ساعت را مانند ۰۹:۳۰ وارد کنید',
  kind: 'نوع هدف را انتخاب کنید',
  whole: 'یک عدد صحیح وارد کنید',
  atLeastOne: 'کمترین مقدار ۱ است',
  atMost: (max: number) => `بیشترین مقدار ${formatNumber(max)} است`,
  tooLong: (max: number) => `حداکثر ${formatNumber(max)} نویسه`,
} as const;

function split(iso: string | undefined) {
  if (!iso) return { date: '', time: '' };
  const { date, time } = tehranDateTimeParts(iso);
  return { date: toPersianDigits(date), time: toPersianDigits(time) };
}

export function initialValues(mission?: StaffMission): MissionFormValues {
  const start = split(mission?.startsAt);
  const end = split(mission?.endsAt);
  return {
    title: mission?.title ?? '',
    description: mission?.description ?? '',
    kind: mission?.kind ?? '',
    target: mission ? String(mission.target) : '',
    points: mission ? String(mission.points) : '',
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
  };
}

/**
 * An edge of the window as an instant. A start without a time is its day's first moment; an end
 * without one is the Tehran midnight after its day, so «until 30 Azar» includes all of 30 Azar.
 */
export function instantOf(date: string | undefined, time: string | undefined, edge: 'start' | 'end'): string | null {
  // Formik hands its schema empty fields as undefined.
  if (!date?.trim()) return null;
  const day = parseJalaliDate(date);
  if (!day) return null;
  if (time?.trim()) {
    const minutes = parseTime(time);
    return minutes === undefined ? null : tehranInstant(day, minutes).toISOString();
  }
  const start = tehranInstant(day, 0);
  return (edge === 'start' ? start : nextTehranDayStart(start)).toISOString();
}

const wholeNumber = (max: number) =>
  string()
    .trim()
    .required(validationMessages.required)
    .test('whole', formMessages.whole, (value) => /^\d{1,7}$/.test(normalizeDigits(value ?? '')))
    .test('min', formMessages.atLeastOne, (value) => Number(normalizeDigits(value ?? '')) >= 1)
    .test('max', formMessages.atMost(max), (value) => Number(normalizeDigits(value ?? '')) <= max);
const dateField = string()
  .required(validationMessages.required)
  .test('date', formMessages.date, (value) => Boolean(parseJalaliDate(value ?? '')));
const timeField = string().test('time', formMessages.time, (value) => !value?.trim() || parseTime(value) !== undefined);

/** The form's rules: the contract's limits and messages, said where the operator types. */
export const missionFormSchema = object({
  title: string()
    .trim()
    .required(validationMessages.required)
    .max(MISSION_TITLE_MAX, formMessages.tooLong(MISSION_TITLE_MAX)),
  description: string().trim().max(MISSION_DESCRIPTION_MAX, formMessages.tooLong(MISSION_DESCRIPTION_MAX)),
  kind: mixed<MissionKind | ''>().oneOf(['items', 'surveys'], formMessages.kind).required(formMessages.kind),
  target: wholeNumber(MISSION_TARGET_MAX),
  points: wholeNumber(MISSION_POINTS_MAX),
  startDate: dateField,
  startTime: timeField,
  endDate: dateField,
  endTime: timeField.test('order', missionMessages.windowOrder, function inOrder() {
    const values = this.parent as Partial<MissionFormValues>;
    const start = instantOf(values.startDate, values.startTime, 'start');
    const end = instantOf(values.endDate, values.endTime, 'end');
    return start === null || end === null || Date.parse(start) < Date.parse(end);
  }),
});

/** What the API takes (validated values only): numbers as numbers, the window as instants. */
export function toFields(values: MissionFormValues): MissionFields {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    kind: values.kind as MissionKind,
    target: Number(normalizeDigits(values.target)),
    points: Number(normalizeDigits(values.points)),
    startsAt: instantOf(values.startDate, values.startTime, 'start')!,
    endsAt: instantOf(values.endDate, values.endTime, 'end')!,
  };
}

/** The API's field names onto the form's. */
export const formFieldOf: Record<string, keyof MissionFormValues> = {
  startsAt: 'startDate',
  endsAt: 'endDate',
};
