import type { MemberRow } from '../auth/members.js';
import type { AppContext } from '../context.js';
import { getBankInformation, saveBankInformation } from '../domain/bank.js';
import { commissionDetail, listCommissions, listPayments } from '../domain/commissions.js';
import { isCommissionEligible, userTypeOf } from '../domain/profile.js';
import { forbidden } from '../domain/errors.js';
import { defineRoute, type RouteKit } from '../http/route.js';

/** The financial pages answer only commission partners (403 otherwise), and only their own rows. */
async function partner(ctx: AppContext, member: MemberRow): Promise<number> {
  const eligible = await isCommissionEligible(ctx.db, member, await userTypeOf(ctx.db, member.user_type_id));
  if (!eligible) throw forbidden('این بخش فقط برای همکاران فروش باشگاه در دسترس است.');
  return member.id;
}

export function commissionRoutes(kit: RouteKit): void {
  const { ctx } = kit;
  defineRoute(kit, 'getCommissions', async ({ member }) => listCommissions(ctx.db, await partner(ctx, member)));
  defineRoute(kit, 'getCommissionDetail', async ({ member, params }) =>
    commissionDetail(ctx.db, await partner(ctx, member), params.id),
  );
  defineRoute(kit, 'getPayments', async ({ member }) => listPayments(ctx.db, await partner(ctx, member)));
  defineRoute(kit, 'getBankInformation', async ({ member }) => getBankInformation(ctx.db, await partner(ctx, member)));
  defineRoute(kit, 'updateBankInformation', async ({ member, body }) =>
    saveBankInformation(ctx.db, await partner(ctx, member), body, ctx.clock.now()),
  );
}
