import { UserTypeStatus, type Profile, type UpdateProfileRequest } from '@clorofil/api-client/contract';
import type { MemberRow } from '../auth/members.js';
import type { AppContext } from '../context.js';
import { conflict } from './errors.js';
import { loadProfile } from './profile.js';
import { validateProfile } from './profile-validation.js';

export const PENDING_EDIT_MESSAGE =
  'اطلاعات شما در حال بررسی است و تا پایان بررسی امکان ویرایش آن وجود ندارد. نتیجه از طریق پیامک به شما اطلاع داده می‌شود.';

/**
 * PUT /api/Profile. A new type, or new information for the type, goes to review (Pending) and
 * replaces whatever the previous type had; names, national code and place change in place.
 */
export async function updateProfile(ctx: AppContext, member: MemberRow, body: UpdateProfileRequest): Promise<Profile> {
  const now = ctx.clock.now();
  const clean = await validateProfile(ctx.db, body, now);
  await ctx.db.transaction().execute(async (trx) => {
    // The row lock orders this edit against a reviewer's decision on the same member.
    const current = await trx
      .selectFrom('members')
      .selectAll()
      .where('id', '=', member.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (current.user_type_status === UserTypeStatus.Pending) throw conflict(PENDING_EDIT_MESSAGE);

    const type = clean.userType;
    const resubmitted =
      type !== undefined && (type.id !== current.user_type_id || type.info !== current.user_type_info);
    await trx
      .updateTable('members')
      .set({
        first_name: clean.firstName,
        last_name: clean.lastName,
        national_code: clean.nationalCode,
        ...(clean.provinceId !== undefined ? { province_id: clean.provinceId } : {}),
        ...(clean.cityId !== undefined || clean.provinceId !== undefined ? { city_id: clean.cityId ?? null } : {}),
        ...(resubmitted
          ? {
              user_type_id: type.id,
              user_type_info: type.info,
              user_type_status: UserTypeStatus.Pending,
              result_seen: false,
              submitted_at: now,
            }
          : {}),
        updated_at: now,
      })
      .where('id', '=', member.id)
      .execute();
  });
  return loadProfile(ctx.db, member.id);
}
