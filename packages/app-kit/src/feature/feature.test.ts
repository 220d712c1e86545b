import { ShieldCheck } from 'lucide-react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { paths } from '../paths';
import { defineFeature, type StaffPermission } from './feature';

const page = async () => () => null;

describe('a feature’s staff screens', () => {
  it('are checked by defineFeature and keep their literal types', () => {
    const feature = defineFeature({
      id: 'staff-shape-test',
      routes: [],
      menu: [],
      paths: {},
      staff: {
        routes: [{ path: paths.operator.roles, page, permission: 'roles' }],
        menu: [
          {
            key: 'roles',
            label: 'نقش‌ها',
            icon: ShieldCheck,
            path: paths.operator.roles,
            order: 10,
            permission: 'roles',
          },
        ],
      },
    });
    expectTypeOf(feature.staff.routes[0].permission).toEqualTypeOf<'roles'>();
    expect(feature.staff.menu.map((entry) => entry.path)).toEqual(['/operator/roles']);
  });

  it('refuse a permission the API does not know, and a screen without one', () => {
    defineFeature({
      id: 'staff-typo-test',
      routes: [],
      menu: [],
      paths: {},
      staff: {
        routes: [
          // @ts-expect-error -- «role» is not a permission (it is «roles»)
          { path: paths.operator.roles, page, permission: 'role' },
          // @ts-expect-error -- every staff screen names its permission
          { path: paths.operator.audit, page },
        ],
        menu: [],
      },
    });
    expectTypeOf<'review'>().toExtend<StaffPermission>();
  });

  it('live under /operator', () => {
    const addresses = Object.values(paths.operator).map((path) => (typeof path === 'function' ? path('1') : path));
    expect(addresses.every((path) => path === '/operator' || path.startsWith('/operator/'))).toBe(true);
    expect(paths.patterns.operatorReward.startsWith('/operator/')).toBe(true);
  });
});
