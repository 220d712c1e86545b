import type { Profile, StudentInfo, TeacherInfo, UpdateProfileRequest, UserType } from '@clorofil/api-client';
import { toPersianDigits } from '@clorofil/ui-rtl';
import { castForSubmit, gradeFitsLevel } from '@clorofil/rules';
import { profileFormSchema, UPPER_SECONDARY_LEVEL } from './profile-schema';

type Choice = number | '';

/**
 * One flat object for both type forms, so switching the type back and forth keeps what the
 * member typed. Selects hold an id or '' (placeholder); numeric inputs hold Latin digits.
 */
export type ProfileFormValues = {
  userTypeId: Choice;
  firstName: string;
  lastName: string;
  nationalCode: string;
  provinceId: Choice;
  cityId: Choice;
  schoolName: string;
  schoolType: Choice;
  schoolLevel: Choice;
  grade: Choice;
  field: Choice;
  educationYear: Choice;
  birthDate: string;
  lessons: number[];
  yearsOfExperience: string;
  personnelCode: string;
  schoolPhone: string;
  schoolPostalCode: string;
};

function parseInfo(profile: Profile): Partial<StudentInfo & TeacherInfo> {
  if (!profile.userTypeInfo) return {};
  try {
    return JSON.parse(profile.userTypeInfo) as Partial<StudentInfo & TeacherInfo>;
  } catch {
    return {};
  }
}

/** What the form starts with: the saved profile, including the saved type's information. */
export function initialValues(profile: Profile): ProfileFormValues {
  const info = parseInfo(profile);
  return {
    userTypeId: profile.userType?.id ?? '',
    firstName: profile.firstName,
    lastName: profile.lastName,
    nationalCode: profile.nationalCode,
    provinceId: profile.provinceId ?? '',
    cityId: profile.cityId ?? '',
    schoolName: info.schoolName ?? '',
    schoolType: info.schoolType ?? '',
    schoolLevel: info.schoolLevel ?? '',
    // A saved grade of another level (stored before the rule) starts empty, for the member to choose again.
    grade:
      info.grade !== undefined && info.schoolLevel !== undefined && gradeFitsLevel(info.schoolLevel, info.grade)
        ? info.grade
        : '',
    field: info.field ?? '',
    educationYear: info.educationYear ?? '',
    // Shown as the member would type it; the schema's cast sends Latin digits.
    birthDate: toPersianDigits(info.birthDate ?? ''),
    lessons: info.lessons ?? [],
    yearsOfExperience: info.yearsOfExperience === undefined ? '' : String(info.yearsOfExperience),
    personnelCode: info.personnelCode ?? '',
    schoolPhone: info.schoolPhone ?? '',
    schoolPostalCode: info.schoolPostalCode ?? '',
  };
}

type Cast = Record<string, unknown>;

function typeInfo(type: UserType['value'], v: Cast): StudentInfo | TeacherInfo {
  if (type === 'student') {
    return {
      schoolName: v.schoolName as string,
      schoolType: v.schoolType as number,
      schoolLevel: v.schoolLevel as number,
      grade: v.grade as number,
      field: v.schoolLevel === UPPER_SECONDARY_LEVEL ? ((v.field as number | undefined) ?? null) : null,
      educationYear: v.educationYear as number,
      birthDate: v.birthDate as string,
    };
  }
  const lessons = [...new Set(v.lessons as number[])].sort((a, b) => a - b);
  return {
    schoolName: v.schoolName as string,
    schoolType: v.schoolType as number,
    schoolLevel: v.schoolLevel as number,
    lessons,
    yearsOfExperience: Number(v.yearsOfExperience),
    personnelCode: v.personnelCode as string,
    ...(v.schoolPhone ? { schoolPhone: v.schoolPhone as string } : {}),
    ...(v.schoolPostalCode ? { schoolPostalCode: v.schoolPostalCode as string } : {}),
  };
}

/** The normalised request: the schema's cast (Latin digits, canonical codes), type information as JSON. */
function requestOf(values: ProfileFormValues, types: readonly UserType[], stored = false): UpdateProfileRequest {
  const type = types.find((candidate) => candidate.id === values.userTypeId);
  const schema = profileFormSchema(type?.value);
  // The stored profile may be incomplete (a new member has no province yet): normalise it for
  // comparison without asserting; what is sent is the validated form's cast.
  const v = (
    stored ? schema.cast(values, { stripUnknown: true, assert: false }) : castForSubmit(schema, values)
  ) as Cast;
  return {
    firstName: v.firstName as string,
    lastName: v.lastName as string,
    nationalCode: v.nationalCode as string,
    provinceId: v.provinceId as number,
    cityId: v.cityId as number,
    ...(type ? { userTypeId: type.id, userTypeInfo: JSON.stringify(typeInfo(type.value, v)) } : {}),
  };
}

export type SaveDecision = { kind: 'unchanged' } | { kind: 'save'; body: UpdateProfileRequest; typeChanged: boolean };

/**
 * SPEC §5: nothing changed against the stored profile means no request. The type information
 * travels only when it changed, because the server sends new type information to review.
 */
export function decideSave(values: ProfileFormValues, profile: Profile, types: readonly UserType[]): SaveDecision {
  const before = requestOf(initialValues(profile), types, true);
  const after = requestOf(values, types);
  const typeSame = after.userTypeId === before.userTypeId && after.userTypeInfo === before.userTypeInfo;
  if (typeSame && JSON.stringify({ ...after }) === JSON.stringify({ ...before })) return { kind: 'unchanged' };
  const { userTypeId, userTypeInfo, ...rest } = after;
  const body = typeSame || userTypeId === undefined ? rest : { ...rest, userTypeId, userTypeInfo };
  const typeChanged = profile.userType !== null && userTypeId !== undefined && userTypeId !== profile.userType.id;
  return { kind: 'save', body: body as UpdateProfileRequest, typeChanged };
}

/** The server's field errors (`userTypeInfo.grade`) as the form's field names (`grade`). */
export function formErrorsOf(fieldErrors: Record<string, string> | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(fieldErrors ?? {})) errors[key.replace(/^userTypeInfo\./, '')] = message;
  return errors;
}
