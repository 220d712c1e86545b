import { HttpResponse, type HttpResponseResolver } from 'msw';
import {
  contentStaffMessages,
  type PageVersion,
  type StaffFaqItem,
  type StaffMenus,
  type StaffPage,
  type StaffPageDetail,
} from '../contract/index.js';

// The operators' pages and FAQ as the API answers them: a save or publish answers with the page
// as it would be after it (the screens keep that answer), and a save carrying another edit
// version is refused as the API refuses it. Each resolver starts from the fixtures below.

type Resolver = HttpResponseResolver<Record<string, string | readonly string[] | undefined>>;
type Body = Record<string, unknown>;

const refuse = (status: number, message: string, errors?: Record<string, string>) =>
  HttpResponse.json({ Message: message, ...(errors ? { errors } : {}) }, { status });

const aboutUsPublished: PageVersion = {
  version: 2,
  title: 'درباره‌ی ما',
  content: '<h2>انتشارات ما</h2><p>بیش از <strong>بیست سال</strong> است کتاب آموزشی منتشر می‌کنیم.</p>',
  createdAt: '2026-11-20T08:30:00.000Z',
  createdBy: '09120000010',
  publishedAt: '2026-11-20T08:45:00.000Z',
  publishedBy: '09120000010',
};

export const staffPageFixtures = {
  list: [
    {
      slug: 'باشگاه-مشتریان-چیست',
      url: '/باشگاه-مشتریان-چیست',
      title: 'باشگاه مشتریان چیست؟',
      hasDraft: false,
      publishedAt: null,
      publishedBy: null,
      editVersion: 1,
    },
    {
      slug: 'about-us',
      url: '/page/about-us',
      title: 'درباره‌ی ما',
      hasDraft: true,
      publishedAt: aboutUsPublished.publishedAt,
      publishedBy: aboutUsPublished.publishedBy,
      editVersion: 4,
    },
    {
      slug: 'contact-us',
      url: '/page/contact-us',
      title: 'تماس با ما',
      hasDraft: false,
      publishedAt: null,
      publishedBy: null,
      editVersion: 1,
    },
  ] satisfies StaffPage[],
  /** About us: version 2 published, version 3 a draft waiting. */
  aboutUs: {
    slug: 'about-us',
    url: '/page/about-us',
    editVersion: 4,
    published: aboutUsPublished,
    draft: {
      version: 3,
      title: 'درباره‌ی ما',
      content:
        '<h2>انتشارات ما</h2><p>بیش از <strong>بیست و پنج سال</strong> است کتاب آموزشی منتشر می‌کنیم.</p><ul><li>کتاب درسی</li><li>کتاب کار</li></ul>',
      createdAt: '2026-12-01T09:10:00.000Z',
      createdBy: '09120000010',
      publishedAt: null,
      publishedBy: null,
    },
  } satisfies StaffPageDetail,
  /** Contact us: the seed's text, never edited. */
  contactUs: {
    slug: 'contact-us',
    url: '/page/contact-us',
    editVersion: 1,
    published: {
      version: 1,
      title: 'تماس با ما',
      content: '<p>تهران، خیابان انقلاب، صندوق پستی ۱۳۱۴۵-۱۱۱</p><p>تلفن: ۰۲۱-۶۶۰۰۰۰۰۰</p>',
      createdAt: null,
      createdBy: null,
      publishedAt: null,
      publishedBy: null,
    },
    draft: null,
  } satisfies StaffPageDetail,
};

export const staffFaqFixtures: StaffFaqItem[] = [
  {
    id: 1,
    question: 'کلروفیل چیست؟',
    answer:
      '<p>امتیازی که با هر خرید از فروشگاه می‌گیرید: <strong>یک کلروفیل</strong> برای هر ۱۰ هزار تومان.</p><ul><li>پس از پایان مهلت مرجوعی</li><li>با هر نظرسنجی ۵ کلروفیل</li></ul>',
    order: 0,
    editVersion: 3,
  },
  {
    id: 2,
    question: 'کد تخفیف را کجا وارد کنم؟',
    answer:
      '<p>در سبد خرید فروشگاه، پیش از پرداخت. <a href="https://shop.example.ir/help" target="_blank" rel="noopener noreferrer nofollow">راهنمای خرید</a></p>',
    order: 1,
    editVersion: 1,
  },
  {
    id: 3,
    question: 'کلروفیل‌ها منقضی می‌شوند؟',
    answer: '<p>خیر، تا وقتی عضو باشگاه هستید می‌مانند.</p>',
    order: 2,
    editVersion: 1,
  },
];

export const staffMenuFixtures: StaffMenus = {
  editVersion: 4,
  header: [
    {
      key: 'باشگاه-مشتریان-چیست',
      label: 'باشگاه مشتریان چیست؟',
      url: '/باشگاه-مشتریان-چیست',
      visible: true,
      page: true,
    },
    { key: 'link-1', label: 'جایزه‌ها', url: '/rewards', visible: true, page: false },
  ],
  footer: [
    { key: 'about-us', label: 'درباره‌ی ما', url: '/page/about-us', visible: true, page: true },
    { key: 'contact-us', label: 'تماس با ما', url: '/page/contact-us', visible: true, page: true },
    { key: 'welcome', label: 'خوش آمدید', url: '/page/welcome', visible: false, page: true },
    { key: 'link-2', label: 'فروشگاه اینترنتی', url: 'https://shop.example.ir', visible: true, page: false },
  ],
};

