// The fictional publisher behind the demo club. Addresses use the reserved `.example` domain so
// no demo link can lead to someone's real site or inbox.

export type ContactInfo = {
  address: string;
  postalBox: string;
  /** Latin digits, for tel: links; the page copy shows the same number in Persian digits. */
  phone: string;
  email: string;
};

export const publisher = {
  name: 'انتشارات برگ سبز',
  clubName: 'باشگاه مشتریان برگ سبز',
  pointName: 'کلروفیل',
  shopUrl: 'https://shop.bargsabz.example',
  bookAppUrl: 'https://book.bargsabz.example',
  blogUrl: 'https://blog.bargsabz.example',
} as const;

export const contactInfo: ContactInfo = {
  address: 'تهران، خیابان انقلاب اسلامی، خیابان فخر رازی، کوچه‌ی نسترن، پلاک ۱۸، طبقه‌ی دوم',
  postalBox: '13145-568',
  phone: '021-66481230',
  email: 'club@bargsabz.example',
};

const persianDigits = '۰۱۲۳۴۵۶۷۸۹';

/** Latin digits to Persian ones, for copy that shows phone numbers and codes. */
export function toPersianDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => persianDigits[Number(d)] ?? d);
}
