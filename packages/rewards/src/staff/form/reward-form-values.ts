import type { RewardCategory, RewardEligibility, RewardFields, RewardKind, RewardVersion } from '@clorofil/api-client';
import { catalogueMessages, rewardCategoryLabels } from '@clorofil/api-client/contract';
import { parseJalaliDate, parseTime, tehranDateTimeParts, tehranInstant, validationMessages } from '@clorofil/rules';
import { toPersianDigits } from '@clorofil/ui-rtl';
import { mixed, object, string } from 'yup';

/** The editor's fields as Formik holds them: numbers as digit text, the window as date and time. */
export type RewardFormValues = {
  kind: RewardKind;
  title: string;
  subTitle: string;
  description: string;
  image: string;
  imageUrl: string;
  category: RewardCategory | '';
  score: string;
  validCount: string;
  /** A new prize's units; empty for unlimited. */
  stock: string;
  fromDate: string;
  fromTime: string;
  toDate: string;
  toTime: string;
  eligibility: RewardEligibility;
  codeValidDays: string;
};

export const categoryOptions = Object.entries(rewardCategoryLabels).map(([value, label]) => ({ value, label }));
export {
  rewardEligibilityLabels as eligibilityLabels,
  rewardKindLabels as kindLabels,
} from '@clorofil/api-client/contract';

export const formMessages = {
  date: 'تاریخ را شمسی وارد کنید؛ مانند ۱۴۰۵/۰۱/۱۵',
  time: 'ساعت را مانند ۰۹:۳۰ وارد کنید',
  timeWithoutDate: 'برای این ساعت تاریخ را هم وارد کنید',
  image: 'تصویری برای جایزه بارگذاری کنید',
  category: 'دسته‌بندی را انتخاب کنید',
  whole: 'یک عدد صحیح وارد کنید',
  atLeastOne: 'کمترین مقدار ۱ است',
} as const;

// Shown with Persian digits, like every number on screen; the parsers read either.
function split(iso: string | null) {
  if (!iso) return { date: '', time: '' };
  const { date, time } = tehranDateTimeParts(iso);
  return { date: toPersianDigits(date), time: toPersianDigits(time) };
}

export function initialValues(version: RewardVersion | null, kind: RewardKind = 'item'): RewardFormValues {
  const from = split(version?.availableFrom ?? null);
  const to = split(version?.availableTo ?? null);
  return {
    kind,
    title: version?.title ?? '',
    subTitle: version?.subTitle ?? '',
    description: version?.description ?? '',
    image: version?.image ?? '',
    imageUrl: version?.imageUrl ?? '',
    category: version?.category ?? '',
    score: version ? String(version.score) : '',
    validCount: version ? String(version.validCount) : '1',
    stock: '',
    fromDate: from.date,
    fromTime: from.time,
    toDate: to.date,
    toTime: to.time,
    eligibility: version?.eligibility ?? 'any',
    codeValidDays: version?.codeValidDays ? String(version.codeValidDays) : '',
  };
}

/** A window edge as an instant: no date means no edge; a date without a time is that day's start (or end). */
function instantOf(date: string | undefined, time: string | undefined, edge: 'start' | 'end'): string | null {
  // Formik hands its schema empty fields as undefined.
  if (!date?.trim()) return null;
  const day = parseJalaliDate(date);
  const minutes = time?.trim() ? parseTime(time) : edge === 'start' ? 0 : 23 * 60 + 59;
  return day && minutes !== undefined ? tehranInstant(day, minutes).toISOString() : null;
}

const wholeNumber = (required: boolean) =>
  string()
    .trim()
    .test('whole', formMessages.whole, (value) => !value || /^\d{1,7}$/.test(value))
    .test('required', validationMessages.required, (value) => !required || Boolean(value));
const dateField = string().test(
  'date',
  formMessages.date,
  (value) => !value?.trim() || Boolean(parseJalaliDate(value)),
);
const timeField = (dateKey: 'fromDate' | 'toDate') =>
  string()
    .test('time', formMessages.time, (value) => !value?.trim() || parseTime(value) !== undefined)
    .test('needs-date', formMessages.timeWithoutDate, function needsDate(value) {
      return !value?.trim() || Boolean((this.parent as Partial<RewardFormValues>)[dateKey]?.trim());
    });

/** The editor's rules: the contract's limits, said in Persian where the operator types. */
export const rewardFormSchema = object({
  kind: mixed<RewardKind>().oneOf(['item', 'discount-code']).required(),
  title: string().trim().required(validationMessages.required).max(120, 'عنوان حداکثر ۱۲۰ نویسه است'),
  subTitle: string().trim().max(200, 'زیرعنوان حداکثر ۲۰۰ نویسه است'),
  description: string().max(12_000, 'توضیحات بیش از حد طولانی است'),
  image: string().required(formMessages.image),
  category: string().required(formMessages.category),
  score: wholeNumber(true),
  validCount: wholeNumber(true).test('positive', formMessages.atLeastOne, (value) => !value || Number(value) >= 1),
  stock: wholeNumber(false),
  fromDate: dateField,
  fromTime: timeField('fromDate'),
  toDate: dateField,
  toTime: timeField('toDate').test('order', catalogueMessages.windowOrder, function inOrder() {
    const values = this.parent as Partial<RewardFormValues>;
    const from = instantOf(values.fromDate, values.fromTime, 'start');
    const to = instantOf(values.toDate, values.toTime, 'end');
    return from === null || to === null || Date.parse(from) < Date.parse(to);
  }),
  eligibility: mixed<RewardEligibility>().oneOf(['any', 'student', 'teacher']).required(),
  codeValidDays: wholeNumber(false),
});

/** What the API takes (validated values only): numbers as numbers, the window as instants. */
export function toFields(values: RewardFormValues): RewardFields {
  return {
    title: values.title.trim(),
    subTitle: values.subTitle.trim(),
    description: values.description,
    image: values.image,
    category: values.category as RewardCategory,
    score: Number(values.score),
    validCount: Number(values.validCount),
    availableFrom: instantOf(values.fromDate, values.fromTime, 'start'),
    availableTo: instantOf(values.toDate, values.toTime, 'end'),
    eligibility: values.eligibility,
    codeValidDays: values.kind === 'discount-code' && values.codeValidDays ? Number(values.codeValidDays) : null,
  };
}
