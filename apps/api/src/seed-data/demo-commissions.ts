// Commission data of the demo partner 09120000002: her discount codes, the orders bought with
// them and the monthly settlements. Amounts are rial. Each payment settles exactly the
// commissions whose 7-day return window closed in the 30 days before it, so the totals agree:
// everything earned up to 17 days ago is paid, the rest is still pending.

export type SeedOrderItem = { title: string; quantity: number };

export type SeedCommissionOrder = {
  customerName: string;
  orderDaysAgo: number;
  /** What the buyer paid after the code's discount. */
  orderAmountRial: number;
  /** orderAmountRial × commissionPercentage / 100. */
  commission: number;
  orderItems: SeedOrderItem[];
};

export type SeedCommission = {
  code: string;
  /** The buyer's discount. */
  percentage: number;
  commissionPercentage: number;
  /** The code stops working this many days from now; negative means it has expired. */
  validityInDays: number;
  orders: SeedCommissionOrder[];
};

export type SeedPayment = {
  payDaysAgo: number;
  price: number;
  /** Masked destination as the payments table shows it (spelt as in the API). */
  distination: string;
  trackingCode: string;
  description: string;
};

export type SeedBankInformation = { iban: string; accountNumber: string; creditCardNumber: string };

type ItemRow = readonly [title: string, quantity: number];

function order(
  customerName: string,
  orderDaysAgo: number,
  orderAmountRial: number,
  commission: number,
  items: readonly ItemRow[],
): SeedCommissionOrder {
  return {
    customerName,
    orderDaysAgo,
    orderAmountRial,
    commission,
    orderItems: items.map(([title, quantity]) => ({ title, quantity })),
  };
}

/** A Bank Mellat account; the Sheba passes mod-97 and the card passes Luhn (see the tests). */
export const partnerBankInformation: SeedBankInformation = {
  iban: 'IR050120000000004512389760',
  accountNumber: '4512389760',
  creditCardNumber: '6104337912458039',
};

