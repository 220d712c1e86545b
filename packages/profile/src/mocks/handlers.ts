import type { PendingReview, Profile } from '@clorofil/api-client';
import { HttpResponse } from 'msw';
import {
  emptyResponse,
  errorResponse,
  fixtures,
  handlerFor,
  pendingResponse,
  personaProfiles,
  respondWith,
  slowResponse,
} from '@clorofil/api-client/mocks';

const teacher = personaProfiles.partner;
const student = personaProfiles.student;

/** The saved profile in each status the /account screen distinguishes (SPEC §4). */
export const profiles = {
  none: personaProfiles.newMember,
  pending: { ...teacher, userTypeStatus: 10, resultSeen: false, isCommissionEligible: false },
  accepted: { ...teacher, userTypeStatus: 20, resultSeen: false },
  rejected: {
    ...student,
    userTypeStatus: -10,
    resultSeen: false,
    reviewNote: 'پایهٔ تحصیلی با نام مدرسه هم‌خوانی ندارد؛ لطفاً دوباره بررسی کنید.',
  },
  student,
  teacher,
} satisfies Record<string, Profile>;

const hour = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * hour).toISOString();

/** Several requests of both types, newest first, so the screen's oldest-first order shows. */
export const pendingReviews: PendingReview[] = [
  ...fixtures.pendingReviews.map((review) => ({ ...review, submittedAt: ago(3) })),
  {
    mobile: '09120000004',
    firstName: 'رضا',
    lastName: 'کاظمی',
    nationalCode: '1286394503',
    userType: { id: 2, text: 'معلم', value: 'teacher' },
    userTypeInfo: JSON.stringify(fixtures.teacherInfo),
    submittedAt: ago(50),
  },
];

/**
 * A member whose saved profile is `profiles[status]`; «متوجه شدم» and a save change what the next
 * `GET /api/Profile` answers, as the API would.
 */
function memberIn(status: keyof typeof profiles) {
  let current: Profile = profiles[status];
  return [
    handlerFor('getProfile', () => HttpResponse.json(current)),
    handlerFor('seeSelfExpressionResult', () => {
      current = { ...current, resultSeen: true };
      return HttpResponse.json(current);
    }),
  ];
}

/** The API states this feature's stories and tests put on top of the default handlers. */
export const profileHandlers = {
  status: memberIn,
  profileLoading: [pendingResponse('getProfile')],
  profileFailing: [errorResponse('getProfile', 500)],
  listsLoading: [pendingResponse('getSchoolTypes'), pendingResponse('getProfileItems')],
  listsFailing: [errorResponse('getSchoolTypes', 500)],
  provincesFailing: [errorResponse('getProvinces', 500)],
  saveFailing: [errorResponse('updateProfile', 500)],
  saveSlow: [slowResponse('updateProfile', 1500)],
  acknowledgeFailing: [errorResponse('seeSelfExpressionResult', 500)],
  reviews: [respondWith('getPendingReviews', pendingReviews)],
  reviewsEmpty: [emptyResponse('getPendingReviews')],
  reviewsLoading: [pendingResponse('getPendingReviews')],
  reviewsFailing: [errorResponse('getPendingReviews', 500)],
  deciding: [
    respondWith('getPendingReviews', pendingReviews),
    pendingResponse('approveReview'),
    pendingResponse('rejectReview'),
  ],
};
