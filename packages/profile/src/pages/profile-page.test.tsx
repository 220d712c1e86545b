import { apiQueries, type UpdateProfileRequest } from '@clorofil/api-client';
import { defaultResolvers, handlerFor } from '@clorofil/api-client/mocks';
import { createTestQueryClient } from '@clorofil/api-client/testing';
import { renderWithApp, setupAppTests, withCommitLog } from '@clorofil/auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileHandlers } from '../mocks/handlers';
import { ProfilePage } from './profile-page';

setupAppTests();

/** Records each PUT /api/Profile body and answers as the mock API does. */
function recordSaves() {
  const bodies: UpdateProfileRequest[] = [];
  const handler = handlerFor('updateProfile', async (info) => {
    bodies.push((await info.request.clone().json()) as UpdateProfileRequest);
    return defaultResolvers.updateProfile(info);
  });
  return { bodies, handler };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
const save = () => screen.getByRole('button', { name: 'ثبت تغییرات' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ProfilePage (/account)', () => {
  it('lets a new member choose teacher, fill the form with Persian digits and send it normalised to review', async () => {
    const saves = recordSaves();
    const { user } = renderWithApp(<ProfilePage />, { persona: 'newMember', handlers: [saves.handler] });
    expect(await screen.findByTestId('status-banner-none')).toHaveTextContent('نوع کاربری شما هنوز مشخص نشده است');
    expect(screen.getByDisplayValue('۰۹۱۲۰۰۰۰۰۰۳')).toHaveAttribute('readonly');
    const types = within(select('نوع کاربری')).getAllByRole('option');
    expect(types.map((option) => option.textContent)).toEqual(['نوع کاربری خود را انتخاب کنید', 'دانش‌آموز', 'معلم']);

    await user.selectOptions(select('نوع کاربری'), 'معلم');
    await user.type(field('نام'), 'سارا');
    await user.type(field('نام خانوادگی'), 'رحمانی');
    await user.type(field('کد ملی'), '۰۰۷۲۱۴۵۳۶۶');
    await waitFor(() => expect(select('استان')).toBeEnabled());
    await user.selectOptions(select('استان'), 'تهران');
    await user.selectOptions(select('شهر'), 'شهریار');
    await user.type(await screen.findByRole('textbox', { name: 'نام مدرسه' }), 'دبستان امید');
    await user.selectOptions(select('نوع مدرسه'), 'دولتی');
    await user.selectOptions(select('مقطع تدریس'), 'ابتدایی');
    await user.type(field('سابقهٔ تدریس (سال)'), '۱۲');
    await user.type(field('کد پرسنلی'), '٤٥١٢٧٨٣٦');
    await user.type(field('تلفن مدرسه'), '۰۲۱ ۸۸۷۷۶۶۵۵');
    await user.click(screen.getByRole('checkbox', { name: 'ریاضی' }));
    await user.click(save());

    expect(await screen.findByText('اطلاعات کاربری با موفقیت تغییر کرد')).toBeInTheDocument();
    expect(saves.bodies).toHaveLength(1);
    const body = saves.bodies[0]!;
    expect(body).toMatchObject({
      firstName: 'سارا',
      lastName: 'رحمانی',
      nationalCode: '0072145366',
      provinceId: 8,
      cityId: 302,
      userTypeId: 2,
    });
    expect(JSON.parse(body.userTypeInfo!)).toEqual({
      schoolName: 'دبستان امید',
      schoolType: 1,
      schoolLevel: 1,
      lessons: [1],
      yearsOfExperience: 12,
      personnelCode: '45127836',
      schoolPhone: '02188776655',
    });
    expect(await screen.findByTestId('status-banner-pending')).toHaveTextContent('پیامک');
    expect(save()).toBeDisabled();
  });

  it('renders the form in a deferred render of its own, not in the update that brings the answers', async () => {
    const queryClient = createTestQueryClient();
    const { ui, log } = withCommitLog(<ProfilePage />, () => ({
      answered:
        queryClient.getQueryData(apiQueries.profile().queryKey) !== undefined &&
        queryClient.getQueryData(apiQueries.userTypes().queryKey) !== undefined,
      form: screen.queryByRole('button', { name: 'ثبت تغییرات' }) !== null,
    }));
    renderWithApp(ui, { persona: 'student', queryClient });
    expect(await screen.findByRole('button', { name: 'ثبت تغییرات' })).toBeInTheDocument();
    // React renders a transition in slices; the answers' own update is synchronous, one long task.
    expect(log).toContainEqual({ answered: true, form: false });
  });

  it('renders the whole form once when it appears with everything loaded, not again right after', async () => {
    const queryClient = createTestQueryClient();
    const first = renderWithApp(<ProfilePage />, { persona: 'partner', queryClient });
    await screen.findByRole('checkbox', { name: 'ریاضی' });
    first.unmount();
    // Shown again from the cache (as when the member comes back to /account): one commit with the
    // form. Formik with enableReinitialize reset `touched` once mounted unless told where it starts,
    // a second render of every field.
    const { ui, log } = withCommitLog(
      <ProfilePage />,
      () => screen.queryByRole('checkbox', { name: 'ریاضی' }) !== null,
    );
    renderWithApp(ui, { persona: 'partner', queryClient });
    await screen.findByRole('checkbox', { name: 'ریاضی' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(log.filter(Boolean)).toHaveLength(1);
  });

  it('says «هیچ تغییری ایجاد نشد» and sends nothing when the form equals the saved profile', async () => {
    const saves = recordSaves();
    const { user } = renderWithApp(<ProfilePage />, { persona: 'partner', handlers: [saves.handler] });
    await screen.findByRole('checkbox', { name: 'ریاضی' });
    await user.click(save());
    expect(await screen.findByText('هیچ تغییری ایجاد نشد')).toBeInTheDocument();
    expect(saves.bodies).toEqual([]);
  });

  it('shows a student’s saved birth date in Persian digits and still sees no change', async () => {
    const saves = recordSaves();
    const { user } = renderWithApp(<ProfilePage />, { persona: 'student', handlers: [saves.handler] });
    expect(await screen.findByRole('textbox', { name: 'تاریخ تولد' })).toHaveValue('۱۳۹۰/۰۵/۱۴');
    await user.click(save());
    expect(await screen.findByText('هیچ تغییری ایجاد نشد')).toBeInTheDocument();
    expect(saves.bodies).toEqual([]);
  });

  it('sends only names when the type information did not change, so the status stays', async () => {
    const saves = recordSaves();
    const { user } = renderWithApp(<ProfilePage />, { persona: 'partner', handlers: [saves.handler] });
    await screen.findByRole('checkbox', { name: 'ریاضی' });
    await user.clear(field('نام خانوادگی'));
    await user.type(field('نام خانوادگی'), 'حسینی‌نژاد');
    await user.click(save());
    await screen.findByText('اطلاعات کاربری با موفقیت تغییر کرد');
    expect(saves.bodies[0]).not.toHaveProperty('userTypeInfo');
    expect(saves.bodies[0]).toMatchObject({ lastName: 'حسینی‌نژاد' });
  });

  it('clears the city when the province changes, and offers only that province’s cities', async () => {
    const { user } = renderWithApp(<ProfilePage />, { persona: 'newMember' });
    await waitFor(() => expect(select('استان')).toBeEnabled());
    expect(select('شهر')).toBeDisabled();
    await user.selectOptions(select('استان'), 'تهران');
    await user.selectOptions(select('شهر'), 'ری');
    expect(select('شهر')).toHaveValue('303');
    await user.selectOptions(select('استان'), 'اصفهان');
    expect(select('شهر')).toHaveValue('');
    const cities = within(select('شهر'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(cities).toEqual(['انتخاب شهر', 'اصفهان', 'کاشان']);
  });

  it('asks before replacing a saved type, and sends nothing when the member cancels', async () => {
    const saves = recordSaves();
    const { user } = renderWithApp(<ProfilePage />, { persona: 'student', handlers: [saves.handler] });
    await screen.findByRole('textbox', { name: 'نام مدرسه' });
    await user.selectOptions(select('نوع کاربری'), 'معلم');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'مقطع تدریس' }), 'متوسطه دوم');
    await user.type(field('سابقهٔ تدریس (سال)'), '3');
    await user.type(field('کد پرسنلی'), '1234');
    await user.click(screen.getByRole('checkbox', { name: 'فیزیک' }));
    await user.click(save());

    const dialog = await screen.findByRole('alertdialog', { name: 'تغییر نوع کاربری به «معلم»؟' });
    expect(dialog).toHaveTextContent('نوع کاربری تأییدشدهٔ شما «دانش‌آموز» است');
    expect(dialog).toHaveTextContent('اطلاعات «دانش‌آموز» شما حذف می‌شود');
    expect(dialog).toHaveTextContent('اطلاعات «معلم» دوباره بررسی می‌شود');
    // A student has no financial pages to lose.
    expect(dialog).not.toHaveTextContent('امور مالی');
    await user.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    expect(saves.bodies).toEqual([]);

    await user.click(save());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'بله، ثبت شود' }));
    await screen.findByText('اطلاعات کاربری با موفقیت تغییر کرد');
    expect(saves.bodies).toHaveLength(1);
    expect(saves.bodies[0]).toMatchObject({ userTypeId: 2 });
  });

  it('tells an approved commission partner becoming a student that the financial pages go', async () => {
    const saves = recordSaves();
    const { user } = renderWithApp(<ProfilePage />, { persona: 'partner', handlers: [saves.handler] });
    await screen.findByRole('checkbox', { name: 'ریاضی' });
    await user.selectOptions(select('نوع کاربری'), 'دانش‌آموز');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'مقطع تحصیلی' }), 'متوسطه اول');
    await user.selectOptions(select('پایهٔ تحصیلی'), 'پایه هشتم');
    await user.selectOptions(select('سال تحصیلی'), '۱۴۰۴-۱۴۰۵');
    await user.clear(field('تاریخ تولد'));
    await user.type(field('تاریخ تولد'), '1391/2/3');
    await user.click(save());
    const dialog = await screen.findByRole('alertdialog', { name: 'تغییر نوع کاربری به «دانش‌آموز»؟' });
    expect(dialog).toHaveTextContent('نوع کاربری تأییدشدهٔ شما «معلم» است');
    expect(dialog).toHaveTextContent('دوباره بررسی می‌شود و تا پایان بررسی نمی‌توانید اطلاعات کاربری را ویرایش کنید');
    expect(dialog).toHaveTextContent(
      'صفحه‌های امور مالی (گزارش کمیسیون، پرداخت‌ها و اطلاعات حساب بانکی) دیگر در دسترس شما نخواهد بود',
    );
    await user.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    expect(saves.bodies).toEqual([]);
  });

  it('offers only the chosen level’s grades, and a level change clears a grade that no longer fits', async () => {
    const saves = recordSaves();
    const { user } = renderWithApp(<ProfilePage />, { persona: 'student', handlers: [saves.handler] });
    const grade = await screen.findByRole('combobox', { name: 'پایهٔ تحصیلی' });
    const gradeNames = () =>
      within(grade)
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent);
    expect(grade).toHaveValue('8');
    expect(gradeNames()).toEqual(['پایه هفتم', 'پایه هشتم', 'پایه نهم']);
    await user.selectOptions(select('مقطع تحصیلی'), 'ابتدایی');
    expect(grade).toHaveValue('');
    expect(gradeNames()).toEqual(['پایه اول', 'پایه دوم', 'پایه سوم', 'پایه چهارم', 'پایه پنجم', 'پایه ششم']);
    await user.click(save());
    await waitFor(() => expect(grade).toHaveAttribute('aria-invalid', 'true'));
    expect(saves.bodies).toEqual([]);
    await user.selectOptions(grade, 'پایه ششم');
    await user.click(save());
    await screen.findByText('اطلاعات کاربری با موفقیت تغییر کرد');
    expect(JSON.parse(saves.bodies[0]!.userTypeInfo!)).toMatchObject({ schoolLevel: 1, grade: 6 });
  });

  it('flags every invalid field on one press, focuses the first and announces how many', async () => {
    const { user } = renderWithApp(<ProfilePage />, { persona: 'newMember' });
    await screen.findByTestId('status-banner-none');
    await user.selectOptions(select('نوع کاربری'), 'دانش‌آموز');
    await screen.findByRole('textbox', { name: 'نام مدرسه' });
    await user.type(field('کد ملی'), '۰۰۷۲۱۴۵۳۶۷');
    await user.click(save());
    const summary = screen.getByTestId('form-error-summary');
    // Names, national code, province, city, school name, school type, level, grade, year, birth date.
    await waitFor(() => expect(summary).toHaveTextContent('۱۱ مورد نیاز به اصلاح دارد'));
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(11);
    expect(field('نام')).toHaveFocus();
    expect(screen.getByText('کد ملی واردشده معتبر نیست؛ لطفاً آن را دوباره بررسی کنید')).toBeInTheDocument();
  });

  it('picks a birth date from the Jalali picker, and refuses an age no student has', async () => {
    const saves = recordSaves();
    const { user } = renderWithApp(<ProfilePage />, { persona: 'student', handlers: [saves.handler] });
    const birthDate = await screen.findByRole('textbox', { name: 'تاریخ تولد' });
    const toggle = screen.getByRole('button', { name: 'انتخاب از تقویم' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'بستن تقویم' })).toHaveAttribute('aria-expanded', 'true');
    // The picker starts from the saved date.
    expect(select('سال تولد')).toHaveValue('1390');
    expect(select('ماه تولد')).toHaveDisplayValue('مرداد');
    expect(select('روز تولد')).toHaveValue('14');
    await user.selectOptions(select('ماه تولد'), 'اسفند');
    expect(birthDate).toHaveValue('۱۳۹۰/۱۲/۱۴');
    await user.selectOptions(select('سال تولد'), '۱۳۸۹');
    await user.selectOptions(select('روز تولد'), '۲۹');
    expect(birthDate).toHaveValue('۱۳۸۹/۱۲/۲۹');
    // Esfand 1389 has 29 days: the picker offers no 30th.
    expect(within(select('روز تولد')).queryByRole('option', { name: '۳۰' })).not.toBeInTheDocument();

    await user.clear(birthDate);
    await user.type(birthDate, '1360/1/1');
    await user.click(save());
    expect(
      await screen.findByText('سن دانش‌آموز باید بین ۵ تا ۲۵ سال باشد؛ تاریخ تولد را بررسی کنید'),
    ).toBeInTheDocument();
    expect(saves.bodies).toEqual([]);

    await user.clear(birthDate);
    await user.type(birthDate, '89/12/29');
    await user.click(save());
    await screen.findByText('اطلاعات کاربری با موفقیت تغییر کرد');
    expect(JSON.parse(saves.bodies[0]!.userTypeInfo!)).toMatchObject({ birthDate: '1389/12/29' });
  });

  it('after a save, brings the status banner into view and moves focus to it', async () => {
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const { user } = renderWithApp(<ProfilePage />, { persona: 'student' });
    await screen.findByRole('textbox', { name: 'نام مدرسه' });
    await user.clear(field('نام مدرسه'));
    await user.type(field('نام مدرسه'), 'دبیرستان البرز');
    await user.click(save());
    const banner = await screen.findByTestId('status-banner-pending');
    await waitFor(() => expect(banner).toHaveFocus());
    expect(scrolled).toEqual([banner]);
  });

  it('refuses a national code with a wrong check digit with the Persian message, without a request', async () => {
    const saves = recordSaves();
    const { user } = renderWithApp(<ProfilePage />, { persona: 'student', handlers: [saves.handler] });
    await screen.findByRole('textbox', { name: 'نام مدرسه' });
    await user.clear(field('کد ملی'));
    await user.type(field('کد ملی'), '۰۰۷۲۱۴۵۳۶۷');
    await user.click(save());
    expect(await screen.findByText('کد ملی واردشده معتبر نیست؛ لطفاً آن را دوباره بررسی کنید')).toBeInTheDocument();
    expect(field('کد ملی')).toHaveAttribute('aria-invalid', 'true');
    expect(saves.bodies).toEqual([]);
  });

  it('shows the failure toast when saving fails', async () => {
    const { user } = renderWithApp(<ProfilePage />, { persona: 'student', handlers: profileHandlers.saveFailing });
    await screen.findByRole('textbox', { name: 'نام مدرسه' });
    await user.clear(field('نام'));
    await user.type(field('نام'), 'امیر');
    await user.click(save());
    expect(await screen.findByText('در تغییر اطلاعات کاربری خطایی رخ داد')).toBeInTheDocument();
  });

  it('hides the Accepted banner after «متوجه شدم»', async () => {
    const { user } = renderWithApp(<ProfilePage />, {
      persona: 'partner',
      handlers: profileHandlers.status('accepted'),
    });
    const banner = await screen.findByTestId('status-banner-accepted');
    expect(banner).toHaveTextContent('آخرین اطلاعات شما تأیید شد');
    await user.click(within(banner).getByRole('button', { name: 'متوجه شدم' }));
    await waitFor(() => expect(screen.queryByTestId('status-banner-accepted')).not.toBeInTheDocument());
  });

  it('says «خطایی رخ داد» and keeps the banner when «متوجه شدم» fails', async () => {
    const { user } = renderWithApp(<ProfilePage />, {
      persona: 'partner',
      handlers: [...profileHandlers.acknowledgeFailing, ...profileHandlers.status('accepted')],
    });
    const banner = await screen.findByTestId('status-banner-accepted');
    await user.click(within(banner).getByRole('button', { name: 'متوجه شدم' }));
    expect(await screen.findByText('خطایی رخ داد')).toBeInTheDocument();
    expect(screen.getByTestId('status-banner-accepted')).toBeInTheDocument();
  });

  it('shows the Rejected banner with the reviewer’s reason', async () => {
    renderWithApp(<ProfilePage />, { persona: 'student', handlers: profileHandlers.status('rejected') });
    const banner = await screen.findByTestId('status-banner-rejected');
    expect(banner).toHaveTextContent('اطلاعات شما تأیید نشد');
    expect(banner).toHaveTextContent('پایهٔ تحصیلی با نام مدرسه هم‌خوانی ندارد');
  });

  it('disables the form and its save while the request is under review', async () => {
    renderWithApp(<ProfilePage />, { persona: 'partner', handlers: profileHandlers.status('pending') });
    expect(await screen.findByTestId('status-banner-pending')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    expect(field('نام')).toBeDisabled();
  });

  it('says «لطفاً کمی صبر کنید…» while a type’s option lists load', async () => {
    renderWithApp(<ProfilePage />, { persona: 'partner', handlers: profileHandlers.listsLoading });
    expect(await screen.findByText('لطفاً کمی صبر کنید…')).toBeInTheDocument();
  });

  it('toasts SPEC §8’s sentences when the option lists or the provinces cannot be read', async () => {
    renderWithApp(<ProfilePage />, {
      persona: 'partner',
      handlers: [...profileHandlers.listsFailing, ...profileHandlers.provincesFailing],
    });
    expect(await screen.findByText('در دریافت اطلاعات تغییر پروفایل خطایی رخ داد')).toBeInTheDocument();
    expect(await screen.findByText('در دریافت اطلاعات استان‌ها خطایی رخ داد')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
  });
});
