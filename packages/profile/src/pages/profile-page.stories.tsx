import { handlers } from '@clorofil/api-client/testing/browser';
import { paths } from '@clorofil/app-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { profileHandlers } from '../mocks/handlers';
import { ProfilePage } from './profile-page';

const meta = {
  title: 'Features/Profile/ProfilePage',
  component: ProfilePage,
  // `state` comes first so a story's answers win over the default ones in `api`.
  parameters: { route: paths.account, persona: 'student', msw: { handlers: { state: [], api: handlers } } },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const withState = (state: HttpHandler[]) => ({ msw: { handlers: { state, api: handlers } } });

export const StatusNone: Story = {
  parameters: { persona: 'newMember' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('نوع کاربری شما هنوز مشخص نشده است')).toBeVisible();
  },
};

export const StatusPending: Story = {
  parameters: { persona: 'partner', ...withState(profileHandlers.status('pending')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('اطلاعات شما در حال بررسی است')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ثبت تغییرات' })).toBeDisabled();
  },
};

export const StatusAccepted: Story = {
  parameters: { persona: 'partner', ...withState(profileHandlers.status('accepted')) },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('آخرین اطلاعات شما تأیید شد')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'متوجه شدم' }));
    await expect(await canvas.findByRole('button', { name: 'ثبت تغییرات' })).toBeEnabled();
  },
};

export const StatusRejected: Story = {
  parameters: withState(profileHandlers.status('rejected')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('اطلاعات شما تأیید نشد')).toBeVisible();
    await expect(canvas.getByText(/پایهٔ تحصیلی با نام مدرسه/)).toBeVisible();
  },
};

/** An approved student who already acknowledged: the student form without a banner. */
export const StudentForm: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'تاریخ تولد' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'پایهٔ تحصیلی' })).toBeVisible();
  },
};

export const TeacherForm: Story = {
  parameters: { persona: 'partner' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: 'ریاضی' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'کد پرسنلی' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withState(profileHandlers.profileLoading),
};

export const ProfileFailed: Story = {
  parameters: withState(profileHandlers.profileFailing),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'تلاش دوباره' })).toBeVisible();
  },
};

export const ListsLoading: Story = {
  parameters: { persona: 'partner', ...withState(profileHandlers.listsLoading) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('لطفاً کمی صبر کنید…')).toBeVisible();
  },
};

export const ListsAndProvincesFailed: Story = {
  parameters: {
    persona: 'partner',
    ...withState([...profileHandlers.listsFailing, ...profileHandlers.provincesFailing]),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('در دریافت اطلاعات تغییر پروفایل خطایی رخ داد')).toBeVisible();
    await expect(await canvas.findByText('در دریافت اطلاعات استان‌ها خطایی رخ داد')).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  parameters: { persona: 'newMember' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'نوع کاربری' }), 'دانش‌آموز');
    await userEvent.type(canvas.getByRole('textbox', { name: 'نام' }), 'Sara');
    await userEvent.type(canvas.getByRole('textbox', { name: 'کد ملی' }), '۱۲۳۴۵۶۷۸۹۰');
    await userEvent.click(canvas.getByRole('button', { name: 'ثبت تغییرات' }));
    await expect(await canvas.findByText('نام را فقط با حروف فارسی وارد کنید')).toBeVisible();
    await expect(canvas.getByText('کد ملی واردشده معتبر نیست؛ لطفاً آن را دوباره بررسی کنید')).toBeVisible();
  },
};

export const NoChange: Story = {
  parameters: { persona: 'partner' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('checkbox', { name: 'ریاضی' });
    await userEvent.click(canvas.getByRole('button', { name: 'ثبت تغییرات' }));
    await expect(await canvas.findByText('هیچ تغییری ایجاد نشد')).toBeVisible();
  },
};

export const SaveFailed: Story = {
  parameters: { persona: 'partner', ...withState(profileHandlers.saveFailing) },
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole('textbox', { name: 'نام' });
    await userEvent.clear(name);
    await userEvent.type(name, 'مریم‌سادات');
    await userEvent.click(canvas.getByRole('button', { name: 'ثبت تغییرات' }));
    await expect(await canvas.findByText('در تغییر اطلاعات کاربری خطایی رخ داد')).toBeVisible();
  },
};

export const ConfirmTypeChange: Story = {
  parameters: { persona: 'partner' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'نوع کاربری' }), 'دانش‌آموز');
    // Grades follow the level, so the level comes first.
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'مقطع تحصیلی' }), 'متوسطه اول');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'پایهٔ تحصیلی' }), 'پایه هشتم');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'سال تحصیلی' }), '۱۴۰۴-۱۴۰۵');
    await userEvent.type(canvas.getByRole('textbox', { name: 'تاریخ تولد' }), '1390/5/14');
    await userEvent.click(canvas.getByRole('button', { name: 'ثبت تغییرات' }));
    const body = canvasElement.ownerDocument.body;
    const dialog = await within(body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('اطلاعات «دانش‌آموز» دوباره بررسی می‌شود');
    await expect(dialog).toHaveTextContent('صفحه‌های امور مالی');
    // The dialog fades in; on a busy machine that can take over waitFor's 1 s.
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5_000 });
  },
};

/** The grade list follows the level: primary offers grades one to six only. */
export const GradesOfLevel: Story = {
  play: async ({ canvas, userEvent }) => {
    const level = await canvas.findByRole('combobox', { name: 'مقطع تحصیلی' }, { timeout: 5000 });
    await userEvent.selectOptions(level, 'ابتدایی');
    const grade = canvas.getByRole('combobox', { name: 'پایهٔ تحصیلی' });
    await expect(grade).toHaveValue('');
    await expect(within(grade).getAllByRole('option')).toHaveLength(7);
  },
};

/** The Jalali birth-date picker open under the typed date. */
export const BirthDatePicker: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('textbox', { name: 'تاریخ تولد' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'انتخاب از تقویم' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'ماه تولد' }), 'اسفند');
    await expect(canvas.getByRole('textbox', { name: 'تاریخ تولد' })).toHaveValue('۱۳۹۰/۱۲/۱۴');
  },
};
