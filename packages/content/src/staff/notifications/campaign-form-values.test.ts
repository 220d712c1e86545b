import { describe, expect, it } from 'vitest';
import {
  campaignFormSchema,
  formErrors,
  initialValues,
  toFields,
  type CampaignFormValues,
} from './campaign-form-values';

const values = (fields: Partial<CampaignFormValues>): CampaignFormValues => ({ ...initialValues(), ...fields });
const errorsOf = async (fields: Partial<CampaignFormValues>) =>
  campaignFormSchema.validate(values(fields), { abortEarly: false }).then(
    () => ({}),
    (error: { inner: { path: string; message: string }[] }) =>
      Object.fromEntries(error.inner.map((issue) => [issue.path, issue.message])),
  );

describe('the notification form’s values', () => {
  it('sends a start and an end typed in Jalali and Tehran time as instants', () => {
    const fields = toFields(
      values({ message: ' سلام ', startMode: 'at', startDate: '۱۴۰۵/۰۹/۱۹', startTime: '۰۸:۰۰', endDate: '1405/9/20' }),
    );
    expect(fields).toMatchObject({
      message: 'سلام',
      startsAt: '2026-12-10T04:30:00.000Z',
      // An end without a time is the end of its Tehran day.
      endsAt: '2026-12-11T20:29:00.000Z',
      mobiles: '',
    });
    expect(toFields(values({ message: 'x' })).startsAt).toBeNull();
  });

  it('refuses an end before the start and a time without a date', async () => {
    expect(
      await errorsOf({
        message: 'x',
        startMode: 'at',
        startDate: '1405/09/19',
        startTime: '08:00',
        endDate: '1405/09/18',
      }),
    ).toEqual({ endTime: 'پایان نمایش باید پس از آغاز آن باشد.' });
    expect(await errorsOf({ message: 'x', endTime: '10:00' })).toMatchObject({
      endTime: 'برای این ساعت تاریخ را هم وارد کنید',
    });
  });

  it('puts the API’s list errors beside the list and its window errors on the date fields', () => {
    expect(formErrors({ 'mobiles.2': 'الف', startsAt: 'ب' })).toEqual({
      fields: { startDate: 'ب', mobiles: '۱ شمارهٔ فهرست درست نیست؛ فهرست زیر را ببینید' },
      entries: { 'mobiles.2': 'الف' },
    });
  });
});
