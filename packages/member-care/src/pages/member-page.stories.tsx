import { memberCareMessages } from '@clorofil/api-client/contract';
import { handlers } from '@clorofil/api-client/testing/browser';
import { onViewport } from '@clorofil/auth/testing/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { memberCareHandlers } from '../mocks/handlers';
import { memberCarePaths } from '../paths';
import { MemberPage } from './member-page';

const at = (id: number) => ({ url: memberCarePaths.member(id), path: memberCarePaths.memberPattern });

const meta = {
  title: 'Features/MemberCare/MemberPage',
  component: MemberPage,
  parameters: { persona: 'reviewer', route: at(1), msw: { handlers: { state: [], api: handlers } } },
} satisfies Meta<typeof MemberPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const withState = (state: unknown[]) => ({ msw: { handlers: { state } } });

/** First in the file: it pays for loading the page's modules, which the other stories then share. */
export const Loading: Story = { parameters: withState(memberCareHandlers.memberLoading) };

/** The demo student: profile, 1,250 clorofil with two orders pending, ledger, codes, history, sessions. */
export const Member: Story = {
  ...onViewport('desktop'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'امیرحسین محمدی', level: 1 })).toBeVisible();
    await expect(await canvas.findByTestId('balance')).toHaveTextContent('۱٬۲۵۰ کلروفیل');
    // Each list with rows offers its whole as a file.
    for (const name of [
      'همهٔ سفارش‌ها (CSV)',
      'کل دفتر (CSV)',
      'همهٔ کدها (CSV)',
      'همهٔ چرخش‌ها (CSV)',
      'همهٔ اعلان‌ها (CSV)',
    ])
      await expect(await canvas.findByRole('button', { name })).toBeInTheDocument();
  },
};

export const MemberMobile: Story = {
  ...onViewport('mobile'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('balance')).toHaveTextContent('۱٬۲۵۰ کلروفیل');
  },
};

/** Order 1489 explained, as the address `?order=1489` asks: still inside its return window. */
export const OrderExplained: Story = {
  parameters: { route: { ...at(1), url: `${memberCarePaths.member(1)}?order=1489#orders` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('در مهلت مرجوعی', { selector: 'span' })).toBeVisible();
  },
};

/** A number the shop never reported for this member. */
export const OrderUnknown: Story = {
  parameters: { route: { ...at(1), url: `${memberCarePaths.member(1)}?order=5000#orders` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('گزارش نشده')).toBeVisible();
  },
};

/** The adjustment form pressed empty: each field says what it needs. */
export const AdjustmentRefused: Story = {
  parameters: { route: { ...at(1), url: `${memberCarePaths.member(1)}#adjust` } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ثبت اصلاح' }));
    await expect(await canvas.findByText(memberCareMessages.reasonRequired)).toBeVisible();
  },
};

/** A bought code support marked faulty (its 80 clorofil given back). */
export const CodeFaulty: Story = {
  parameters: {
    ...withState(memberCareHandlers.codeFaulty),
    route: { ...at(1), url: `${memberCarePaths.member(1)}#codes` },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('فروشگاه کد را نمی‌پذیرد')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'معیوب EBK30-7K2M9' })).toBeDisabled();
  },
};

/** A member who has only signed in: nothing earned, bought or sent, no session open. */
export const NewMember: Story = {
  parameters: withState(memberCareHandlers.memberEmpty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('هنوز هیچ امتیازی برای این عضو ثبت نشده است')).toBeVisible();
    await expect(await canvas.findByText('عضو اکنون در هیچ دستگاهی وارد نیست')).toBeVisible();
    await expect(await canvas.findByText('اعلانی برای این عضو فرستاده نشده است')).toBeVisible();
    // No list has rows, so none offers a file.
    await expect(canvas.queryByRole('button', { name: /\(CSV\)$/ })).not.toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { ...withState(memberCareHandlers.memberMissing), route: at(99) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('این عضو پیدا نشد')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: withState(memberCareHandlers.memberFailing),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('اطلاعات عضو دریافت نشد')).toBeVisible();
  },
};

/** The identity provider away: the rest of the page stands, the sessions say why they are missing. */
export const SessionsUnavailable: Story = {
  parameters: withState(memberCareHandlers.sessionsUnavailable),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/فهرست نشست‌ها از سامانهٔ ورود دریافت نشد/)).toBeVisible();
  },
};

export const LedgerFailed: Story = {
  parameters: withState(memberCareHandlers.ledgerFailing),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('دفتر امتیازها دریافت نشد')).toBeVisible();
  },
};

/** A commission partner as support sees her: the bank details masked, no way to read more. */
export const PartnerForSupport: Story = {
  parameters: {
    ...withState(memberCareHandlers.partnerForSupport),
    route: { ...at(1), url: `${memberCarePaths.member(1)}#profile` },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/فقط کارشناس مالی می‌بیند/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'نمایش اطلاعات بانکی' })).toBeNull();
  },
};

/** The same partner as finance sees her, before asking: masked, with «نمایش اطلاعات بانکی». */
export const PartnerForFinance: Story = {
  parameters: {
    ...withState(memberCareHandlers.partnerForFinance),
    route: { ...at(1), url: `${memberCarePaths.member(1)}#profile` },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'نمایش اطلاعات بانکی' })).toBeVisible();
  },
};

/** Finance has asked: the full numbers, the note that the reading is in the audit trail, «پنهان کردن». */
export const BankDetailsShown: Story = {
  ...onViewport('mobile'),
  parameters: {
    ...onViewport('mobile').parameters,
    ...withState(memberCareHandlers.partnerForFinance),
    route: { ...at(1), url: `${memberCarePaths.member(1)}#profile` },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'نمایش اطلاعات بانکی' }));
    await expect(await canvas.findByText('این نمایش به نام شما در فهرست تغییرات ثبت شد.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'پنهان کردن' })).toBeVisible();
  },
};

export const SpinsFailed: Story = {
  parameters: withState(memberCareHandlers.historyFailing),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('چرخش‌های گردونه دریافت نشد')).toBeVisible();
    await expect(await canvas.findByText('اعلان‌های فرستاده‌شده دریافت نشد')).toBeVisible();
  },
};