const details = () => [staffPageFixtures.aboutUs, staffPageFixtures.contactUs];
const detailOf = (slug: unknown) => details().find((detail) => detail.slug === slug);
const pageNotFound = () => refuse(404, contentStaffMessages.pageNotFound);
const now = () => new Date().toISOString();

function savePage(slug: unknown, body: Body): Response {
  const detail = detailOf(slug);
  if (!detail) return pageNotFound();
  if (body.editVersion !== detail.editVersion) return refuse(409, contentStaffMessages.stale);
  const draft: PageVersion = {
    version: detail.draft?.version ?? detail.published.version + 1,
    title: String(body.title ?? ''),
    content: String(body.content ?? ''),
    createdAt: now(),
    createdBy: '09120000010',
    publishedAt: null,
    publishedBy: null,
  };
  return HttpResponse.json({ ...detail, editVersion: detail.editVersion + 1, draft });
}

function publishPage(slug: unknown, body: Body): Response {
  const detail = detailOf(slug);
  if (!detail) return pageNotFound();
  if (body.editVersion !== detail.editVersion) return refuse(409, contentStaffMessages.stale);
  if (!detail.draft) return refuse(400, contentStaffMessages.noDraft);
  return HttpResponse.json({
    ...detail,
    editVersion: detail.editVersion + 1,
    published: { ...detail.draft, publishedAt: now(), publishedBy: '09120000010' },
    draft: null,
  });
}

const faqAnswer = (list: StaffFaqItem[]) => HttpResponse.json(list.map((item, order) => ({ ...item, order })));

type MenuEntry = { key?: string; label?: string; url?: string; visible: boolean };

/** The menus as the API answers a save: each entry in its new place, a new link with its key. */
function savedMenus(body: Record<'header' | 'footer', MenuEntry[]>): StaffMenus {
  const known = new Map([...staffMenuFixtures.header, ...staffMenuFixtures.footer].map((link) => [link.key, link]));
  let added = 0;
  const place = (entry: MenuEntry) => {
    const old = entry.key === undefined ? undefined : known.get(entry.key);
    if (old?.page) return { ...old, visible: entry.visible };
    added += 1;
    return {
      key: entry.key ?? `link-new-${added}`,
      label: entry.label ?? '',
      url: entry.url ?? '',
      visible: entry.visible,
      page: false,
    };
  };
  return {
    header: body.header.map(place),
    footer: body.footer.map(place),
    editVersion: staffMenuFixtures.editVersion + 1,
  };
}

export const contentStaffResolvers = {
  listStaffPages: () => HttpResponse.json(staffPageFixtures.list),
  getStaffPage: ({ params }) => {
    const detail = detailOf(params.slug);
    return detail ? HttpResponse.json(detail) : pageNotFound();
  },
  savePageDraft: async ({ params, request }) => savePage(params.slug, (await request.json()) as Body),
  publishPage: async ({ params, request }) => publishPage(params.slug, (await request.json()) as Body),
  listStaffFaq: () => HttpResponse.json(staffFaqFixtures),
  createFaq: async ({ request }) => {
    const body = (await request.json()) as { question: string; answer: string };
    return faqAnswer([...staffFaqFixtures, { id: 4, ...body, order: staffFaqFixtures.length, editVersion: 1 }]);
  },
  saveFaq: async ({ params, request }) => {
    const { editVersion, ...body } = (await request.json()) as {
      question: string;
      answer: string;
      editVersion: number;
    };
    const item = staffFaqFixtures.find((entry) => String(entry.id) === params.id);
    if (!item) return refuse(404, contentStaffMessages.faqNotFound);
    if (editVersion !== item.editVersion) return refuse(409, contentStaffMessages.faqStale);
    return faqAnswer(
      staffFaqFixtures.map((entry) => (entry === item ? { ...entry, ...body, editVersion: editVersion + 1 } : entry)),
    );
  },
  removeFaq: async ({ params, request }) => {
    const { editVersion } = (await request.json()) as { editVersion: number };
    const item = staffFaqFixtures.find((entry) => String(entry.id) === params.id);
    if (!item) return refuse(404, contentStaffMessages.faqNotFound);
    if (editVersion !== item.editVersion) return refuse(409, contentStaffMessages.faqStale);
    return faqAnswer(staffFaqFixtures.filter((entry) => entry !== item));
  },
  reorderFaq: async ({ request }) => {
    const { ids } = (await request.json()) as { ids: number[] };
    const byId = new Map(staffFaqFixtures.map((item) => [item.id, item]));
    return faqAnswer(ids.map((id) => byId.get(id)).filter((item): item is StaffFaqItem => item !== undefined));
  },
  getStaffMenus: () => HttpResponse.json(staffMenuFixtures),
  saveMenus: async ({ request }) => {
    const body = (await request.json()) as Record<'header' | 'footer', MenuEntry[]> & { editVersion: number };
    if (body.editVersion !== staffMenuFixtures.editVersion) return refuse(409, contentStaffMessages.menusStale);
    return HttpResponse.json(savedMenus(body));
  },
} satisfies Record<string, Resolver>;
