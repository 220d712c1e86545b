import {
  campaignAudienceLabels,
  campaignColumnLabels as label,
  campaignStateLabels,
  endpoints,
  notificationTypeLabels,
  type Campaign,
  type CampaignFilter,
} from '@clorofil/api-client/contract';
import { formatJalaliDateTime } from '@clorofil/rules';
import type { FastifyRequest } from 'fastify';
import type { Staff } from '../auth/permissions.js';
import {
  campaignDetail,
  campaignsFrom,
  countCampaignAudience,
  createCampaign,
  listCampaigns,
  updateCampaign,
  withdrawCampaign,
  type CampaignWrite,
} from '../domain/notification-campaigns.js';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { defineCsvRoute, keysetPages, type CsvColumn, type CsvExport } from '../http/csv.js';
import { asWritten } from '../http/parse.js';
import { defineRoute, type RouteKit } from '../http/route.js';

const when = (at: string | null) => (at ? formatJalaliDateTime(at) : null);

/** A campaign with its place in the list's order, which the next page starts after. */
type Placed = { campaign: Campaign; place: number };

const campaignColumns: readonly CsvColumn<Placed>[] = [
  { label: label.id, value: ({ campaign }) => campaign.id },
  { label: label.message, value: ({ campaign }) => campaign.message },
  { label: label.type, value: ({ campaign }) => notificationTypeLabels[campaign.type] },
  { label: label.audience, value: ({ campaign }) => campaignAudienceLabels[campaign.audience] },
  { label: label.recipients, value: ({ campaign }) => campaign.recipients },
  { label: label.startsAt, value: ({ campaign }) => formatJalaliDateTime(campaign.startsAt) },
  { label: label.endsAt, value: ({ campaign }) => when(campaign.endsAt) ?? 'تا پس گرفتن' },
  { label: label.delivered, value: ({ campaign }) => campaign.delivered },
  { label: label.state, value: ({ campaign }) => campaignStateLabels[campaign.state] },
  { label: label.createdAt, value: ({ campaign }) => formatJalaliDateTime(campaign.createdAt) },
  { label: label.createdBy, value: ({ campaign }) => campaign.createdBy },
  { label: label.withdrawnAt, value: ({ campaign }) => when(campaign.withdrawnAt) },
  { label: label.withdrawnBy, value: ({ campaign }) => campaign.withdrawnBy },
  { label: label.withdrawReason, value: ({ campaign }) => campaign.withdrawReason },
];

/** `notifications-live-student.csv`: the filters in the name, each a Latin word (the search, Persian, is left out). */
const campaignsFileName = (filter: CampaignFilter) =>
  `${['notifications', filter.state, filter.audience].filter(Boolean).join('-')}.csv`;

/** Every campaign the list's filters, search and order match at `now`, read `pageSize` at a time. */
export function campaignsExport(
  db: Kysely<DB>,
  now: Date,
  filter: CampaignFilter,
  pageSize?: number,
): CsvExport<Placed> {
  return {
    fileName: campaignsFileName(filter),
    columns: campaignColumns,
    // The list's orders include a count (seen by), which no index keys, so the file walks the
    // list's own query by position, a page at a time; campaigns are written by hand, so few.
    pages: keysetPages<Placed, number>(
      async (after, size) =>
        (await campaignsFrom(db, now, filter, after ?? 0, size)).map((campaign, index) => ({
          campaign,
          place: (after ?? 0) + index + 1,
        })),
      (row) => row.place,
      pageSize,
    ),
  };
}

/** Operators' notifications to members (permission `content`); every write is in the audit trail. */
export function notificationCampaignRoutes(kit: RouteKit): void {
  const { db, clock } = kit.ctx;
  const write = ({ staff, request }: { staff: Staff; request: FastifyRequest }): CampaignWrite => ({
    actor: { memberId: staff.memberId, mobile: staff.mobile },
    address: request.ip,
    now: clock.now(),
  });
  // Like the editorial writes: an operator sends, fixes and withdraws several in a row, and the
  // form counts the audience at each pause in typing (a POST, for a list may be long).
  const rateLimit = { max: kit.writeLimit.max * 4, windowMs: kit.writeLimit.windowMs };

  defineRoute(kit, 'listCampaigns', ({ query }) => listCampaigns(db, clock.now(), query ?? {}));
  defineCsvRoute(kit, 'exportCampaigns', ({ query }) => campaignsExport(db, clock.now(), query ?? {}));
  defineRoute(kit, 'getCampaign', ({ params }) => campaignDetail(db, params.id, clock.now()));
  defineRoute(kit, 'countCampaignAudience', ({ body }) => countCampaignAudience(db, body), { rateLimit });
  defineRoute(
    kit,
    'createCampaign',
    (input) =>
      createCampaign(db, write(input), {
        ...input.body,
        message: asWritten(endpoints.createCampaign.body, input.request).message,
      }),
    { rateLimit },
  );
  defineRoute(
    kit,
    'updateCampaign',
    (input) =>
      updateCampaign(db, write(input), input.params.id, {
        ...input.body,
        message: asWritten(endpoints.updateCampaign.body, input.request).message,
      }),
    { rateLimit },
  );
  defineRoute(
    kit,
    'withdrawCampaign',
    (input) =>
      withdrawCampaign(db, write(input), input.params.id, {
        ...input.body,
        reason: asWritten(endpoints.withdrawCampaign.body, input.request).reason,
      }),
    { rateLimit },
  );
}
