import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing';
import { ReasonDialog } from './reason-dialog';

const props = {
  open: true,
  title: 'پایان همه‌ی نشست‌ها',
  label: 'دلیل',
  confirmLabel: 'پایان دادن',
  pendingLabel: 'در حال پایان دادن…',
  pending: false,
};

describe('ReasonDialog', () => {
  it('asks for the reason before confirming, and sends it trimmed', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(<ReasonDialog {...props} onConfirm={onConfirm} onCancel={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'پایان همه‌ی نشست‌ها' });
    await user.click(within(dialog).getByRole('button', { name: 'پایان دادن' }));
    expect(within(dialog).getByText('پر کردن این فیلد الزامی است')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /دلیل/ }), '  گوشی گم شده است ');
    await user.click(within(dialog).getByRole('button', { name: 'پایان دادن' }));
    expect(onConfirm).toHaveBeenCalledWith('گوشی گم شده است');
  });

  it('lets an optional note be left empty, and cancels without confirming', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderWithProviders(
      <ReasonDialog {...props} label="یادداشت" optional onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'پایان دادن' }));
    expect(onConfirm).toHaveBeenCalledWith('');
    await user.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('sends the text normalised (Arabic yeh and kaf become Persian) and says the API’s limit', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(
      <ReasonDialog {...props} maxLength={300} onConfirm={onConfirm} onCancel={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('حداکثر ۳۰۰ حرف');
    const box = within(dialog).getByRole('textbox', { name: /دلیل/ });
    expect(box).toHaveAttribute('maxlength', '300');
    await user.type(box, '\u200f\u200f');
    await user.click(within(dialog).getByRole('button', { name: 'پایان دادن' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await user.clear(box);
    await user.type(box, 'كد يك بار مصرف');
    await user.click(within(dialog).getByRole('button', { name: 'پایان دادن' }));
    expect(onConfirm).toHaveBeenCalledWith('کد یک بار مصرف');
  });
});
