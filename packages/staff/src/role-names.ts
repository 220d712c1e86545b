import type { StaffRole } from '@clorofil/api-client';

/** Each role as staff read it. */
export const roleNames: Record<StaffRole, string> = {
  operator: 'کارشناس عملیات',
  reviewer: 'بررسی‌کننده',
  support: 'پشتیبان',
  finance: 'مالی',
  admin: 'مدیر',
};

const kindNames: Record<string, string> = {
  'role.grant': 'اعطای نقش',
  'role.revoke': 'لغو نقش',
};

/** An audit kind in Persian where it has a name; otherwise its code, which staff can still search. */
export function kindName(kind: string): string {
  return kindNames[kind] ?? kind;
}
