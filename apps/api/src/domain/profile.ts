import {
  isCommissionEligible as commissionRule,
  UserTypeStatus,
  type Profile,
  type UserType,
} from '@clorofil/api-client/contract';
import type { Kysely } from 'kysely';
import type { MemberRow } from '../auth/members.js';
import { staffRolesOf } from '../auth/permissions.js';
import type { DB } from '../db/schema.js';

export async function userTypeOf(db: Kysely<DB>, id: number | null): Promise<UserType | null> {
  if (id === null) return null;
  return (await db.selectFrom('user_types').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** The shared rule of the financial pages (api-client's contract), fed with what the database knows. */
export async function isCommissionEligible(
  db: Kysely<DB>,
  member: MemberRow,
  userType: UserType | null,
): Promise<boolean> {
  if (userType?.value === 'student') return false;
  const codes = await db
    .selectFrom('commission_codes')
    .select('id')
    .where('member_id', '=', member.id)
    .limit(1)
    .execute();
  return commissionRule({
    userType: userType?.value ?? null,
    userTypeStatus: member.user_type_status,
    hasCommissionCodes: codes.length > 0,
  });
}

/** The reason a reviewer gave with the decision the member is looking at (none while Pending or None). */
async function latestReviewNote(db: Kysely<DB>, memberId: number, status: number): Promise<string | null> {
  if (status !== UserTypeStatus.Accepted && status !== UserTypeStatus.Rejected) return null;
  const latest = await db
    .selectFrom('review_decisions')
    .select('note')
    .where('member_id', '=', memberId)
    .orderBy('decided_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return latest?.note ?? null;
}

export async function loadProfile(db: Kysely<DB>, memberId: number): Promise<Profile> {
  const member = await db.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow();
  const userType = await userTypeOf(db, member.user_type_id);
  return {
    id: member.id,
    firstName: member.first_name,
    lastName: member.last_name,
    fullName: `${member.first_name} ${member.last_name}`.trim(),
    mobile: member.mobile,
    nationalCode: member.national_code,
    score: member.balance,
    userType,
    userTypeStatus: member.user_type_status as Profile['userTypeStatus'],
    userTypeInfo: member.user_type_info,
    provinceId: member.province_id,
    cityId: member.city_id,
    resultSeen: member.result_seen,
    reviewNote: await latestReviewNote(db, member.id, member.user_type_status),
    isCommissionEligible: await isCommissionEligible(db, member, userType),
    isStaff: staffRolesOf(member.roles).length > 0,
  };
}

/** 'I noticed': hides the Accepted/Rejected banner; the status itself does not change. */
export async function acknowledgeResult(db: Kysely<DB>, member: MemberRow): Promise<Profile> {
  await db
    .updateTable('members')
    .set({ result_seen: true })
    .where('id', '=', member.id)
    .where('user_type_status', 'in', [UserTypeStatus.Accepted, UserTypeStatus.Rejected])
    .execute();
  return loadProfile(db, member.id);
}
