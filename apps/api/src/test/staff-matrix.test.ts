import {
  endpoints,
  fa,
  staffRoles,
  vitalsEndpoints,
  type EndpointDef,
  type Permission,
  type StaffRole,
} from '@clorofil/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions } from '../auth/permissions.js';
import { DEMO_STAFF } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The role matrix: every endpoint of the contract whose auth is 'staff' (whoever adds one later
// is covered here without touching this file), called by a member holding one role only, lets
// the member through authorization exactly when the role grants the endpoint's permission. A
// member without a role gets 403 on every one, a request without a token 401.

/** The agreed table (docs/SPEC.md, Staff), written out so a change to the API's map shows here. */
const AGREED: Record<StaffRole, readonly Permission[]> = {
  operator: ['catalogue', 'wheel', 'content', 'missions', 'audit'],
  reviewer: ['review'],
  support: ['members'],
  finance: ['members', 'approvals', 'payouts', 'reports', 'audit'],
  admin: ['roles', 'vitals', 'reports', 'audit'],
};

const MEMBER = '09120000001';
// A member with a request waiting for review, so a reviewer's call is one the API can carry out.
const SUBJECT_MOBILE = '09120000004';

const staffEndpoints = Object.entries({ ...endpoints, ...vitalsEndpoints })
  .map(([name, def]) => ({ name, def: def as EndpointDef }))
  .filter(({ def }) => def.auth === 'staff');

/** A well-formed address for the endpoint: its placeholders filled with values of the right shape. */
function pathOf(def: EndpointDef): string {
  const values: Record<string, string> = {
    mobile: SUBJECT_MOBILE,
    role: 'support',
    slug: 'about-us',
    id: '1',
  };
  return def.path.replace(/\{(\w+)\}/g, (_whole, name: string) => values[name] ?? '1');
}

describe('staff role matrix (every staff endpoint of the contract)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('covers the staff endpoints of every area, and the API grants the agreed table', () => {
    const names = staffEndpoints.map(({ name }) => name);
    for (const name of [
      'getStaffMe',
      'grantRole',
      'getAuditTrail',
      'approveReview',
      'updatePage',
      'getVitalsSummary',
      'savePageDraft',
      'publishPage',
      'createFaq',
      'reorderFaq',
    ])
      expect(names).toContain(name);
    for (const name of [
      'listStaffMissions',
      'getStaffMission',
      'createMission',
      'updateMission',
      'endMission',
      'getEarningSettings',
      'createCampaign',
      'withdrawCampaign',
      'findMembers',
      'getMemberCare',
      'explainOrder',
      'endMemberSessions',
      'requestAdjustment',
      'approveAdjustment',
      'getPointsLiability',
      'getActivityReport',
      'exportActivityReport',
      'exportPointsLiability',
      'exportFraudSignals',
      'exportMembers',
      'exportMemberLedger',
      'exportMemberSearch',
      'exportAdjustments',
      'exportMemberCodes',
      'exportMemberSpins',
      'exportMemberNotifications',
      'exportMemberOrders',
      'exportAuditTrail',
      'exportPendingReviews',
      'exportStaffMissions',
      'exportWheelTables',
      'exportStaffPages',
      'exportStaffMenus',
      'exportStaffFaq',
      'exportRoleHolders',
      'exportCampaigns',
      'exportStaffRewards',
      'getMemberSpins',
      'getMemberNotifications',
      'viewBankInformation',
    ])
      expect(names).toContain(name);
    expect(rolePermissions).toEqual(AGREED);
  });

  for (const { name, def } of staffEndpoints) {
    it(`${name}: ${def.permission ?? 'any role'}`, async () => {
      const call = (token?: string) =>
        t.request({
          method: def.method,
          url: pathOf(def),
          ...(token ? { token } : {}),
          ...(def.method === 'GET' ? {} : { body: {} }),
        });
      const anonymous = await call();
      expect(anonymous.statusCode, 'no token').toBe(401);
      const member = await call(await t.auth.member(MEMBER));
      expect(member.statusCode, 'a member without a role').toBe(403);
      expect(member.json()).toEqual({ Message: fa.forbidden });
      for (const role of staffRoles) {
        const res = await call(await t.auth.member(DEMO_STAFF[role]));
        const allowed = def.permission === undefined || AGREED[role].includes(def.permission);
        const label = `${role} → ${res.statusCode} ${res.body.slice(0, 100)}`;
        if (allowed) {
          expect(res.statusCode, label).not.toBe(403);
          expect(res.statusCode, label).not.toBe(401);
        } else {
          expect(res.statusCode, label).toBe(403);
          expect(res.json(), label).toEqual({ Message: fa.forbidden });
        }
      }
    });
  }
});
