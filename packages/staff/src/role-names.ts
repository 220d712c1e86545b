/** Each role as staff read it. */
export { staffRoleNames as roleNames } from '@clorofil/api-client';

const kindNames: Record<string, string> = {
  'role.grant': 'اعطای نقش',
  'role.revoke': 'لغو نقش',
  'points.adjust.request': 'درخواست اصلاح امتیاز',
  'points.adjust.apply': 'اعمال اصلاح امتیاز',
  'points.adjust.approve': 'تأیید اصلاح امتیاز',
  'points.adjust.reject': 'رد اصلاح امتیاز',
  'member.sessions.end': 'پایان نشست‌های عضو',
  'member.code.resend': 'ارسال دوبارهٔ کد تخفیف',
  'member.code.faulty': 'کد معیوب و بازگشت امتیاز',
  'member.bank.view': 'نمایش اطلاعات بانکی عضو',
};

/** An audit kind in Persian where it has a name; otherwise its code, which staff can still search. */
export function kindName(kind: string): string {
  return kindNames[kind] ?? kind;
}
