import type { MemberRow } from '../auth/members.js';
import type { AppContext } from '../context.js';
import { PAYOUT_STEP_UP_MAX_AGE_SECONDS } from '@clorofil/api-client/contract';
import { requireRecentSignIn } from '../auth/step-up.js';
import { getBankInformation, payoutChangedText, saveBankInformation } from '../domain/bank.js';
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
  // Payout details change only with a one-time code typed in the last five minutes (step-up), and
  // the member is texted after every change, so a stolen session can neither change them quietly
  // nor read them back (the answer is masked like every read).
  defineRoute(kit, 'updateBankInformation', async ({ member, body, token }) => {
    const memberId = await partner(ctx, member);
    requireRecentSignIn(token, ctx.payoutStepUpMaxAgeSeconds ?? PAYOUT_STEP_UP_MAX_AGE_SECONDS);
    const saved = await saveBankInformation(ctx.db, memberId, body, ctx.clock.now());
    await ctx.memberTexts
      ?.text(member.mobile, payoutChangedText(saved))
      .catch((error: unknown) => kit.app.log.warn({ err: error }, 'the payout change could not be texted'));
    return saved;
  });
}