export function maskSheba(iban: string): string {
  const masked = iban.slice(0, 8) + '*'.repeat(iban.length - 12) + iban.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

export function maskCard(card: string): string {
  const masked = card.slice(0, 6) + '*'.repeat(card.length - 10) + card.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1-');
}

export const partnerCommissions: readonly SeedCommission[] = [
  {
    code: 'HOSSEINI10',
    percentage: 10,
    commissionPercentage: 8,
    validityInDays: 75,
    orders: [
      order('زهرا کریمی', 4, 4_167_000, 333_360, [
        ['آمار و احتمال یازدهم', 1],
        ['قصه‌های کهن ایرانی', 1],
        ['فارسی هفتم؛ کار در کلاس', 1],
      ]),
      order('محمدرضا اکبری', 7, 4_302_000, 344_160, [
        ['زبان انگلیسی نهم؛ کتاب کار', 1],
        ['هندسه یازدهم؛ گام‌به‌گام', 2],
      ]),
      order('فاطمه صادقی', 11, 3_609_000, 288_720, [
        ['نگارش دهم؛ کتاب کار', 1],
        ['ریاضی ششم تیزهوشان', 1],
        ['مطالعات اجتماعی ششم؛ کتاب کار', 1],
      ]),
      order('علی جعفری', 15, 3_888_000, 311_040, [
        ['حسابان دوازدهم؛ درسنامه', 1],
        ['آمار و احتمال یازدهم', 1],
      ]),
      order('نرگس رحیمی', 19, 11_439_000, 915_120, [
        ['هندسه یازدهم؛ گام‌به‌گام', 2],
        ['دین و زندگی جامع کنکور', 1],
        ['زیست‌شناسی دوازدهم؛ پرسش‌های چهارگزینه‌ای', 2],
      ]),
      order('حسین قاسمی', 24, 3_501_000, 280_080, [
        ['قصه‌های کهن ایرانی', 1],
        ['نگارش دهم؛ کتاب کار', 1],
        ['علوم تجربی هشتم؛ تمرین و آزمون', 1],
      ]),
      order('مهسا عباسی', 28, 4_977_000, 398_160, [
        ['زیست‌شناسی دوازدهم؛ پرسش‌های چهارگزینه‌ای', 1],
        ['فارسی هفتم؛ کار در کلاس', 1],
        ['نگارش دهم؛ کتاب کار', 1],
      ]),
      order('امیر نوروزی', 33, 4_545_000, 363_600, [
        ['فارسی هفتم؛ کار در کلاس', 1],
        ['مطالعات اجتماعی ششم؛ کتاب کار', 1],
        ['فیزیک دهم؛ آموزش مفهومی', 1],
      ]),
      order('سارا یوسفی', 37, 2_808_000, 224_640, [['زیست‌شناسی دوازدهم؛ پرسش‌های چهارگزینه‌ای', 1]]),
      order('رضا مرادی', 42, 6_048_000, 483_840, [
        ['زیست‌شناسی دوازدهم؛ پرسش‌های چهارگزینه‌ای', 1],
        ['مطالعات اجتماعی ششم؛ کتاب کار', 1],
        ['فیزیک دهم؛ آموزش مفهومی', 1],
      ]),
      order('الهام شریفی', 46, 1_863_000, 149_040, [
        ['مطالعات اجتماعی ششم؛ کتاب کار', 1],
        ['دیکته‌های شب پایه سوم', 1],
      ]),
      order('مهدی حیدری', 51, 1_386_000, 110_880, [['قصه‌های کهن ایرانی', 1]]),
      order('کوثر اسدی', 55, 5_652_000, 452_160, [
        ['فارسی هفتم؛ کار در کلاس', 1],
        ['جامع ریاضی پایه دهم', 1],
        ['عربی جامع متوسطه اول', 1],
      ]),
      order('پارسا طاهری', 60, 3_915_000, 313_200, [
        ['زبان انگلیسی نهم؛ کتاب کار', 1],
        ['آمار و احتمال یازدهم', 1],
        ['فارسی هفتم؛ کار در کلاس', 1],
      ]),
    ],
  },
  {
    code: 'KONKUR15',
    percentage: 15,
    commissionPercentage: 5,
    validityInDays: 20,
    orders: [
      order('یگانه فرهادی', 3, 4_998_000, 249_900, [
        ['فارسی هفتم؛ کار در کلاس', 1],
        ['شیمی یازدهم؛ درسنامه و تست', 1],
        ['ریاضی ششم تیزهوشان', 1],
      ]),
      order('محمدامین بابایی', 9, 2_252_500, 112_625, [
        ['هندسه یازدهم؛ گام‌به‌گام', 1],
        ['دیکته‌های شب پایه سوم', 1],
      ]),
      order('ریحانه سلیمانی', 16, 5_355_000, 267_750, [
        ['ریاضی ششم تیزهوشان', 2],
        ['شیمی یازدهم؛ درسنامه و تست', 1],
      ]),
      order('سجاد زمانی', 22, 4_207_500, 210_375, [
        ['شاهنامه برای نوجوانان', 1],
        ['جامع ریاضی پایه دهم', 1],
      ]),
    ],
  },
  {
    code: 'KETAB20',
    percentage: 20,
    commissionPercentage: 6,
    validityInDays: -55,
    orders: [
      order('هانیه ملکی', 66, 1_312_000, 78_720, [['آمار و احتمال یازدهم', 1]]),
      order('آرمان کاظمی', 82, 2_048_000, 122_880, [['شیمی یازدهم؛ درسنامه و تست', 1]]),
      order('ترانه نادری', 95, 2_440_000, 146_400, [
        ['مطالعات اجتماعی ششم؛ کتاب کار', 1],
        ['ریاضی ششم تیزهوشان', 1],
      ]),
      order('بهاره منصوری', 112, 4_440_000, 266_400, [
        ['شاهنامه برای نوجوانان', 1],
        ['شیمی یازدهم؛ درسنامه و تست', 1],
        ['دیکته‌های شب پایه سوم', 1],
      ]),
      order('کیان رستمی', 128, 3_352_000, 201_120, [
        ['ادبیات فارسی جامع کنکور', 1],
        ['دیکته‌های شب پایه سوم', 1],
      ]),
      order('نازنین خسروی', 145, 1_680_000, 100_800, [['شاهنامه برای نوجوانان', 1]]),
      order('میلاد اصغری', 160, 4_080_000, 244_800, [
        ['فیزیک دهم؛ آموزش مفهومی', 1],
        ['حسابان دوازدهم؛ درسنامه', 1],
      ]),
      order('شیوا فتحی', 178, 4_584_000, 275_040, [
        ['دیکته‌های شب پایه سوم', 1],
        ['فیزیک دهم؛ آموزش مفهومی', 2],
      ]),
      order('ابوالفضل نجفی', 190, 5_064_000, 303_840, [
        ['نگارش دهم؛ کتاب کار', 1],
        ['فیزیک دهم؛ آموزش مفهومی', 1],
        ['دین و زندگی جامع کنکور', 1],
      ]),
    ],
  },
  {
    code: 'MADRESE12',
    percentage: 12,
    commissionPercentage: 7,
    validityInDays: -195,
    orders: [
      order('مائده رضوی', 200, 3_484_800, 243_936, [['عربی جامع متوسطه اول', 2]]),
      order('زهرا کریمی', 215, 4_488_000, 314_160, [
        ['فیزیک دهم؛ آموزش مفهومی', 1],
        ['حسابان دوازدهم؛ درسنامه', 1],
      ]),
      order('محمدرضا اکبری', 233, 5_658_400, 396_088, [
        ['دین و زندگی جامع کنکور', 1],
        ['تست فیزیک کنکور، جلد اول', 1],
      ]),
      order('فاطمه صادقی', 250, 1_276_000, 89_320, [['فارسی هفتم؛ کار در کلاس', 1]]),
      order('علی جعفری', 268, 6_230_400, 436_128, [
        ['زیست‌شناسی دوازدهم؛ پرسش‌های چهارگزینه‌ای', 1],
        ['عربی جامع متوسطه اول', 2],
      ]),
      order('نرگس رحیمی', 281, 7_374_400, 516_208, [
        ['تست فیزیک کنکور، جلد اول', 1],
        ['زیست‌شناسی دوازدهم؛ پرسش‌های چهارگزینه‌ای', 1],
        ['دیکته‌های شب پایه سوم', 2],
      ]),
      order('حسین قاسمی', 296, 5_139_200, 359_744, [
        ['آمار و احتمال یازدهم', 1],
        ['شاهنامه برای نوجوانان', 2],
      ]),
      order('مهسا عباسی', 310, 1_645_600, 115_192, [['ریاضی ششم تیزهوشان', 1]]),
      order('امیر نوروزی', 325, 8_958_400, 627_088, [
        ['دین و زندگی جامع کنکور', 1],
        ['ریاضی ششم تیزهوشان', 1],
        ['حسابان دوازدهم؛ درسنامه', 2],
      ]),
      order('سارا یوسفی', 340, 4_259_200, 298_144, [['فیزیک دهم؛ آموزش مفهومی', 2]]),
      order('رضا مرادی', 352, 6_758_400, 473_088, [
        ['دیکته‌های شب پایه سوم', 2],
        ['دین و زندگی جامع کنکور', 2],
      ]),
      order('الهام شریفی', 366, 1_566_400, 109_648, [['دیکته‌های شب پایه سوم', 2]]),
    ],
  },
  {
    code: 'MOALLEM5',
    percentage: 5,
    commissionPercentage: 4,
    validityInDays: 120,
    orders: [],
  },
];

const toSheba = maskSheba(partnerBankInformation.iban);
const toCard = maskCard(partnerBankInformation.creditCardNumber);

// Newest first; the partner moved from card payouts to Sheba transfers half a year ago.
export const partnerPayments: readonly SeedPayment[] = [
  {
    payDaysAgo: 10,
    price: 3_024_855,
    distination: toSheba,
    trackingCode: '140508217734',
    description: 'تسویه کمیسیون کدهای HOSSEINI10 و KONKUR15',
  },
  {
    payDaysAgo: 40,
    price: 954_960,
    distination: toSheba,
    trackingCode: '140507186251',
    description: 'تسویه کمیسیون کدهای HOSSEINI10 و KETAB20',
  },
  {
    payDaysAgo: 70,
    price: 269_280,
    distination: toSheba,
    trackingCode: '140506159408',
    description: 'تسویه کمیسیون کد KETAB20',
  },
  {
    payDaysAgo: 100,
    price: 467_520,
    distination: toSheba,
    trackingCode: '140505124863',
    description: 'تسویه کمیسیون کد KETAB20',
  },
  {
    payDaysAgo: 130,
    price: 345_600,
    distination: toSheba,
    trackingCode: '140504093517',
    description: 'تسویه کمیسیون کد KETAB20',
  },
  {
    payDaysAgo: 160,
    price: 578_880,
    distination: toSheba,
    trackingCode: '140503062940',
    description: 'تسویه کمیسیون کد KETAB20',
  },
  {
    payDaysAgo: 190,
    price: 558_096,
    distination: toCard,
    trackingCode: '140502031176',
    description: 'تسویه کمیسیون کد MADRESE12',
  },
  {
    payDaysAgo: 220,
    price: 485_408,
    distination: toCard,
    trackingCode: '140501004329',
    description: 'تسویه کمیسیون کد MADRESE12',
  },
  {
    payDaysAgo: 250,
    price: 952_336,
    distination: toCard,
    trackingCode: '140412278805',
    description: 'تسویه کمیسیون کد MADRESE12',
  },
  {
    payDaysAgo: 280,
    price: 474_936,
    distination: toCard,
    trackingCode: '140411245592',
    description: 'تسویه کمیسیون کد MADRESE12',
  },
  {
    payDaysAgo: 310,
    price: 925_232,
    distination: toCard,
    trackingCode: '140410213064',
    description: 'تسویه کمیسیون کد MADRESE12',
  },
  {
    payDaysAgo: 340,
    price: 582_736,
    distination: toCard,
    trackingCode: '140409182417',
    description: 'تسویه کمیسیون کد MADRESE12',
  },
];

/** What the commissions table shows per code: number of uses, total sales and commission. */
export function commissionSummary(row: SeedCommission): { usage: number; totalAmountRial: number; commission: number } {
  return {
    usage: row.orders.length,
    totalAmountRial: row.orders.reduce((sum, o) => sum + o.orderAmountRial, 0),
    commission: row.orders.reduce((sum, o) => sum + o.commission, 0),
  };
}
