import { HttpResponse, type HttpResponseResolver } from 'msw';
import { MEMBER_HISTORY_PAGE_SIZE, memberCareMessages, type Adjustment } from '../contract/index.js';
import type { BrowserEndpointName } from '../client/request.js';
import { fixtures } from './fixtures/index.js';

// Member care as the API answers it, from the fixtures: the student is member 1, found by her
// mobile (any digits), her national code or her name; the ledger in pages of 20, her spins and
// notifications on one page each.

type Resolver = HttpResponseResolver<Record<string, string | readonly string[] | undefined>>;
type Name = Extract<
  BrowserEndpointName,
  | 'findMembers'
  | 'getMemberCare'
  | 'getMemberLedger'
  | 'getMemberSpins'
  | 'getMemberNotifications'
  | 'viewBankInformation'
  | 'explainOrder'
  | 'getMemberSessions'
  | 'endMemberSessions'
  | 'requestAdjustment'
  | 'listAdjustments'
  | 'approveAdjustment'
  | 'rejectAdjustment'
  | 'resendCode'
  | 'markCodeFaulty'
>;

const unknownOrder = {
  ...fixtures.orderExplanation,
  standing: 'unknown',
  amountToman: null,
  points: 0,
  deliveredAt: null,
  availableAt: null,
  returnedAt: null,
  releasedAt: null,
} as const;
const refuse = (status: number, message: string) => HttpResponse.json({ Message: message }, { status });
const isMember = (id: unknown) => id === String(fixtures.memberCare.id);
const latin = (text: string) => text.replace(/[۰-۹]/g, (digit) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(digit)));

const onePage = (id: unknown, items: readonly unknown[]) =>
  isMember(id)
    ? HttpResponse.json({ items, total: items.length, page: 1, pageSize: MEMBER_HISTORY_PAGE_SIZE })
    : refuse(404, memberCareMessages.memberNotFound);

const readResolvers = {
  findMembers: ({ request }) => {
    const q = latin(new URL(request.url).searchParams.get('q') ?? '').trim();
    if (q.length < 2) return refuse(400, memberCareMessages.searchTooShort);
    const digits = q.replace(/\D/g, '');
    if (/^[\d\s+-]+$/.test(q)) {
      if (digits.length < 8) return refuse(400, memberCareMessages.searchDigits);
      const found = digits.endsWith('9120000001') || digits.endsWith('72145366');
      return HttpResponse.json({ ...fixtures.memberSearch, items: found ? fixtures.memberSearch.items : [] });
    }
    const found = fixtures.memberSearch.items.filter((item) => item.name.includes(q));
    return HttpResponse.json({ by: 'name', items: found });
  },
  getMemberCare: ({ params }) =>
    isMember(params.id) ? HttpResponse.json(fixtures.memberCare) : refuse(404, memberCareMessages.memberNotFound),
  getMemberLedger: ({ params, request }) => {
    if (!isMember(params.id)) return refuse(404, memberCareMessages.memberNotFound);
    const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
    const { lines, total, pageSize } = fixtures.memberLedger;
    // The fixture's six lines stand for each page's first ones.
    const items = page === 1 ? lines : lines.slice(0, total - pageSize);
    return HttpResponse.json({ items, total, page, pageSize });
  },
  getMemberSpins: ({ params }) => onePage(params.id, fixtures.memberSpins),
  getMemberNotifications: ({ params }) => onePage(params.id, fixtures.memberNotifications),
  // Finance's reading of the partner's details (the story's member 1 stands for the partner).
  viewBankInformation: ({ params }) =>
    isMember(params.id)
      ? HttpResponse.json(fixtures.memberBankInformation)
      : refuse(404, memberCareMessages.memberNotFound),
  // The member page's orders explained from their own rows; any other number was never reported.
  explainOrder: ({ params }) => {
    if (!isMember(params.id)) return refuse(404, memberCareMessages.memberNotFound);
    const orderId = latin(String(params.orderId));
    const order = fixtures.memberCare.orders.find((item) => item.orderId === orderId);
    if (!order) return HttpResponse.json({ ...unknownOrder, orderId });
    const standing = { pending: 'pending', released: 'released', cancelled: 'returned' } as const;
    return HttpResponse.json({
      ...fixtures.orderExplanation,
      ...order,
      standing: standing[order.status],
      surveyPoints: 0,
      surveyCompletedAt: null,
    });
  },
  getMemberSessions: ({ params }) =>
    isMember(params.id)
      ? HttpResponse.json({ sessions: fixtures.memberSessions })
      : refuse(404, memberCareMessages.memberNotFound),
  endMemberSessions: ({ params }) =>
    isMember(params.id)
      ? HttpResponse.json({
          ended: fixtures.memberSessions.length,
          message: 'همهٔ نشست‌های عضو پایان یافت؛ دسترسی او تا چند ثانیهٔ دیگر قطع می‌شود.',
        })
      : refuse(404, memberCareMessages.memberNotFound),
} satisfies Partial<Record<Name, Resolver>>;

