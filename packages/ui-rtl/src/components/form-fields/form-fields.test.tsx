import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing';
import { makeCardNumber, makeNationalCode, makeSheba, toArabic, toPersian } from '@clorofil/rules/testing';
import { FormErrorsExample } from './form-errors-example';
import { NumericField } from './numeric-field';
import { SelectField } from './select-field';

function Probe({ initial }: { initial: Record<string, unknown> }) {
  return (
    <Formik initialValues={initial} onSubmit={() => {}}>
      {({ values }) => (
        <Form>
          <NumericField name="code" label="کد" maxLength={10} />
          <SelectField
            name="province"
            label="استان"
            placeholder="انتخاب کنید"
            options={[
              { value: 8, label: 'تهران' },
              { value: 4, label: 'اصفهان' },
            ]}
          />
          <output>{JSON.stringify(values)}</output>
        </Form>
      )}
    </Formik>
  );
}

describe('form fields', () => {
  it('shows the Persian required message under every field after an empty submit', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<FormErrorsExample onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'ذخیره' }));
    const nationalCode = screen.getByRole('textbox', { name: 'کد ملی' });
    await waitFor(() => expect(nationalCode).toHaveAttribute('aria-invalid', 'true'));
    expect(nationalCode).toHaveAccessibleDescription('پر کردن این فیلد الزامی است');
    expect(screen.getAllByText('پر کردن این فیلد الزامی است')).toHaveLength(5);
    expect(nationalCode).toHaveFocus();
    expect(nationalCode).toHaveAttribute('aria-required', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('announces how many fields need fixing after a refused submit, again on every press', async () => {
    const { user } = renderWithProviders(<FormErrorsExample onSubmit={() => {}} />);
    const summary = screen.getByTestId('form-error-summary');
    expect(summary).toHaveAttribute('aria-live', 'assertive');
    expect(summary).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(summary).toHaveTextContent('۵ مورد نیاز به اصلاح دارد'));
    const first = summary.firstElementChild;
    await user.click(screen.getByRole('textbox', { name: 'کد ملی' }));
    await user.paste(toPersian(makeNationalCode('001234567')));
    await user.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(summary).toHaveTextContent('۴ مورد نیاز به اصلاح دارد'));
    expect(summary.firstElementChild).not.toBe(first);
    expect(screen.getByRole('textbox', { name: 'شماره موبایل' })).toHaveFocus();
  });

  it('keeps a new error off screen while the save button is pressed, so the release still lands on it', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<FormErrorsExample onSubmit={onSubmit} />);
    const nationalCode = screen.getByRole('textbox', { name: 'کد ملی' });
    await user.click(nationalCode);
    await user.paste('1234567890');
    const save = screen.getByRole('button', { name: 'ذخیره' });
    // Press without releasing: the field blurs and is invalid, but its message waits.
    await user.pointer({ keys: '[MouseLeft>]', target: save });
    await waitFor(() => expect(nationalCode).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText('کد ملی واردشده معتبر نیست؛ لطفاً آن را دوباره بررسی کنید')).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: save });
    // The click landed: every invalid field is flagged, focus is on the first one.
    expect(await screen.findByText('کد ملی واردشده معتبر نیست؛ لطفاً آن را دوباره بررسی کنید')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('پر کردن این فیلد الزامی است')).toHaveLength(4));
    expect(nationalCode).toHaveFocus();
    expect(screen.getByTestId('form-error-summary')).toHaveTextContent('۵ مورد نیاز به اصلاح دارد');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('explains bad checksums in Persian', async () => {
    const { user } = renderWithProviders(<FormErrorsExample onSubmit={() => {}} />);
    for (const [name, text] of [
      ['کد ملی', '۱۲۳۴۵۶۷۸۹۰'],
      ['شماره کارت', '6037991234567890'],
      ['شماره شبا', 'IR000000000000000000000001'],
    ] as const) {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(text);
    }
    await user.click(screen.getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByText('کد ملی واردشده معتبر نیست؛ لطفاً آن را دوباره بررسی کنید')).toBeInTheDocument();
    expect(screen.getByText('شماره کارت واردشده معتبر نیست؛ لطفاً آن را دوباره بررسی کنید')).toBeInTheDocument();
    expect(screen.getByText('شماره شبا واردشده معتبر نیست؛ لطفاً آن را دوباره بررسی کنید')).toBeInTheDocument();
  });

  it('submits normalised Latin digits when everything is valid', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<FormErrorsExample onSubmit={onSubmit} />);
    const card = makeCardNumber('603799123456789');
    const sheba = makeSheba('017', '1234567890');
    // Pasting keeps the test quick; typing is covered by the numeric field test below.
    const fill = async (name: string, text: string) => {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(text);
    };
    // As members paste them: Arabic and Persian digits, grouped with spaces, +98 in front.
    await fill('کد ملی', toArabic(makeNationalCode('001234567')));
    await fill('شماره موبایل', '+98 912 345 6789');
    await fill('کد پستی', '۱۲۳۴۵-۶۷۸۹۰');
    await fill('شماره کارت', toPersian(card.replace(/(\d{4})(?=\d)/g, '$1 ')));
    expect(screen.getByText('بانک ملی ایران')).toBeInTheDocument();
    // The Sheba input keeps SPEC §5's 26-character limit, so it is pasted without spaces.
    await fill('شماره شبا', `ir${toPersian(sheba.slice(2))}`);
    await user.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      nationalCode: makeNationalCode('001234567'),
      mobile: '09123456789',
      postalCode: '1234567890',
      cardNumber: card,
      iban: sheba,
    });
  });

  it('numeric field shows Persian digits, stores Latin ones and blocks letters but not paste', async () => {
    const { user } = renderWithProviders(<Probe initial={{ code: '', province: '' }} />);
    const input = screen.getByRole('textbox', { name: 'کد' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '12a٣۴');
    expect(input).toHaveValue('۱۲۳۴');
    expect(screen.getByRole('status')).toHaveTextContent('"code":"1234"');
    await user.clear(input);
    await user.click(input);
    await user.paste('۶۰۳۷-۹۹۱۸ 1234 5678');
    expect(screen.getByRole('status')).toHaveTextContent('"code":"6037991812"');
    // Navigation and shortcuts are never blocked.
    expect(fireEvent.keyDown(input, { key: 'ArrowLeft' })).toBe(true);
    expect(fireEvent.keyDown(input, { key: 'a', ctrlKey: true })).toBe(true);
    expect(fireEvent.keyDown(input, { key: 'x' })).toBe(false);
  });

  it('select field keeps numeric option values as numbers', async () => {
    const { user } = renderWithProviders(<Probe initial={{ code: '', province: '' }} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'استان' }), 'اصفهان');
    expect(screen.getByRole('status')).toHaveTextContent('"province":4');
  });
});
