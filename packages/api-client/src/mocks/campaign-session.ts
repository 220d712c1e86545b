import { htmlText, paragraphsAsLines } from '@clorofil/rules';
import { HttpResponse } from 'msw';
import {
  CAMPAIGN_PAGE_SIZE,
  campaignMessages,
  mobileListErrors,
  parseMobileList,
  type Campaign,
  type CampaignAudience,
  type CampaignDetail,
  type CampaignPage,
} from '../contract/index.js';
import { fixtures } from './fixtures/index.js';

// Operators' notifications as the API answers them, from the fixtures: a list is read as the API
// reads it (every mobile the demo data does not hold is «not a member»), a group counts as the
// fixtures' sizes, and a save answers with the campaign as it would then be.

/** The demo members' mobiles: a list entry outside them is refused, as the API refuses it. */
const MEMBERS = new Set(['09120000001', '09120000002', '09120000003', '09120000004', '09120000005']);
const GROUP_SIZES: Record<Exclude<CampaignAudience, 'mobiles'>, number> = { all: 2480, student: 1530, teacher: 612 };

type Body = Record<string, unknown>;
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

function readList(text: string) {
  const { mobiles, entries, invalid } = parseMobileList(text);
  const unknown = mobiles
    .filter((mobile) => !MEMBERS.has(mobile))
    .map((mobile) => ({ entry: entries.get(mobile)!, written: mobile }));
  return { mobiles: mobiles.filter((mobile) => MEMBERS.has(mobile)), errors: mobileListErrors(invalid, unknown) };
}

export function countAudience(body: Body): Response {
  const audience = textOf(body.audience) as CampaignAudience;
  if (audience !== 'mobiles') return HttpResponse.json({ count: GROUP_SIZES[audience] ?? 0, errors: {} });
  const list = readList(textOf(body.mobiles));
  return HttpResponse.json({ count: list.mobiles.length, errors: list.errors });
}

/** One page of the list, filtered, searched and sorted from the query as the API does. */
export function campaignPage(url: string): Response {
  const query = new URL(url).searchParams;
  const state = query.get('state');
  const audience = query.get('audience');
  const text = query.get('q')?.trim() ?? '';
  const sort = query.get('sort') ?? '-startsAt';
  const key = sort.replace(/^-/, '') as 'startsAt' | 'endsAt' | 'delivered';
  const page = Math.max(1, Number(query.get('page')) || 1);
  const value = (campaign: Campaign) =>
    key === 'delivered' ? campaign.delivered : Date.parse(campaign[key] ?? '9999-12-31T00:00:00Z');
  const matching = fixtures.campaigns
    .filter((campaign) => (!state || campaign.state === state) && (!audience || campaign.audience === audience))
    .filter((campaign) => campaign.message.includes(text))
    .sort((a, b) => (sort.startsWith('-') ? value(b) - value(a) : value(a) - value(b)));
  const answer: CampaignPage = {
    items: matching.slice((page - 1) * CAMPAIGN_PAGE_SIZE, page * CAMPAIGN_PAGE_SIZE),
    total: matching.length,
    page,
    pageSize: CAMPAIGN_PAGE_SIZE,
  };
  return HttpResponse.json(answer);
}

export function campaignDetail(id: string): CampaignDetail | undefined {
  return fixtures.campaignDetails.find((detail) => String(detail.id) === id);
}

export function saveCampaign(body: Body, base?: CampaignDetail): Response {
  const audience = textOf(body.audience) as CampaignAudience;
  const list = audience === 'mobiles' ? readList(textOf(body.mobiles)) : { mobiles: [], errors: {} };
  const problems = Object.keys(list.errors).length;
  if (problems > 0)
    return HttpResponse.json({ Message: campaignMessages.badList(problems), errors: list.errors }, { status: 400 });
  const now = new Date().toISOString();
  const startsAt = typeof body.startsAt === 'string' ? body.startsAt : now;
  const detail: CampaignDetail = {
    ...(base ?? fixtures.campaignDetails[0]!),
    id: base?.id ?? 5,
    type: body.type as CampaignDetail['type'],
    message: htmlText(textOf(body.message)),
    messageHtml: paragraphsAsLines(textOf(body.message)),
    audience,
    recipients: audience === 'mobiles' ? list.mobiles.length : null,
    mobiles: list.mobiles,
    startsAt,
    endsAt: typeof body.endsAt === 'string' ? body.endsAt : null,
    state: Date.parse(startsAt) > Date.now() ? 'scheduled' : 'live',
    delivered: 0,
    editVersion: (base?.editVersion ?? 0) + 1,
    createdAt: base?.createdAt ?? now,
  };
  return HttpResponse.json(detail);
}

export function withdrawInSession(id: string, body: Body): Response {
  const detail = campaignDetail(id);
  if (!detail) return HttpResponse.json({ Message: campaignMessages.notFound }, { status: 404 });
  return HttpResponse.json({
    ...detail,
    state: 'withdrawn',
    editVersion: detail.editVersion + 1,
    withdrawnAt: new Date().toISOString(),
    withdrawnBy: '09120000010',
    withdrawReason: textOf(body.reason),
  });
}