// The approvals as the default staff member (the console's admin, 09120000012) decides them: the
// fixture's waiting request was made by support, so it may be approved or refused.
function decided(id: unknown, status: Adjustment['status'], note: unknown) {
  const found = fixtures.memberAdjustments.find((item) => String(item.id) === id);
  if (!found) return refuse(404, memberCareMessages.adjustmentNotFound);
  if (found.status !== 'pending') return refuse(409, memberCareMessages.notPending);
  return HttpResponse.json({
    ...found,
    status,
    decidedBy: '09120000013',
    decidedAt: new Date().toISOString(),
    decisionNote: typeof note === 'string' ? note : null,
    ledgerId: status === 'applied' ? '99' : null,
  });
}

type Body = Record<string, unknown>;

const adjustmentResolvers = {
  requestAdjustment: async ({ params, request }) => {
    if (!isMember(params.id)) return refuse(404, memberCareMessages.memberNotFound);
    const body = (await request.json()) as Body;
    const amount = Number(body.amount);
    const waits = Math.abs(amount) > fixtures.memberCare.approvalThreshold;
    const now = new Date().toISOString();
    return HttpResponse.json({
      ...fixtures.memberAdjustments[0]!,
      id: 11,
      amount,
      category: body.category,
      reason: body.reason,
      status: waits ? 'pending' : 'applied',
      requestedAt: now,
      decidedAt: waits ? null : now,
      ledgerId: waits ? null : '98',
    });
  },
  listAdjustments: ({ request }) => {
    const status = new URL(request.url).searchParams.get('status') ?? 'pending';
    return HttpResponse.json(fixtures.memberAdjustments.filter((item) => item.status === status));
  },
  approveAdjustment: async ({ params, request }) =>
    decided(params.id, 'applied', ((await request.json().catch(() => ({}))) as Body | null)?.note),
  rejectAdjustment: async ({ params, request }) =>
    decided(params.id, 'rejected', ((await request.json()) as Body).note),
} satisfies Partial<Record<Name, Resolver>>;

const codeOf = (id: unknown, codeId: unknown) =>
  isMember(id) ? fixtures.memberCare.codes.find((code) => String(code.id) === codeId) : undefined;

const codeResolvers = {
  resendCode: ({ params }) => {
    const code = codeOf(params.id, params.codeId);
    if (!code) return refuse(404, memberCareMessages.codeNotFound);
    if (code.state === 'expired') return refuse(409, memberCareMessages.codeExpired);
    if (code.state === 'faulty') return refuse(409, memberCareMessages.codeFaulty);
    return HttpResponse.json({ message: 'متن کد تخفیف دوباره برای عضو پیامک شد.' });
  },
  markCodeFaulty: async ({ params, request }) => {
    const code = codeOf(params.id, params.codeId);
    if (!code) return refuse(404, memberCareMessages.codeNotFound);
    if (code.state === 'faulty') return refuse(409, memberCareMessages.codeFaulty);
    const body = (await request.json()) as Body;
    return HttpResponse.json({
      code: { ...code, state: 'faulty', faultyAt: new Date().toISOString(), faultyReason: body.reason },
      refunded: code.paidPoints ?? 0,
    });
  },
} satisfies Partial<Record<Name, Resolver>>;

export const memberCareResolvers: Record<Name, Resolver> = {
  ...readResolvers,
  ...adjustmentResolvers,
  ...codeResolvers,
};
