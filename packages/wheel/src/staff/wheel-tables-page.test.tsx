import { csvFileResponse, fixtures, mockPath, respondWith } from '@clorofil/api-client/mocks';
import { paths } from '@clorofil/app-kit';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { captureDownloads } from '@clorofil/ui-rtl/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { wheelFeature } from '../feature';
import { wheelTableHandlers } from '../mocks/handlers';
import { scheduleChoices } from './schedule-day-field';
import { WheelTablesPage } from './wheel-tables-page';

setupAppTests();

type Sent = { name: string; body: unknown };

/** The page, with the draft, schedule and publish requests it sends recorded in order. */
function renderPage(handlers: HttpHandler[] = []) {
  const sent: Sent[] = [];
  const record = (name: 'saveWheelDraft' | 'scheduleWheelTable' | 'publishWheelTable', method: 'put' | 'post') =>
    http[method](mockPath(name), async ({ request }) => {
      sent.push({ name, body: await request.clone().json() });
      return undefined;
    });
  const result = renderWithApp(<WheelTablesPage />, {
    route: paths.operator.wheel,
    persona: 'reviewer',
    handlers: [
      ...handlers,
      record('saveWheelDraft', 'put'),
      record('scheduleWheelTable', 'post'),
      record('publishWheelTable', 'post'),
    ],
  });
  return { ...result, sent };
}

const button = (name: RegExp) => screen.getByRole('button', { name });
const oddsInput = (row: number) => screen.getByRole('textbox', { name: `شانس (٪) ردیف ${'۰۱۲۳۴۵۶۷۸۹'[row]}` });

