import type { CommissionDetail, CommissionOrder, Payment } from '@clorofil/api-client';
import { formatNumber } from '@clorofil/ui-rtl';

const buyers = ['مریم کاظمی', 'حسین نوری', 'زهرا امینی', 'علی رضایی', 'فاطمه صادقی', 'محمد جعفری', 'نرگس موسوی'];
const books = ['ریاضی هفتم، کار', 'علوم هشتم، آموزش', 'فیزیک دهم، پرسمان', 'زبان انگلیسی نهم', 'شیمی یازدهم'];

/** Fourteen orders (three pages on a phone, two on desktop), newest first, full buyer names. */
export const manyOrders: CommissionOrder[] = Array.from({ length: 14 }, (_, index) => ({
  customerName: buyers[index % buyers.length]!,
  orderDate: new Date(Date.UTC(2025, 2, 20 - index, 9, 30)).toISOString(),
  commission: 150_000 + index * 35_000,
  orderItems: [
    { title: books[index % books.length]!, quantity: (index % 3) + 1 },
    ...(index % 4 === 0 ? [{ title: books[(index + 2) % books.length]!, quantity: 1 }] : []),
  ],
}));

export const busyDetail: CommissionDetail = {
  id: 11,
  code: 'SARA-MOH-15',
  usage: manyOrders.length,
  percentage: 15,
  commissionPercentage: 5,
  totalAmount: manyOrders.reduce((sum, order) => sum + order.commission * 20, 0),
  commission: manyOrders.reduce((sum, order) => sum + order.commission, 0),
  items: manyOrders,
};

/** Fourteen monthly settlements, newest first. */
export const manyPayments: Payment[] = Array.from({ length: 14 }, (_, index) => ({
  id: 100 + index,
  payDate: new Date(Date.UTC(2025, 11 - index, 5, 8)).toISOString(),
  price: 1_200_000 + index * 110_000,
  distination: 'IR05 0120 **** **** **** **97 60',
  trackingCode: `14040${String(index + 1).padStart(2, '0')}77${index}`,
  description: index === 3 ? '' : `تسویهٔ کمیسیون ماه ${formatNumber(index + 1)}`,
}));
