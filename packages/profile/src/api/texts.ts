// The Persian sentences of SPEC §4/§8 for this feature, written once.
export const texts = {
  title: 'اطلاعات کاربری',
  intro:
    'نوع کاربری خود (دانش‌آموز یا معلم) را انتخاب و اطلاعات آن را کامل کنید؛ پس از بررسی و تأیید، امکانات باشگاه متناسب با آن برایتان فعال می‌شود.',
  loading: 'در حال بارگذاری اطلاعات کاربری…',
  saveSucceeded: 'اطلاعات کاربری با موفقیت تغییر کرد',
  saveFailed: 'در تغییر اطلاعات کاربری خطایی رخ داد',
  noChange: 'هیچ تغییری ایجاد نشد',
  provincesFailed: 'در دریافت اطلاعات استان‌ها خطایی رخ داد',
  listsFailed: 'در دریافت اطلاعات تغییر پروفایل خطایی رخ داد',
  acknowledgeFailed: 'خطایی رخ داد',
  pleaseWait: 'لطفاً کمی صبر کنید…',
  noticed: 'متوجه شدم',
  save: 'ثبت تغییرات',
} as const;
