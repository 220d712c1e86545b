import {
  fa,
  userTypeInfoSchemas,
  type StudentInfo,
  type TeacherInfo,
  type UpdateProfileRequest,
  type UserTypeValue,
} from '@clorofil/api-client/contract';
import {
  checkStudentBirthDate,
  gradeFitsLevel,
  messageOf,
  rules,
  SCHOOL_LEVEL,
  validationMessages,
} from '@clorofil/rules';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { fieldErrors, invalid } from './errors.js';
import { normalizeInput } from './normalize.js';

export interface CleanProfile {
  firstName: string;
  lastName: string;
  nationalCode: string;
  provinceId: number | null | undefined;
  cityId: number | null | undefined;
  userType?: { id: number; value: UserTypeValue; info: string };
}

type Errors = Record<string, string>;

/**
 * The contract has applied the form's rules (names, national-code checksum, and inside
 * `userTypeInfo` birth date, phone, postal code); this adds what only the server knows: the ids
 * exist and belong together (a grade of its level: @clorofil/rules' `gradeFitsLevel`), and the birth
 * date is not after today and gives a student's age by the server's clock.
 */
export async function validateProfile(db: Kysely<DB>, body: UpdateProfileRequest, now: Date): Promise<CleanProfile> {
  const errors: Errors = {};

  if (body.cityId != null) {
    const city = await db.selectFrom('cities').select('province_id').where('id', '=', body.cityId).executeTakeFirst();
    if (!city || city.province_id !== body.provinceId) errors.cityId = fa.invalidValue;
  }
  if (body.provinceId != null) {
    const province = await db.selectFrom('provinces').select('id').where('id', '=', body.provinceId).executeTakeFirst();
    if (!province) errors.provinceId = fa.invalidValue;
  }

  let userType: CleanProfile['userType'];
  if (body.userTypeId !== undefined && body.userTypeInfo !== undefined) {
    const type = await db.selectFrom('user_types').selectAll().where('id', '=', body.userTypeId).executeTakeFirst();
    if (!type) errors.userTypeId = fa.invalidValue;
    else {
      const info = await validateTypeInfo(db, type.value, body.userTypeInfo, now, errors);
      if (info) userType = { id: type.id, value: type.value, info };
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    nationalCode: body.nationalCode,
    provinceId: body.provinceId,
    cityId: body.cityId,
    ...(userType ? { userType } : {}),
  };
}

async function validateTypeInfo(
  db: Kysely<DB>,
  value: UserTypeValue,
  text: string,
  now: Date,
  errors: Errors,
): Promise<string | undefined> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    errors.userTypeInfo = fa.invalidJson;
    return undefined;
  }
  const parsed = userTypeInfoSchemas[value].safeParse(normalizeInput(raw));
  if (!parsed.success) {
    Object.assign(errors, fieldErrors(parsed.error, 'userTypeInfo'));
    return undefined;
  }
  const lists = new ListChecker(db, errors);
  if (value === 'student') {
    const info = parsed.data as StudentInfo;
    const birth = checkStudentBirthDate(info.birthDate, now);
    if (!birth.valid)
      errors['userTypeInfo.birthDate'] =
        birth.reason === 'age' ? validationMessages.studentAge : messageOf(rules.birthDate, birth.reason);
    await lists.check('school_types', info.schoolType, 'schoolType');
    await lists.check('school_levels', info.schoolLevel, 'schoolLevel');
    await lists.check('school_grades', info.grade, 'grade');
    if (lists.ok && !gradeFitsLevel(info.schoolLevel, info.grade)) lists.fail('grade', validationMessages.gradeOfLevel);
    await lists.check('education_year', info.educationYear, 'educationYear');
    if (info.field != null) {
      // Fields of study exist only in upper secondary school.
      if (info.schoolLevel !== SCHOOL_LEVEL.upperSecondary) lists.fail('field');
      else await lists.check('school_field', info.field, 'field');
    }
    const canonical = { ...info, field: info.field ?? null, birthDate: birth.valid ? birth.value : info.birthDate };
    return lists.ok && birth.valid ? JSON.stringify(canonical) : undefined;
  }
  // Phone and postal code arrive canonical (digits only) from the contract's parse.
  const info = parsed.data as TeacherInfo;
  const canonical: TeacherInfo = { ...info, lessons: [...new Set(info.lessons)] };
  await lists.check('school_types', info.schoolType, 'schoolType');
  await lists.check('school_levels', info.schoolLevel, 'schoolLevel');
  for (const id of info.lessons) await lists.check('school_lessons', id, 'lessons');
  return lists.ok ? JSON.stringify(canonical) : undefined;
}

class ListChecker {
  ok = true;
  constructor(
    private readonly db: Kysely<DB>,
    private readonly errors: Errors,
  ) {}

  async check(list: string, id: number, field: string): Promise<void> {
    const row = await this.db
      .selectFrom('list_items')
      .select('id')
      .where('list', '=', list)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) this.fail(field);
  }

  fail(field: string, message: string = fa.invalidValue): void {
    this.ok = false;
    this.errors[`userTypeInfo.${field}`] ??= message;
  }
}
