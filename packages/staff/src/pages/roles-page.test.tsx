import { csvFileResponse, defaultResolvers, handlerFor } from '@clorofil/api-client/mocks';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { paths } from '@clorofil/app-kit';
import { captureDownloads } from '@clorofil/ui-rtl/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffHandlers } from '../mocks/handlers';
import { RolesPage } from './roles-page';

setupAppTests();

function recordRoleChanges() {
  const calls: string[] = [];
  const record = (action: 'grantRole' | 'revokeRole') =>
    handlerFor(action, (info) => {
      calls.push(`${action} ${String(info.params.mobile)} ${String(info.params.role)}`);
      return defaultResolvers[action](info);
    });
  return { calls, handlers: [record('grantRole'), record('revokeRole')] };
}

const route = paths.operator.roles;

describe('RolesPage (/operator/roles)', () => {
  it('lists who holds what, filterable by role', async () => {
    const { user } = renderWithApp(<RolesPage />, { route });
    const table = await screen.findByRole('table', { name: 'دارندگان نقش' });
    expect(within(table).getAllByTestId('data-table-row')).toHaveLength(5);
    expect(table).toHaveTextContent('۰۹۱۲۰۰۰۰۰۱۰');
    await user.selectOptions(screen.getByRole('combobox', { name: 'نمایش نقش' }), 'admin');
    const rows = within(screen.getByRole('table', { name: 'دارندگان نقش' })).getAllByTestId('data-table-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('لیلا احمدی');
  });

  it('grants a role by a mobile typed in Persian digits, and refuses a wrong mobile', async () => {
    const record = recordRoleChanges();
    const { user } = renderWithApp(<RolesPage />, { route, handlers: record.handlers });
    const form = await screen.findByRole('form', { name: 'اعطای نقش' });
    await user.type(within(form).getByRole('textbox', { name: /موبایل عضو/ }), '۰۸۱۲');
    await user.selectOptions(within(form).getByRole('combobox', { name: /نقش/ }), 'operator');
    await user.click(within(form).getByRole('button', { name: 'اعطای نقش' }));
    expect(
      await within(form).findByText(/موبایل/, { selector: '[id$="error"], [role="alert"], .chakra-field__errorText' }),
    ).toBeInTheDocument();
    expect(record.calls).toEqual([]);
    await user.clear(within(form).getByRole('textbox', { name: /موبایل عضو/ }));
    await user.type(within(form).getByRole('textbox', { name: /موبایل عضو/ }), '۰۹۱۲۱۱۱۲۲۳۳');
    await user.click(within(form).getByRole('button', { name: 'اعطای نقش' }));
    expect(await screen.findByText('نقش «کارشناس عملیات» به ۰۹۱۲۱۱۱۲۲۳۳ داده شد')).toBeInTheDocument();
    expect(record.calls).toEqual(['grantRole 09121112233 operator']);
  });

  it('revokes only after confirmation, cancel first and the decision last', async () => {
    const record = recordRoleChanges();
    const { user } = renderWithApp(<RolesPage />, { route, handlers: record.handlers });
    await user.click(await screen.findByRole('button', { name: /لغو نقش کارشناس عملیات نیما کاظمی/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'لغو نقش نیما کاظمی' });
    const buttons = within(dialog)
      .getAllByRole('button')
      .filter((button) => button.textContent);
    expect(buttons.map((button) => button.textContent)).toEqual(['انصراف', 'بله، لغو شود']);
    await user.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    expect(record.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: /لغو نقش کارشناس عملیات نیما کاظمی/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'بله، لغو شود' }));
    expect(await screen.findByText('نقش «کارشناس عملیات» از نیما کاظمی گرفته شد')).toBeInTheDocument();
    expect(record.calls).toEqual(['revokeRole 09120000010 operator']);
  });

  it('offers «تلاش دوباره» when the list cannot be read, and no file', async () => {
    renderWithApp(<RolesPage />, { route, handlers: staffHandlers.holdersFailing });
    expect(await screen.findByRole('alert')).toHaveTextContent('فهرست دارندگان نقش دریافت نشد');
    expect(screen.getByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'دریافت فهرست (CSV)' })).not.toBeInTheDocument();
  });

  it('downloads the role holders as CSV', async () => {
    const saved = captureDownloads().names;
    const file = csvFileResponse('exportRoleHolders', 'role-holders.csv');
    const { user } = renderWithApp(<RolesPage />, { route, handlers: [file.handler] });
    await screen.findByRole('table', { name: 'دارندگان نقش' });
    await user.click(screen.getByRole('button', { name: 'دریافت فهرست (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['role-holders.csv']));
    expect(file.asked).toHaveLength(1);
  });
});
