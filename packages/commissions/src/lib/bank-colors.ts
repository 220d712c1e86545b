// The colour of each bank's logo, for the small swatch beside the bank hint under the card and
// Sheba fields: members recognise their bank by colour before they read its name. Keyed by the
// names the bank tables of @clorofil/rules give; a bank missing here gets the neutral swatch.
const BANK_COLORS: Readonly<Record<string, string>> = {
  'بانک ملی ایران': '#0f4c81',
  'بانک ملت': '#d71920',
  'بانک صادرات ایران': '#1b3b8a',
  'بانک تجارت': '#1d5fa8',
  'بانک سپه': '#0d5c91',
  'بانک کشاورزی': '#2e7d32',
  'بانک مسکن': '#ef7d00',
  'بانک رفاه کارگران': '#0b5394',
  'پست بانک ایران': '#1b7f3b',
  'بانک پاسارگاد': '#f2b705',
  'بانک سامان': '#1c75bc',
  'بانک پارسیان': '#8b1e3f',
  'بانک اقتصاد نوین': '#6a1b9a',
  'بانک آینده': '#6d4c41',
  'بانک شهر': '#c62828',
  'بانک دی': '#00838f',
  'بانک سینا': '#1565c0',
  'بانک کارآفرین': '#00897b',
  'بانک صنعت و معدن': '#283593',
  'بانک توسعه صادرات': '#2e7d32',
  'بانک قرض‌الحسنه مهر ایران': '#43a047',
  'بانک گردشگری': '#e65100',
  'بانک ایران زمین': '#7b1fa2',
  'بانک خاورمیانه': '#00695c',
  'بانک سرمایه': '#ad1457',
  'بانک قرض‌الحسنه رسالت': '#0277bd',
  'بانک مرکزی': '#5d4037',
};

const NEUTRAL_BANK_COLOR = '#868e96';

export function bankColor(bankName: string): string {
  return BANK_COLORS[bankName] ?? NEUTRAL_BANK_COLOR;
}
