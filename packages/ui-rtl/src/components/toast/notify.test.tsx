import { act, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing';
import { notify } from './notify';

afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
});

describe('notify', () => {
  it('announces success politely and errors assertively, in Persian', async () => {
    renderWithProviders(<p>صفحه</p>);
    act(() => {
      notify.success('اطلاعات کاربری با موفقیت تغییر کرد');
      notify.error('هنگام دریافت جایزه خطایی رخ داد');
    });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('اطلاعات کاربری با موفقیت تغییر کرد');
    expect(status).toHaveAttribute('aria-live', 'polite');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('خطا:');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    expect(alert).toHaveAttribute('dir', 'rtl');
  });

  it('closes when clicked', async () => {
    const { user } = renderWithProviders(<p>صفحه</p>);
    act(() => void notify.info('به باشگاه خوش آمدید'));
    const message = await screen.findByText('به باشگاه خوش آمدید');
    await user.click(message);
    // Hovering pauses every toast's timer (a global store); leave so later tests are not paused.
    await user.pointer({ target: document.body });
    await vi.waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('keeps a prize toast for 8 seconds and others for 5', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<p>صفحه</p>);
    act(() => {
      notify.warning('تغییری ایجاد نشد');
      notify.reward('تبریک! جایزه با موفقیت دریافت شد');
    });
    await act(async () => void vi.advanceTimersByTime(6000));
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual([expect.stringContaining('تبریک')]);
    await act(async () => void vi.advanceTimersByTime(2500));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('replaces a toast that has the same id instead of stacking it', async () => {
    renderWithProviders(<p>صفحه</p>);
    act(() => {
      notify.success('کپی شد', { id: 'copy' });
      notify.success('کپی شد', { id: 'copy' });
    });
    const toasts = await screen.findAllByRole('status');
    expect(toasts).toHaveLength(1);
    expect(within(toasts[0]!).getByRole('button', { name: 'بستن پیام' })).toBeInTheDocument();
  });
});
