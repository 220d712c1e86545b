// The Persian wording of SPEC §5/§8 (meaning, not transliteration), polite and with Persian digits.
// The only place these sentences are written: the forms' yup fields, the contract's zod schemas
// and the API's own checks all take them from `rules.ts`.
export const validationMessages = {
  required: 'پر کردن این فیلد الزامی است',
  nationalCode: {
    length: 'کد ملی ۱۰ رقمی را وارد کنید',
    checksum: 'کد ملی واردشده معتبر نیست؛ لطفاً آن را دوباره بررسی کنید',
  },
  mobile: 'شماره موبایل را درست وارد کنید؛ مانند ۰۹۱۲۳۴۵۶۷۸۹',
  phone: {
    length: 'شماره تلفن باید با صفر شروع شود و بین ۷ تا ۱۱ رقم باشد',
    prefix: 'شماره تلفن را همراه با پیش‌شماره وارد کنید؛ رقم دوم آن نمی‌تواند صفر باشد',
  },
  postalCode: 'کد پستی ۱۰ رقمی را وارد کنید',
  numeric: 'لطفاً یک مقدار عددی وارد کنید',
  birthDate: 'تاریخ تولد درست وارد نشده است؛ مانند ۱۳۸۰/۵/۲۰',
  studentAge: 'سن دانش‌آموز باید بین ۵ تا ۲۵ سال باشد؛ تاریخ تولد را بررسی کنید',
  gradeOfLevel: 'این پایه در مقطع تحصیلی انتخاب‌شده نیست؛ پایه‌ای از همین مقطع را انتخاب کنید',
  cardNumber: {
    length: 'شماره کارت را ۱۶ رقمی وارد کنید',
    checksum: 'شماره کارت واردشده معتبر نیست؛ لطفاً آن را دوباره بررسی کنید',
  },
  iban: {
    format: 'شماره شبا باید با IR شروع شود و ۲۴ رقم داشته باشد',
    checksum: 'شماره شبا واردشده معتبر نیست؛ لطفاً آن را دوباره بررسی کنید',
  },
  accountNumber: {
    length: 'شماره حساب حداکثر ۲۰ نویسه است',
    format: 'شماره حساب فقط می‌تواند رقم و جداکننده‌های خط تیره (-)، نقطه (.) یا اسلش (/) داشته باشد',
  },
  name: {
    length: 'نام را بین ۲ تا ۵۰ حرف وارد کنید',
    format: 'نام را فقط با حروف فارسی وارد کنید',
  },
} as const;
