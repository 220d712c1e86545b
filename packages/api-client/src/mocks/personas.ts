import type { Profile } from '../contract/index.js';
import { studentInfo, teacherInfo } from './fixtures/profile.js';

/** Who is looking: the demo members of apps/api's seed, plus a visitor nobody signed in as. */
export type Persona = 'visitor' | 'student' | 'partner' | 'newMember' | 'reviewer';
export type MemberPersona = Exclude<Persona, 'visitor'>;

export const memberPersonas = [
  'student',
  'partner',
  'newMember',
  'reviewer',
] as const satisfies readonly MemberPersona[];

/** The seed's mobile numbers, which the identity provider puts in the `PhoneNumber` claim. */
export const personaMobiles: Record<MemberPersona, string> = {
  student: '09120000001',
  partner: '09120000002',
  newMember: '09120000003',
  reviewer: '09129999999',
};

const base = {
  resultSeen: true,
  reviewNote: null,
  isCommissionEligible: false,
  isStaff: false,
} as const;

/**
 * What `GET /api/Profile` answers for each persona, as the seed creates them: the approved
 * student with 1,250 clorofil, the commission partner (an approved teacher), the member who
 * just joined and the reviewer.
 */
export const personaProfiles: Record<MemberPersona, Profile> = {
  student: {
    ...base,
    id: 1,
    firstName: 'امیرحسین',
    lastName: 'محمدی',
    fullName: 'امیرحسین محمدی',
    mobile: personaMobiles.student,
    nationalCode: '0072145366',
    score: 1250,
    userType: { id: 1, text: 'دانش‌آموز', value: 'student' },
    userTypeStatus: 20,
    userTypeInfo: JSON.stringify(studentInfo),
    provinceId: 8,
    cityId: 801,
  },
  partner: {
    ...base,
    id: 2,
    firstName: 'مریم',
    lastName: 'حسینی',
    fullName: 'مریم حسینی',
    mobile: personaMobiles.partner,
    nationalCode: '0448123797',
    score: 0,
    userType: { id: 2, text: 'معلم', value: 'teacher' },
    userTypeStatus: 20,
    userTypeInfo: JSON.stringify(teacherInfo),
    provinceId: 4,
    cityId: 401,
    isCommissionEligible: true,
  },
  newMember: {
    ...base,
    resultSeen: false,
    id: 3,
    firstName: '',
    lastName: '',
    fullName: '',
    mobile: personaMobiles.newMember,
    nationalCode: '',
    score: 0,
    userType: null,
    userTypeStatus: 0,
    userTypeInfo: null,
    provinceId: null,
    cityId: null,
  },
  reviewer: {
    ...base,
    id: 6,
    firstName: 'فاطمه',
    lastName: 'نوری',
    fullName: 'فاطمه نوری',
    mobile: personaMobiles.reviewer,
    nationalCode: '0023657189',
    score: 0,
    userType: null,
    userTypeStatus: 0,
    userTypeInfo: null,
    provinceId: 8,
    cityId: 801,
    isStaff: true,
  },
};

export function isMemberPersona(persona: Persona): persona is MemberPersona {
  return persona !== 'visitor';
}
