import type { DataTableColumn, DataTableSelectFilter } from './types';

/** Rows shaped like the console's role holders, for the table's stories and tests. */
export type SampleHolder = { mobile: string; name: string; role: string; grantedAt: string; points: number };

const names = ['سارا احمدی', 'پویا رضایی', 'ژاله کریمی', 'چنگیز نادری', 'آرش یگانه', 'گلاره محمدی', 'بهار سلیمی'];
const roles = ['operator', 'reviewer', 'admin'] as const;

export const sampleHolders: SampleHolder[] = Array.from({ length: 27 }, (_, index) => ({
  mobile: `0912${String(1000000 + index * 7919).padStart(7, '0')}`,
  name: names[index % names.length]!,
  role: roles[index % roles.length]!,
  grantedAt: new Date(Date.UTC(2026, 10, 1 + index)).toISOString(),
  points: (index * 137) % 1000,
}));

export const roleNames: Record<string, string> = { operator: 'کارشناس محتوا', reviewer: 'بررسی‌کننده', admin: 'مدیر' };

export const sampleColumns: DataTableColumn<SampleHolder>[] = [
  { key: 'name', header: 'نام', value: (row) => row.name, sortable: true },
  { key: 'mobile', header: 'موبایل', value: (row) => row.mobile, isNumeric: true, sortable: true },
  { key: 'role', header: 'نقش', value: (row) => row.role, cell: (row) => roleNames[row.role], searchable: false },
  { key: 'points', header: 'امتیاز', value: (row) => row.points, isNumeric: true, sortable: true, searchable: false },
];

export const sampleRoleFilter: DataTableSelectFilter = {
  column: 'role',
  label: 'نقش',
  allLabel: 'همهٔ نقش‌ها',
  options: roles.map((role) => ({ value: role, label: roleNames[role]! })),
};
