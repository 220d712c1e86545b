import type { CampaignAudience, CampaignDetail, CampaignFields, Notification } from '@clorofil/api-client';
import { CAMPAIGN_MESSAGE_MAX, campaignMessages, parseMobileList } from '@clorofil/api-client/contract';
import {
  htmlText,
  parseJalaliDate,
  parseTime,
  plainTextToHtml,
  tehranDateTimeParts,
  tehranInstant,
  validationMessages,
} from '@clorofil/rules';
import { toPersianDigits } from '@clorofil/ui-rtl';
import { mixed, object, string } from 'yup';

/** The form's fields as Formik holds them: the start and end as a Jalali date and a Tehran time. */
export type CampaignFormValues = {
  type: Notification['type'];
  /** The rich-text editor's HTML (bold and https links). */
  message: string;
  audience: CampaignAudience;
  /** The pasted list, as typed. */
  mobiles: string;
  startMode: 'now' | 'at';
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
};

/** The most characters a message's text may have, its formatting not counted (the API's limit). */
export const MESSAGE_MAX = CAMPAIGN_MESSAGE_MAX;

export const formMessages = {
  date: 'تاریخ را شمسی وارد کنید؛ مانند ۱۴۰۵/۰۱/۱۵',
  time: 'ساعت را مانند ۰۹:۳۰ وارد کنید',
  startDate: 'تاریخ آغاز را وارد کنید',
  startTime: 'ساعت آغاز را وارد کنید',
  timeWithoutDate: 'برای این ساعت تاریخ را هم وارد کنید',
  messageLong: `متن اعلان حداکثر ${MESSAGE_MAX.toLocaleString('fa-IR')} نویسه است`,
  badEntries: (count: number) => `${count.toLocaleString('fa-IR')} شمارهٔ فهرست درست نیست؛ فهرست زیر را ببینید`,
} as const;

function split(iso: string | null) {
  if (!iso) return { date: '', time: '' };
  const { date, time } = tehranDateTimeParts(iso);
  return { date: toPersianDigits(date), time: toPersianDigits(time) };
}

export function initialValues(campaign?: CampaignDetail): CampaignFormValues {
  const start = split(campaign?.startsAt ?? null);
  const end = split(campaign?.endsAt ?? null);
  return {
    type: campaign?.type ?? 'info',
    // A message written as plain text, before messages were rich, opens as the paragraphs that show it.
    message: campaign ? (campaign.messageHtml ?? plainTextToHtml(campaign.message)) : '',
    audience: campaign?.audience ?? 'all',
    mobiles: campaign ? campaign.mobiles.join('\n') : '',
    startMode: campaign ? 'at' : 'now',
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
  };
}

/** An edge as an instant: no date is no edge; an end without a time is the end of its day. */
function instantOf(date: string | undefined, time: string | undefined, edge: 'start' | 'end'): string | null {
  // Formik hands its schema empty fields as undefined.
  if (!date?.trim()) return null;
  const day = parseJalaliDate(date);
  const minutes = time?.trim() ? parseTime(time) : edge === 'start' ? 0 : 23 * 60 + 59;
  return day && minutes !== undefined ? tehranInstant(day, minutes).toISOString() : null;
}

const dateField = string().test(
  'date',
  formMessages.date,
  (value) => !value?.trim() || Boolean(parseJalaliDate(value)),
);
const timeField = string().test('time', formMessages.time, (value) => !value?.trim() || parseTime(value) !== undefined);
function neededAt(this: { parent: Partial<CampaignFormValues> }, value: string | undefined) {
  return this.parent.startMode !== 'at' || Boolean(value?.trim());
}

/** The form's rules: the contract's limits, said in Persian where the operator types. */
export const campaignFormSchema = object({
  type: mixed<Notification['type']>().oneOf(['info', 'reward', 'warning', 'error']).required(),
  message: string()
    .test('required', validationMessages.required, (html) => htmlText(html ?? '') !== '')
    .test('length', formMessages.messageLong, (html) => Array.from(htmlText(html ?? '')).length <= MESSAGE_MAX),
  audience: mixed<CampaignAudience>().oneOf(['all', 'student', 'teacher', 'mobiles']).required(),
  mobiles: string().test('list', function list(value) {
    if ((this.parent as Partial<CampaignFormValues>).audience !== 'mobiles') return true;
    const parsed = parseMobileList(value ?? '');
    if (parsed.invalid.length > 0) return this.createError({ message: formMessages.badEntries(parsed.invalid.length) });
    return parsed.mobiles.length > 0 || this.createError({ message: campaignMessages.noMobiles });
  }),
  startMode: mixed<'now' | 'at'>().oneOf(['now', 'at']).required(),
  startDate: dateField.test('required', formMessages.startDate, neededAt),
  startTime: timeField.test('required', formMessages.startTime, neededAt),
  endDate: dateField,
  endTime: timeField
    .test('needs-date', formMessages.timeWithoutDate, function needsDate(value) {
      return !value?.trim() || Boolean((this.parent as Partial<CampaignFormValues>).endDate?.trim());
    })
    .test('order', campaignMessages.endOrder, function inOrder() {
      const values = this.parent as Partial<CampaignFormValues>;
      const start = values.startMode === 'at' ? instantOf(values.startDate, values.startTime, 'start') : null;
      const end = instantOf(values.endDate, values.endTime, 'end');
      return end === null || Date.parse(end) > (start === null ? Date.now() : Date.parse(start));
    }),
});

/** What the API takes (validated values only). */
export function toFields(values: CampaignFormValues): CampaignFields {
  return {
    type: values.type,
    message: values.message.trim(),
    audience: values.audience,
    mobiles: values.audience === 'mobiles' ? values.mobiles : '',
    startsAt: values.startMode === 'at' ? instantOf(values.startDate, values.startTime, 'start') : null,
    endsAt: instantOf(values.endDate, values.endTime, 'end'),
  };
}

/** A refused save's field errors, onto the form's fields; a list's entries stay keyed by entry. */
export function formErrors(errors: Record<string, string>): {
  fields: Partial<Record<keyof CampaignFormValues, string>>;
  entries: Record<string, string>;
} {
  const map: Record<string, keyof CampaignFormValues> = { startsAt: 'startDate', endsAt: 'endDate' };
  const fields: Partial<Record<keyof CampaignFormValues, string>> = {};
  const entries: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key.startsWith('mobiles.')) entries[key] = message;
    else fields[map[key] ?? (key as keyof CampaignFormValues)] = message;
  }
  const problems = Object.keys(entries).length;
  if (problems > 0) fields.mobiles ??= formMessages.badEntries(problems);
  return { fields, entries };
}