describe('odds table screen', () => {
  it('opens on the table in effect as one editable table, summing to 100 % and ready to go live', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'جدول شانس گردونه' })).toBeInTheDocument();
    await screen.findByTestId('odds-sum');
    expect(screen.getByText(/^نسخهٔ ۲ در حال اجراست/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'جایزه‌ها و شانس هر کدام' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
    expect(screen.getByRole('textbox', { name: 'عنوان ردیف ۴' })).toHaveValue('۵۰ کلروفیل');
    expect(oddsInput(1)).toHaveValue('۳۰');
    expect(screen.getByRole('radio', { name: 'جایگزین ردیف ۱' })).toBeChecked();
    expect(screen.getByTestId('odds-sum')).toHaveTextContent('جمع شانس‌ها: ۱۰۰٪');
    expect(button(/^انتشار فوری/)).toBeEnabled();
    expect(button(/^زمان‌بندی/)).toBeEnabled();
    expect(screen.queryByTestId('publish-blocked')).not.toBeInTheDocument();
  });

  it('blocks publishing and scheduling with a Persian explanation until the odds sum to 100 %, then lets them through', async () => {
    const { user } = renderPage(wheelTableHandlers.shortDraft);
    expect(await screen.findByRole('heading', { name: 'پیش‌نویس نسخهٔ ۳' })).toBeInTheDocument();
    expect(screen.getByTestId('odds-sum')).toHaveTextContent('جمع شانس‌ها: ۹۵٪');
    expect(screen.getByText('جمع شانس‌ها ۹۵٪ است؛ ۵٪ دیگر لازم است تا جمع دقیقاً ۱۰۰٪ شود.')).toBeInTheDocument();
    const publish = button(/^انتشار فوری/);
    expect(publish).toBeDisabled();
    expect(button(/^زمان‌بندی/)).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(/تا جمع شانس‌ها دقیقاً ۱۰۰٪ نشود/);
    // The draft is still saved as it is.
    expect(button(/ذخیرهٔ پیش‌نویس/)).toBeEnabled();

    await user.clear(oddsInput(2));
    await user.type(oddsInput(2), '۳۰');
    await waitFor(() => expect(screen.getByTestId('odds-sum')).toHaveTextContent('جمع شانس‌ها: ۱۰۰٪'));
    expect(button(/^انتشار فوری/)).toBeEnabled();
  });

  it('takes odds with two decimals and names a third decimal as the row’s error', async () => {
    const { user } = renderPage();
    await screen.findByTestId('odds-sum');
    const retype = async (input: HTMLElement, text: string) => {
      await user.clear(input);
      await user.paste(text);
    };
    await user.click(oddsInput(1));
    await retype(oddsInput(1), '29.5');
    await user.click(oddsInput(2));
    await retype(oddsInput(2), '۳۰٫۵');
    await waitFor(() => expect(screen.getByTestId('odds-sum')).toHaveTextContent('جمع شانس‌ها: ۱۰۰٪'));
    expect(oddsInput(1)).toHaveValue('۲۹٫۵');
    await user.click(oddsInput(1));
    await retype(oddsInput(1), '29.125');
    await user.tab();
    expect(await screen.findByText(/^شانس را به درصد و حداکثر با دو رقم اعشار بنویسید/)).toBeInTheDocument();
    expect(button(/^انتشار فوری/)).toBeDisabled();
  });

  it('adds and removes prizes in place, keeping the fallback on its prize', async () => {
    const { user } = renderPage();
    await screen.findByTestId('odds-sum');
    await user.click(screen.getByRole('radio', { name: 'جایگزین ردیف ۳' }));
    await user.click(button(/^افزودن جایزه$/));
    expect(screen.getByRole('textbox', { name: 'عنوان ردیف ۶' })).toHaveValue('');
    // The new row has no title yet: named as its error once the row is touched.
    await user.click(screen.getByRole('textbox', { name: 'عنوان ردیف ۶' }));
    await user.tab();
    expect(await screen.findByText('عنوان جایزه را بنویسید.')).toBeInTheDocument();
    await user.click(button(/^حذف ردیف ۱$/));
    expect(screen.getByRole('radio', { name: 'جایگزین ردیف ۲' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'عنوان ردیف ۱' })).toHaveValue('۵ کلروفیل');
  });

  it('previews the wheel with the members’ own components, and a spent budget moves its odds to the fallback', async () => {
    const { user } = renderPage();
    const preview = await screen.findByRole('region', { name: 'پیش‌نمایش گردونه' });
    expect(within(preview).getByRole('img', { name: 'پیش‌نمایش گردونه با ۵ خانه' })).toBeInTheDocument();
    const odds = () => within(within(preview).getByRole('region', { name: 'شانس هر جایزه' })).getAllByRole('listitem');
    expect(odds()[0]).toHaveTextContent('۳۰٪');
    expect(odds()[3]).toHaveTextContent('۱۵٪');
    await user.selectOptions(within(preview).getByLabelText('فرض کنید سقف امروزِ این جایزه پر شده است'), '۵۰ کلروفیل');
    expect(odds()[3]).toHaveTextContent('۰٪');
    expect(odds()[0]).toHaveTextContent('پوچ');
    expect(odds()[0]).toHaveTextContent('۴۵٪');
  });

  it('requires a reason, then saves the draft and schedules it for the chosen Jalali day', async () => {
    const { user, sent } = renderPage();
    await screen.findByTestId('odds-sum');
    const [first, second] = scheduleChoices('2026-12-05');
    expect(first!.key).toBe('2026-12-05');
    await user.selectOptions(screen.getByRole('combobox', { name: 'روز' }), String(second!.day));
    await user.click(button(/^زمان‌بندی: ۱۵ آذر ۱۴۰۵$/));
    expect(await screen.findByText('دلیل این تغییر را بنویسید؛ در سابقهٔ تغییرات می‌ماند.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^دلیل تغییر/ })).toHaveFocus();
    expect(sent).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /^دلیل تغییر/ }), 'جدول زمستان');
    await user.click(button(/^زمان‌بندی: ۱۵ آذر ۱۴۰۵$/));
    expect(await screen.findByText('جدول برای ساعت ۰۰:۰۰ روز ۱۵ آذر ۱۴۰۵ زمان‌بندی شد.')).toBeInTheDocument();
    expect(sent.map((s) => s.name)).toEqual(['saveWheelDraft', 'scheduleWheelTable']);
    expect(sent[0]!.body).toMatchObject({
      revision: null,
      rows: expect.arrayContaining([expect.objectContaining({ oddsBp: 3_000, fallback: true })]),
    });
    expect(sent[1]!.body).toEqual({ revision: 3, day: '2026-12-06', reason: 'جدول زمستان' });
  });

  it('shows the API’s refusal as it is', async () => {
    const { user } = renderPage(wheelTableHandlers.publishRefused);
    await screen.findByTestId('odds-sum');
    await user.type(screen.getByRole('textbox', { name: /^دلیل تغییر/ }), 'تست');
    await user.click(button(/^انتشار فوری/));
    expect(await screen.findByText('جدول هنوز آمادهٔ انتشار نیست؛ خطاهای جدول را برطرف کنید.')).toBeInTheDocument();
  });

  it('lists a scheduled table with its Jalali day, and the history', async () => {
    renderPage(wheelTableHandlers.scheduled);
    expect(
      await screen.findByText('نسخهٔ ۳ از ساعت ۰۰:۰۰ روز ۱۹ آذر ۱۴۰۵ به وقت تهران اجرا می‌شود.'),
    ).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'نسخه‌های پیشین' });
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent('جایگزین‌شده');
  });

  it('downloads the history’s tables as CSV, and offers none before a table has been replaced', async () => {
    const saved = captureDownloads().names;
    const file = csvFileResponse('exportWheelTables', 'wheel-tables.csv');
    const { user, unmount } = renderPage([file.handler]);
    await screen.findByTestId('odds-sum');
    await user.click(screen.getByRole('button', { name: 'نسخه‌های پیشین (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['wheel-tables.csv']));
    expect(file.asked).toEqual(['']);
    unmount();

    renderPage([respondWith('getWheelTables', { ...fixtures.wheelTables, history: [] })]);
    await screen.findByTestId('odds-sum');
    expect(screen.getByText('هنوز نسخهٔ پیشینی نیست.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'نسخه‌های پیشین (CSV)' })).not.toBeInTheDocument();
  });

  it('says so when the tables cannot be loaded', async () => {
    renderPage(wheelTableHandlers.failing);
    expect(await screen.findByText('جدول شانس بارگیری نشد؛ لطفاً دوباره تلاش کنید.')).toBeInTheDocument();
  });

  it('is mounted in the operator console behind the wheel permission', () => {
    expect(wheelFeature.staff).toEqual({
      routes: [expect.objectContaining({ path: '/operator/wheel', permission: 'wheel' })],
      menu: [expect.objectContaining({ key: 'wheel-tables', path: '/operator/wheel', permission: 'wheel' })],
    });
  });
});
