import { act, screen, within } from '@testing-library/react';
import toast, { type Toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing';
import { BOTTOM_BAR_HEIGHT_VAR } from './app-toaster';
import { notify, toastMessage } from './notify';
import { ToastCard } from './toast-card';

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

  it('puts toasts at the bottom, clear of the header: centred above the bar on phones, a corner on desktop', async () => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const { unmount } = renderWithProviders(<p>صفحه</p>, { viewport });
      act(() => void notify.success('کپی شد', { id: 'copy' }));
      const card = await screen.findByRole('status');
      // react-hot-toast's wrapper of each toast, inside its fixed container.
      const wrapper = card.parentElement!;
      const container = wrapper.parentElement!;
      expect(container.style.position).toBe('fixed');
      expect(wrapper.style.bottom).toBe('0px');
      expect(wrapper.style.top).toBe('');
      expect(container.style.bottom).toContain(`var(${BOTTOM_BAR_HEIGHT_VAR}, 0px)`);
      // Laid out left to right, so the desktop's corner is the physical left (the end of an RTL page).
      expect(container.style.direction).toBe('ltr');
      expect(wrapper.style.justifyContent).toBe(viewport === 'mobile' ? 'center' : '');
      act(() => toast.remove());
      unmount();
    }
  });
});

describe('toastMessage', () => {
  it('draws a rich notice’s HTML (bold, a link opening in a new tab) and a plain one as its text', () => {
    renderWithProviders(
      <>
        <ToastCard
          t={{ id: 'rich', visible: true } as Toast}
          kind="info"
          message={toastMessage(
            'فروش ویژه\nببینید',
            '<strong>فروش ویژه</strong><br /><a href="https://shop.example.ir" target="_blank" rel="noopener noreferrer nofollow">ببینید</a>',
          )}
          sample
        />
        <ToastCard
          t={{ id: 'plain', visible: true } as Toast}
          kind="info"
          message={toastMessage('<b>متن</b> ساده', null)}
          sample
        />
      </>,
    );
    expect(screen.getByText('فروش ویژه').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'ببینید' })).toHaveAttribute('target', '_blank');
    // Plain text shows its angle brackets: it is never read as markup.
    expect(screen.getByText('<b>متن</b> ساده')).toBeInTheDocument();
  });
});
