// The prize catalogue. Scores run from 50 to 5,000 so the demo member with 1,250 clorofils can
// afford some prizes (up to the 1,200 calculator) and is just short of others (the 1,500 backpack).
import { rewardCategoryLabel, type RewardCategoryKey } from './reward-categories.js';

export type RewardDiscount = { percent?: number; amountToman?: number; validDays: number };

export type SeedReward = {
  key: string;
  title: string;
  subTitle: string;
  /** The category label shown as the prize type. */
  type: string;
  category: RewardCategoryKey;
  score: number;
  /** The offer ends this many days after seeding (becomes the reward's validityDate). */
  validityDays: number;
  /** How many times one member may receive this prize; used up when recivedCount reaches it. */
  validCount: number;
  /** HTML limited to p, br, strong, em, ul, ol, li; the API sanitises it again. */
  description: string;
  /** File name inside reward-images/. */
  image: string;
  /** Receiving the prize issues a discount code with these terms. */
  issuesDiscountCode?: RewardDiscount;
  /** The seeding code makes demo member 09120000001 have used this prize up. */
  demoUsedUp?: boolean;
  /** Units left when the prize first appears; without it the prize is not limited. */
  stock?: number;
};

type RewardInput = Omit<SeedReward, 'type' | 'image'>;

function reward(input: RewardInput): SeedReward {
  return { ...input, type: rewardCategoryLabel(input.category), image: `${input.key}.webp` };
}

const shipping =
  '<p>پس از دریافت جایزه، همکاران ما ظرف سه روز کاری برای هماهنگی ارسال با شما تماس می‌گیرند. ارسال به سراسر کشور رایگان است.</p>';
const codeNote =
  '<p>کد تخفیف بلافاصله در بخش <strong>کدهای تخفیف من</strong> قرار می‌گیرد. این کد برای خرید از فروشگاه اصلی انتشارات قابل استفاده نیست و پس از انقضا تمدید یا تعویض نمی‌شود.</p>';

