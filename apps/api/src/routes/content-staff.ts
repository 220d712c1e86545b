import {
  endpoints,
  faqLabels,
  menuLabels,
  pageListLabels as label,
  type MenuLink,
  type MenuName,
  type StaffFaqItem,
  type StaffPage,
} from '@clorofil/api-client/contract';
import { formatJalaliDateTime, htmlText } from '@clorofil/rules';
import type { FastifyRequest } from 'fastify';
import type { Staff } from '../auth/permissions.js';
import { registerRollback } from '../domain/audit.js';
import {
  createFaq,
  getStaffMenus,
  listStaffFaq,
  listStaffPages,
  publishPage,
  removeFaq,
  reorderFaq,
  rollbackPagePublish,
  saveFaq,
  saveMenus,
  savePageDraft,
  staffPageDetail,
  type ContentWrite,
} from '../domain/content-staff.js';
import { defineCsvRoute, listExport, type CsvColumn } from '../http/csv.js';
import { asWritten } from '../http/parse.js';
import { defineRoute, type RouteKit } from '../http/route.js';

const stateOf = (page: StaffPage) => (page.hasDraft ? 'draft' : 'published');

const pageColumns: readonly CsvColumn<StaffPage>[] = [
  { label: label.columns.title, value: (page) => page.title },
  { label: label.columns.url, value: (page) => page.url },
  { label: label.columns.state, value: (page) => label.states[stateOf(page)] },
  {
    label: label.columns.publishedAt,
    value: (page) => (page.publishedAt ? formatJalaliDateTime(page.publishedAt) : label.seedText),
  },
  { label: label.columns.publishedBy, value: (page) => page.publishedBy },
];

type MenuLine = MenuLink & { menu: MenuName; position: number };
const yesNo = (value: boolean) => (value ? 'بله' : 'خیر');

const menuColumns: readonly CsvColumn<MenuLine>[] = [
  { label: menuLabels.menu, value: (line) => menuLabels.menus[line.menu] },
  { label: menuLabels.position, value: (line) => line.position },
  { label: menuLabels.label, value: (line) => line.label },
  { label: menuLabels.target, value: (line) => line.url },
  { label: menuLabels.visible, value: (line) => yesNo(line.visible) },
  { label: menuLabels.pageBadge, value: (line) => yesNo(line.page) },
];

// An answer is HTML; the file holds what members read of it, a paragraph a line.
const faqColumns: readonly CsvColumn<StaffFaqItem & { position: number }>[] = [
  { label: faqLabels.position, value: (item) => item.position },
  { label: faqLabels.question, value: (item) => item.question },
  { label: faqLabels.answer, value: (item) => htmlText(item.answer) },
];

/** The operators' pages, FAQ and menus (permission `content`); every write is in the audit trail. */
export function contentStaffRoutes(kit: RouteKit): void {
  const { db, clock } = kit.ctx;
  const write = ({ staff, request }: { staff: Staff; request: FastifyRequest }): ContentWrite => ({
    actor: { memberId: staff.memberId, mobile: staff.mobile },
    address: request.ip,
    now: clock.now(),
  });
  // Undone from the audit screen: the version published before is published again.
  registerRollback('content.page.publish', rollbackPagePublish);

  defineRoute(kit, 'listStaffPages', () => listStaffPages(db));
  // The list as the screen reads it, with its state filter, in one page: a site has a few dozen pages.
  defineCsvRoute(kit, 'exportStaffPages', async ({ query }) => {
    const state = query?.state;
    const pages = await listStaffPages(db);
    return listExport(
      state ? `pages-${state}.csv` : 'pages.csv',
      pageColumns,
      state ? pages.filter((page) => stateOf(page) === state) : pages,
    );
  });
  defineRoute(kit, 'getStaffPage', ({ params }) => staffPageDetail(db, params.slug));
  defineRoute(kit, 'savePageDraft', (input) =>
    savePageDraft(db, write(input), input.params.slug, asWritten(endpoints.savePageDraft.body, input.request)),
  );
  defineRoute(kit, 'publishPage', (input) => publishPage(db, write(input), input.params.slug, input.body));
  defineRoute(kit, 'listStaffFaq', () => listStaffFaq(db));
  // The questions in the order members read them, numbered as on the screen.
  defineCsvRoute(kit, 'exportStaffFaq', async () =>
    listExport(
      'faq.csv',
      faqColumns,
      (await listStaffFaq(db)).map((item, index) => ({ ...item, position: index + 1 })),
    ),
  );
  defineRoute(kit, 'createFaq', (input) =>
    createFaq(db, write(input), asWritten(endpoints.createFaq.body, input.request)),
  );
  defineRoute(kit, 'saveFaq', (input) =>
    saveFaq(db, write(input), input.params.id, asWritten(endpoints.saveFaq.body, input.request)),
  );
  defineRoute(kit, 'removeFaq', (input) => removeFaq(db, write(input), input.params.id, input.body));
  defineRoute(kit, 'reorderFaq', (input) => reorderFaq(db, write(input), input.body.ids));
  defineRoute(kit, 'getStaffMenus', () => getStaffMenus(db));
  // Both menus as the screen shows them, header first, each entry in its menu's order.
  defineCsvRoute(kit, 'exportStaffMenus', async () => {
    const menus = await getStaffMenus(db);
    const lines = (['header', 'footer'] as const).flatMap((menu) =>
      menus[menu].map((link, index) => ({ ...link, menu, position: index + 1 })),
    );
    return listExport('menus.csv', menuColumns, lines);
  });
  defineRoute(kit, 'saveMenus', (input) =>
    saveMenus(db, write(input), asWritten(endpoints.saveMenus.body, input.request)),
  );
}
