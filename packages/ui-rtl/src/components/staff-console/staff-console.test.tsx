import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing';
import { EditConflictAlert, useEditConflict } from './edit-conflict-alert';
import { ReasonPanel } from './reason-panel';
import { StaffEditorFrame, type StaffEditorQuery } from './staff-editor-frame';

const query = <T,>(over: Partial<StaffEditorQuery<T>>): StaffEditorQuery<T> => ({
  data: undefined,
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
  ...over,
});

const frame = { title: 'جایزه', notFound: 'این جایزه پیدا نشد', loadFailed: 'جایزه دریافت نشد' };

describe('StaffEditorFrame', () => {
  it('draws the skeleton while loading and the editor only with the record in hand', () => {
    const editor = vi.fn((title: string) => <p>{title}</p>);
    const { rerender } = renderWithProviders(
      <StaffEditorFrame {...frame} query={query<string>({ isPending: true })}>
        {editor}
      </StaffEditorFrame>,
    );
    expect(screen.getByTestId('skeleton-form')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'جایزه' })).toBeInTheDocument();
    expect(editor).not.toHaveBeenCalled();
    rerender(
      <StaffEditorFrame {...frame} title="کد تخفیف" query={query({ data: 'پیش‌نویس' })}>
        {editor}
      </StaffEditorFrame>,
    );
    expect(screen.getByText('پیش‌نویس')).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton-form')).not.toBeInTheDocument();
    expect(document.title).toBe('کد تخفیف | کنسول باشگاه');
  });

  it('says a failed read in Persian and asks again with «تلاش دوباره»', async () => {
    const failed = query<string>({ isError: true, error: Object.assign(new Error('x'), { status: 500 }) });
    const { user } = renderWithProviders(
      <StaffEditorFrame {...frame} query={failed}>
        {() => null}
      </StaffEditorFrame>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('جایزه دریافت نشد');
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('says not found for a 404 or an address that names nothing, with the way back instead of a retry', async () => {
    const onBack = vi.fn();
    const gone = query<string>({ isError: true, error: Object.assign(new Error('x'), { status: 404 }) });
    const { user, rerender } = renderWithProviders(
      <StaffEditorFrame {...frame} onBack={onBack} query={gone}>
        {() => null}
      </StaffEditorFrame>,
    );
    expect(screen.getByText('این جایزه پیدا نشد')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'تلاش دوباره' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'بازگشت به فهرست' }));
    expect(onBack).toHaveBeenCalledOnce();
    // A disabled query stays pending forever; an invalid address must not load for ever.
    rerender(
      <StaffEditorFrame {...frame} valid={false} query={query<string>({ isPending: true })}>
        {() => null}
      </StaffEditorFrame>,
    );
    expect(screen.getByText('این جایزه پیدا نشد')).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton-form')).not.toBeInTheDocument();
  });
});

describe('EditConflictAlert', () => {
  it('reloads and goes only once the other change is read', async () => {
    let finish = () => {};
    const onReload = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onReloaded = vi.fn();
    const { user } = renderWithProviders(
      <EditConflictAlert message="این جایزه را کس دیگری تغییر داده است." onReload={onReload} onReloaded={onReloaded} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('این جایزه را کس دیگری تغییر داده است.');
    await user.click(screen.getByRole('button', { name: 'بارگذاری دوباره' }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(onReloaded).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(onReloaded).toHaveBeenCalledOnce());
  });
});

function ConflictHarness({ failure, onReload }: { failure: unknown; onReload: () => Promise<unknown> }) {
  const conflict = useEditConflict(onReload);
  return (
    <>
      {conflict.alert}
      <button type="button" onClick={() => conflict.caught(failure) || undefined}>
        ذخیره
      </button>
    </>
  );
}

describe('useEditConflict', () => {
  it('shows the alert for the API’s 409 only, and hides it once the other change is read', async () => {
    const onReload = vi.fn(() => Promise.resolve());
    const conflict = Object.assign(new Error('کس دیگری این صفحه را تغییر داده است.'), { status: 409 });
    const { user, rerender } = renderWithProviders(<ConflictHarness failure={new Error('x')} onReload={onReload} />);
    await user.click(screen.getByRole('button', { name: 'ذخیره' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<ConflictHarness failure={conflict} onReload={onReload} />);
    await user.click(screen.getByRole('button', { name: 'ذخیره' }));
    expect(screen.getByRole('alert')).toHaveTextContent('کس دیگری این صفحه را تغییر داده است.');
    await user.click(screen.getByRole('button', { name: 'بارگذاری دوباره' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

const panel = {
  title: 'پایان دادن به مأموریت',
  label: 'دلیل پایان زودهنگام',
  note: 'در سابقهٔ تغییرات ثبت می‌شود.',
  confirmLabel: 'پایان دادن',
  failedMessage: 'پایان دادن انجام نشد؛ دوباره تلاش کنید.',
};
const refusal = (status: number, message: string, fieldErrors?: Record<string, string>) =>
  Object.assign(new Error(message), { status, fieldErrors });

describe('ReasonPanel', () => {
  it('sends nothing without a required reason, says so with the validation message, then sends it trimmed', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(<ReasonPanel {...panel} onConfirm={onConfirm} />);
    const box = screen.getByRole('textbox', { name: /دلیل پایان زودهنگام/ });
    await user.click(screen.getByRole('button', { name: 'پایان دادن' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('پر کردن این فیلد الزامی است');
    expect(box).toHaveFocus();
    await user.type(box, '  اشتباه در بازه  ');
    await user.click(screen.getByRole('button', { name: 'پایان دادن' }));
    expect(onConfirm).toHaveBeenCalledWith('اشتباه در بازه');
    await vi.waitFor(() => expect(box).toHaveValue(''));
  });

  it('keeps the reason and says the API’s refusal; a conflict goes to the page, anything else is the action’s own words', async () => {
    const onConfirm = vi.fn<(reason: string) => Promise<unknown>>();
    const onStale = vi.fn();
    const { user } = renderWithProviders(
      <ReasonPanel {...panel} requiredMessage="دلیل را بنویسید." onConfirm={onConfirm} onStale={onStale} />,
    );
    const button = screen.getByRole('button', { name: 'پایان دادن' });
    await user.click(button);
    expect(screen.getByRole('alert')).toHaveTextContent('دلیل را بنویسید.');
    const box = screen.getByRole('textbox', { name: /دلیل پایان زودهنگام/ });
    await user.type(box, 'اشتباه');

    onConfirm.mockRejectedValueOnce(refusal(400, 'درخواست نادرست است.', { reason: 'دلیل کوتاه است.' }));
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('دلیل کوتاه است.');
    expect(box).toHaveValue('اشتباه');

    onConfirm.mockRejectedValueOnce(refusal(409, 'کس دیگری این مأموریت را تغییر داده است.'));
    await user.click(button);
    await vi.waitFor(() => expect(onStale).toHaveBeenCalledWith('کس دیگری این مأموریت را تغییر داده است.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    onConfirm.mockRejectedValueOnce(new TypeError('boom'));
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(panel.failedMessage);
  });

  it('lets an optional reason be empty, and shows no box when the action needs none', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const { user, rerender } = renderWithProviders(<ReasonPanel {...panel} reason="optional" onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'پایان دادن' }));
    expect(onConfirm).toHaveBeenLastCalledWith('');
    rerender(<ReasonPanel {...panel} reason="none" onConfirm={onConfirm} />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('در سابقهٔ تغییرات ثبت می‌شود.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'پایان دادن' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