export const rewards: readonly SeedReward[] = [
  reward({
    key: 'stationery-1',
    category: 'stationery',
    score: 150,
    validityDays: 120,
    validCount: 2,
    title: 'بسته دفتر و خودکار',
    subTitle: 'دو دفتر ۱۰۰ برگ سیمی و سه خودکار رنگی',
    description:
      '<p>یک بسته‌ی کامل برای شروع ترم: <strong>دو دفتر ۱۰۰ برگ</strong> با جلد سخت و <strong>سه خودکار</strong> آبی، مشکی و قرمز.</p>' +
      shipping,
  }),
  reward({
    key: 'stationery-2',
    category: 'stationery',
    score: 300,
    validityDays: 90,
    validCount: 1,
    demoUsedUp: true,
    title: 'ست نوشت‌افزار مدرسه',
    subTitle: 'جامدادی، مداد، پاک‌کن، تراش و خط‌کش',
    description:
      '<ul><li>جامدادی پارچه‌ای زیپ‌دار</li><li>دو مداد مشکی و پاک‌کن</li><li>تراش مخزن‌دار و خط‌کش ۲۰ سانتی</li></ul>' +
      shipping,
  }),
  reward({
    key: 'stationery-3',
    category: 'stationery',
    score: 1200,
    validityDays: 60,
    validCount: 1,
    title: 'ماشین‌حساب مهندسی',
    subTitle: 'مناسب دبیرستان و کنکور',
    description:
      '<p>ماشین‌حساب مهندسی با <strong>بیش از ۲۵۰ تابع</strong>، صفحه‌نمایش دوخطی و باتری خورشیدی؛ مجاز در بیشتر آزمون‌های مدرسه.</p>' +
      shipping,
  }),
  reward({
    key: 'ebook-1',
    category: 'ebook',
    score: 80,
    validityDays: 180,
    validCount: 3,
    title: 'کد تخفیف ۳۰٪ کتاب الکترونیکی',
    subTitle: 'برای خرید از اپلیکیشن کتاب‌خوان، تا سقف ۱۰۰ هزار تومان',
    issuesDiscountCode: { percent: 30, validDays: 30 },
    description:
      '<p>با این کد، <strong>۳۰ درصد</strong> از مبلغ خرید کتاب‌های الکترونیکی و صوتی در اپلیکیشن کتاب‌خوان کم می‌شود (حداکثر ۱۰۰ هزار تومان).</p>' +
      codeNote,
  }),
  reward({
    key: 'ebook-2',
    category: 'ebook',
    score: 600,
    validityDays: 180,
    validCount: 1,
    title: 'اشتراک سه‌ماهه کتاب‌خوان',
    subTitle: 'دسترسی نامحدود به کتاب‌های آموزشی الکترونیکی',
    description:
      '<p>سه ماه دسترسی نامحدود به <strong>بیش از ۸۰۰ عنوان</strong> کتاب کمک‌آموزشی و داستانی در اپلیکیشن کتاب‌خوان. اشتراک از روز دریافت جایزه فعال می‌شود.</p>',
  }),
  reward({
    key: 'ebook-3',
    category: 'ebook',
    score: 50,
    validityDays: 90,
    validCount: 1,
    title: 'کتاب صوتی هدیه',
    subTitle: 'یک کتاب صوتی دلخواه از فهرست هدیه‌ها',
    description:
      '<p>یکی از کتاب‌های صوتی فهرست هدیه را انتخاب کنید تا برای همیشه در کتابخانه‌ی شما در اپلیکیشن کتاب‌خوان بماند.</p>',
  }),
  reward({
    key: 'mobile-topup-1',
    category: 'mobile-topup',
    score: 200,
    validityDays: 365,
    validCount: 5,
    title: 'شارژ ۲۰ هزار تومانی',
    subTitle: 'همه‌ی اپراتورها',
    description:
      '<p>شارژ مستقیم به <strong>همان شماره‌ای</strong> که با آن وارد باشگاه شده‌اید، حداکثر تا یک ساعت پس از دریافت جایزه.</p>',
  }),
  reward({
    key: 'mobile-topup-2',
    category: 'mobile-topup',
    score: 350,
    validityDays: 365,
    validCount: 2,
    title: 'بسته اینترنت ۱۰ گیگابایتی',
    subTitle: 'یک‌ماهه، همه‌ی اپراتورها',
    description:
      '<p>بسته‌ی اینترنت ۱۰ گیگابایتی سی‌روزه برای شماره‌ی همراه شما فعال می‌شود. اگر بسته‌ی فعال دیگری دارید، این بسته پس از آن مصرف می‌شود.</p>',
  }),
  reward({
    key: 'store-1',
    category: 'store',
    score: 700,
    validityDays: 120,
    validCount: 2,
    title: 'کارت هدیه ۱۰۰ هزار تومانی',
    subTitle: 'قابل استفاده در فروشگاه‌های همکار',
    issuesDiscountCode: { amountToman: 100000, validDays: 60 },
    description:
      '<p>کد هدیه‌ای به ارزش <strong>۱۰۰ هزار تومان</strong> برای خرید از فروشگاه‌های همکار باشگاه، برای خرید حداقل ۲۰۰ هزار تومان.</p>' +
      codeNote,
  }),
  reward({
    key: 'store-2',
    category: 'store',
    score: 1500,
    validityDays: 60,
    validCount: 1,
    title: 'کوله‌پشتی مدرسه',
    subTitle: 'ضدآب، با جای لپ‌تاپ',
    description: '<p>کوله‌پشتی سبک و ضدآب با بند ارگونومیک، جای لپ‌تاپ تا ۱۵ اینچ و جیب مخفی.</p>' + shipping,
  }),
  reward({
    key: 'toys-1',
    category: 'toys',
    score: 450,
    validityDays: 90,
    validCount: 1,
    // A limited edition already gone: the catalogue shows a sold-out prize and why.
    stock: 0,
    title: 'پازل ۱۰۰۰ تکه',
    subTitle: 'تصویر نقشه‌ی تاریخی ایران',
    description: '<p>پازل ۱۰۰۰ تکه با چاپ باکیفیت و جعبه‌ی محکم؛ سرگرمی خانوادگی برای شب‌های زمستان.</p>' + shipping,
  }),
  reward({
    key: 'toys-2',
    category: 'toys',
    score: 2200,
    validityDays: 90,
    validCount: 1,
    title: 'ست آموزشی رباتیک',
    subTitle: 'برای ۱۰ سال به بالا',
    description:
      '<p>ست ساخت ربات با <strong>۱۲ پروژه‌ی مرحله‌به‌مرحله</strong>، موتور، سنسور و دفترچه‌ی آموزش فارسی.</p>' +
      shipping,
  }),
  reward({
    key: 'travel-1',
    category: 'travel',
    score: 500,
    validityDays: 150,
    validCount: 2,
    title: 'کد تخفیف ۱۰٪ بلیت قطار',
    subTitle: 'تا سقف ۲۰۰ هزار تومان',
    issuesDiscountCode: { percent: 10, validDays: 45 },
    description: '<p>۱۰ درصد تخفیف خرید بلیت قطار از سامانه‌ی همکار سفر، برای همه‌ی مسیرهای داخلی.</p>' + codeNote,
  }),
  reward({
    key: 'travel-2',
    category: 'travel',
    score: 5000,
    validityDays: 200,
    validCount: 1,
    title: 'دو شب اقامت در هتل',
    subTitle: 'هتل سه‌ستاره در مشهد، شیراز یا اصفهان برای دو نفر',
    description:
      '<p>دو شب اقامت با صبحانه برای دو نفر. رزرو دست‌کم <strong>دو هفته پیش از سفر</strong> و به‌جز ایام نوروز انجام می‌شود.</p>',
  }),
  reward({
    key: 'supermarket-1',
    category: 'supermarket',
    score: 350,
    validityDays: 120,
    validCount: 3,
    title: 'کد تخفیف ۵۰ هزار تومانی سوپرمارکت',
    subTitle: 'سوپرمارکت اینترنتی همکار، برای خرید بالای ۴۰۰ هزار تومان',
    issuesDiscountCode: { amountToman: 50000, validDays: 30 },
    description: '<p>۵۰ هزار تومان تخفیف برای خرید حداقل ۴۰۰ هزار تومانی از سوپرمارکت اینترنتی همکار.</p>' + codeNote,
  }),
  reward({
    key: 'supermarket-2',
    category: 'supermarket',
    score: 1800,
    validityDays: 90,
    validCount: 1,
    title: 'سبد کالای ۳۰۰ هزار تومانی',
    subTitle: 'برنج، روغن، حبوبات و اقلام پرمصرف',
    description:
      '<p>سبدی از اقلام اساسی خانه به ارزش ۳۰۰ هزار تومان که به نشانی دلخواه شما ارسال می‌شود.</p>' + shipping,
  }),
];

export function findReward(key: string): SeedReward | undefined {
  return rewards.find((r) => r.key === key);
}
