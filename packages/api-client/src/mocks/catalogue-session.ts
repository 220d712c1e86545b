import { HttpResponse } from 'msw';
import { catalogueMessages, type RewardVersion, type StaffRewardDetail } from '../contract/index.js';
import { fixtures } from './fixtures/index.js';

// The operators' catalogue as the API answers it, from the fixtures: a save, publish or upload
// answers with the reward as it would be after it (the screens keep that answer), and a save
// carrying another edit version is refused as the API refuses it.

const refuse = (status: number, message: string, errors?: Record<string, string>) =>
  HttpResponse.json({ Message: message, ...(errors ? { errors } : {}) }, { status });
const notFound = () => refuse(404, 'این جایزه پیدا نشد.');

export function catalogueDetail(id: string): StaffRewardDetail | undefined {
  return [fixtures.staffRewardDetail, fixtures.staffRewardDraftOnly].find((detail) => String(detail.id) === id);
}

type Body = Record<string, unknown>;

function versionFrom(body: Body, base: RewardVersion | null, version: number): RewardVersion {
  const image = typeof body.image === 'string' ? body.image : (base?.image ?? 'store-1.svg');
  return {
    ...(base ?? fixtures.staffRewardDetail.published!),
    ...(body as Partial<RewardVersion>),
    image,
    imageUrl: `/api/images/${image}`,
    version,
    createdAt: new Date().toISOString(),
    createdBy: '09120000010',
    publishedAt: null,
  };
}

export function createInCatalogue(body: Body): Response {
  const kind = body.kind === 'discount-code' ? 'discount-code' : 'item';
  const detail: StaffRewardDetail = {
    id: 46,
    kind,
    status: 'draft',
    editVersion: 1,
    stock: kind === 'discount-code' ? 0 : ((body.stock as number | null) ?? null),
    codes: kind === 'discount-code' ? { total: 0, left: 0 } : null,
    published: null,
    draft: versionFrom(body, null, 1),
    retiredAt: null,
  };
  return HttpResponse.json(detail);
}

export function saveInCatalogue(id: string, body: Body): Response {
  const detail = catalogueDetail(id);
  if (!detail) return notFound();
  if (body.editVersion !== detail.editVersion) return refuse(409, catalogueMessages.stale);
  const version = detail.draft?.version ?? (detail.published?.version ?? 0) + 1;
  return HttpResponse.json({
    ...detail,
    editVersion: detail.editVersion + 1,
    draft: versionFrom(body, detail.draft ?? detail.published, version),
  });
}

export function publishInCatalogue(id: string, body: Body): Response {
  const detail = catalogueDetail(id);
  if (!detail) return notFound();
  if (body.editVersion !== detail.editVersion) return refuse(409, catalogueMessages.stale);
  if (!detail.draft) return refuse(400, catalogueMessages.noDraft);
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (detail.published && detail.published.score !== detail.draft.score && !reason)
    return refuse(400, catalogueMessages.reasonForPrice, { reason: catalogueMessages.reasonForPrice });
  return HttpResponse.json({
    ...detail,
    status: 'published',
    editVersion: detail.editVersion + 1,
    published: { ...detail.draft, publishedAt: new Date().toISOString() },
    draft: null,
  });
}

export function uploadToCatalogue(id: string, body: Body): Response {
  const detail = catalogueDetail(id);
  if (!detail) return notFound();
  if (!detail.codes) return refuse(400, catalogueMessages.poolOnly, { text: catalogueMessages.poolOnly });
  const lines = String(body.text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim());
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  const errors: Record<string, string> = {};
  lines.forEach((line, index) => {
    if (line === '') errors[`lines.${index + 1}`] = catalogueMessages.emptyCode;
  });
  if (Object.keys(errors).length > 0)
    return refuse(
      400,
      `${Object.keys(errors).length.toLocaleString('fa-IR')} سطر فایل درست نیست؛ هیچ کدی افزوده نشد.`,
      errors,
    );
  const added = lines.length;
  return HttpResponse.json({
    added,
    codes: { total: detail.codes.total + added, left: detail.codes.left + added },
  });
}
