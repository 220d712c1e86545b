import { Box, Button, Heading, Stack } from '@chakra-ui/react';
import {
  apiQueries,
  exportRoleHolders,
  roleColumnLabels as label,
  useRevokeRole,
  type RoleHolder,
  type StaffRole,
} from '@clorofil/api-client';
import { DataTable, DownloadButton, PageHeader, notify, toPersianDigits, type DataTableColumn } from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import { UserMinus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { GrantRoleForm } from '../components/grant-role-form';
import { RevokeRoleDialog } from '../components/revoke-role-dialog';
import { roleNames } from '../role-names';

const TITLE = 'نقش‌ها و دسترسی‌ها';

/** One row per role held: «who holds what» reads and filters best that way. */
type Holding = { mobile: string; name: string | null; role: StaffRole };

function holdings(holders: readonly RoleHolder[]): Holding[] {
  return holders.flatMap((holder) => holder.roles.map((role) => ({ mobile: holder.mobile, name: holder.name, role })));
}

const roleFilter = {
  column: 'role',
  label: 'نمایش نقش',
  allLabel: 'همهٔ نقش‌ها',
  options: Object.entries(roleNames).map(([value, label]) => ({ value, label })),
};

/** /operator/roles (admin): who holds which role, granting one by mobile and revoking with a confirmation. */
export function RolesPage() {
  const holders = useQuery(apiQueries.roleHolders());
  const revoke = useRevokeRole();
  const [target, setTarget] = useState<Holding | null>(null);
  const rows = useMemo(() => (holders.data ? holdings(holders.data) : undefined), [holders.data]);

  const columns = useMemo<DataTableColumn<Holding>[]>(
    () => [
      {
        key: 'name',
        header: label.name,
        value: (row) => row.name ?? '',
        cell: (row) => row.name ?? '—',
        sortable: true,
      },
      { key: 'mobile', header: label.mobile, value: (row) => row.mobile, isNumeric: true, sortable: true },
      {
        key: 'role',
        header: label.role,
        value: (row) => row.role,
        cell: (row) => roleNames[row.role],
        sortable: true,
        searchable: false,
      },
      {
        key: 'actions',
        header: 'عملیات',
        value: () => null,
        searchable: false,
        cell: (row) => (
          <Button size="sm" variant="outline" colorPalette="red" minHeight="11" onClick={() => setTarget(row)}>
            <UserMinus size={16} aria-hidden="true" />
            لغو نقش
            <Box as="span" srOnly>{` ${roleNames[row.role]} ${row.name ?? toPersianDigits(row.mobile)}`}</Box>
          </Button>
        ),
      },
    ],
    [],
  );

  async function confirmRevoke() {
    if (!target) return;
    try {
      await revoke.mutateAsync({ mobile: target.mobile, role: target.role });
      notify.success(`نقش «${roleNames[target.role]}» از ${target.name ?? toPersianDigits(target.mobile)} گرفته شد`);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'نقش لغو نشد؛ لطفاً دوباره تلاش کنید.');
    } finally {
      setTarget(null);
    }
  }

  return (
    <Stack gap="6">
      <title>{`${TITLE} | کنسول مدیریت`}</title>
      <PageHeader
        title={TITLE}
        actions={
          // Every role held, with when and by whom it was granted; none while nobody holds one.
          rows && rows.length > 0 ? (
            <DownloadButton download={() => exportRoleHolders()}>دریافت فهرست (CSV)</DownloadButton>
          ) : undefined
        }
      />
      <Stack gap="3" as="section" aria-labelledby="grant-role-heading">
        <Heading as="h2" size="md" id="grant-role-heading">
          اعطای نقش به عضو
        </Heading>
        <GrantRoleForm />
      </Stack>
      <Stack gap="3" as="section" aria-labelledby="holders-heading">
        <Heading as="h2" size="md" id="holders-heading">
          دارندگان نقش
        </Heading>
        <DataTable
          caption="دارندگان نقش"
          columns={columns}
          rows={rows}
          getRowId={(row) => `${row.mobile}-${row.role}`}
          searchLabel="جستجو در نام یا موبایل"
          selectFilters={[roleFilter]}
          defaultSort="name"
          error={holders.isError ? 'فهرست دارندگان نقش دریافت نشد' : undefined}
          onRetry={() => void holders.refetch()}
          emptyMessage="هنوز به کسی نقشی داده نشده است"
        />
      </Stack>
      <RevokeRoleDialog
        target={target && { ...target, roleName: roleNames[target.role] }}
        revoking={revoke.isPending}
        onRevoke={() => void confirmRevoke()}
        onCancel={() => setTarget(null)}
      />
    </Stack>
  );
}
