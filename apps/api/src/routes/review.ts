import type { FastifyRequest } from 'fastify';
import type { Staff } from '../auth/permissions.js';
import { reviewColumnLabels as label, type PendingReview } from '@clorofil/api-client/contract';
import { formatJalaliDateTime } from '@clorofil/rules';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { decideAndTell, listPending, pendingAfter } from '../domain/review.js';
import { defineCsvRoute, keysetPages, type CsvColumn, type CsvExport } from '../http/csv.js';
import { defineRoute, type RouteKit } from '../http/route.js';

type Pending = PendingReview & { id: number };

/** The school a profile names, from the type information it submitted (text, as on the card). */
function schoolOf(row: PendingReview): string | null {
  try {
    const info = JSON.parse(row.userTypeInfo ?? '{}') as { schoolName?: unknown };
    return typeof info.schoolName === 'string' ? info.schoolName : null;
  } catch {
    return null;
  }
}

// Reviewers read the full national code on the cards, to check it against the school's papers;
// the file is theirs alone (permission `review`), as the cards are.
const pendingColumns: readonly CsvColumn<Pending>[] = [
  { label: label.name, value: (row) => `${row.firstName} ${row.lastName}`.trim() },
  { label: label.mobile, value: (row) => row.mobile },
  { label: label.nationalCode, value: (row) => row.nationalCode },
  { label: label.userType, value: (row) => row.userType?.text ?? label.noType },
  { label: label.schoolName, value: schoolOf },
  { label: label.submittedAt, value: (row) => formatJalaliDateTime(row.submittedAt) },
];

/** Every profile waiting for a reviewer, oldest first as the review screen shows them, `pageSize` at a time. */
export function pendingExport(db: Kysely<DB>, pageSize?: number): CsvExport<Pending> {
  return {
    fileName: 'review-queue.csv',
    columns: pendingColumns,
    pages: keysetPages<Pending, number>(
      (after, size) => pendingAfter(db, after, size),
      (row) => row.id,
      pageSize,
    ),
  };
}

export function reviewRoutes(kit: RouteKit): void {
  const { db, clock, memberTexts } = kit.ctx;
  defineRoute(kit, 'getPendingReviews', () => listPending(db));
  defineCsvRoute(kit, 'exportPendingReviews', () => pendingExport(db));
  const reviewer = (staff: Staff, request: FastifyRequest) => ({
    memberId: staff.memberId,
    label: staff.mobile,
    address: request.ip,
  });
  const sms = {
    texter: memberTexts,
    onFailure: (error: unknown) => kit.app.log.warn({ err: error }, 'the review decision could not be texted'),
  };
  defineRoute(kit, 'approveReview', ({ staff, params, body, request }) =>
    decideAndTell(db, params.mobile, 'approve', clock.now(), reviewer(staff, request), body?.note, sms),
  );
  defineRoute(kit, 'rejectReview', ({ staff, params, body, request }) =>
    decideAndTell(db, params.mobile, 'reject', clock.now(), reviewer(staff, request), body?.note, sms),
  );
}
