// Option lists behind the profile form: GET /api/Profile/UserTypes, /api/Profile/SchoolTypes and
// /api/Profile/Items/{key}. Ids are stored inside members' userTypeInfo, so they never change.
import { levelOfGrade, SCHOOL_LEVEL } from '@clorofil/rules';

export type ProfileItem = { id: number; text: string; parentId?: number };
export type ProfileItemKey = 'school_levels' | 'school_grades' | 'school_lessons' | 'education_year' | 'school_field';
export type UserTypeValue = 'student' | 'teacher';
export type UserTypeItem = { id: number; text: string; value: UserTypeValue };

export const userTypes: readonly UserTypeItem[] = [
  { id: 1, text: 'دانش‌آموز', value: 'student' },
  { id: 2, text: 'معلم', value: 'teacher' },
];

export const schoolTypes: readonly ProfileItem[] = [
  { id: 1, text: 'دولتی' },
  { id: 2, text: 'غیردولتی' },
  { id: 3, text: 'نمونه دولتی' },
  { id: 4, text: 'استعدادهای درخشان' },
  { id: 5, text: 'شاهد' },
  { id: 6, text: 'هیئت‌امنایی' },
];

const gradeNames = ['اول', 'دوم', 'سوم', 'چهارم', 'پنجم', 'ششم', 'هفتم', 'هشتم', 'نهم', 'دهم', 'یازدهم', 'دوازدهم'];

export const profileItems: Readonly<Record<ProfileItemKey, readonly ProfileItem[]>> = {
  school_levels: [
    { id: SCHOOL_LEVEL.primary, text: 'ابتدایی' },
    { id: SCHOOL_LEVEL.lowerSecondary, text: 'متوسطه اول' },
    { id: SCHOOL_LEVEL.upperSecondary, text: 'متوسطه دوم' },
  ],
  // parentId records each grade's level (the pairing rule is @clorofil/rules' gradesOfLevel).
  school_grades: gradeNames.map((name, i) => ({ id: i + 1, text: `پایه ${name}`, parentId: levelOfGrade(i + 1) })),
  school_lessons: [
    'ریاضی',
    'علوم تجربی',
    'فیزیک',
    'شیمی',
    'زیست‌شناسی',
    'ادبیات فارسی',
    'نگارش',
    'عربی',
    'زبان انگلیسی',
    'دین و زندگی',
    'مطالعات اجتماعی',
    'تاریخ',
    'جغرافیا',
    'هندسه',
    'حسابان',
    'آمار و احتمال',
    'فلسفه و منطق',
    'تفکر و سبک زندگی',
    'کار و فناوری',
    'هنر',
  ].map((text, i) => ({ id: i + 1, text })),
  education_year: [
    { id: 1, text: '۱۴۰۳-۱۴۰۴' },
    { id: 2, text: '۱۴۰۴-۱۴۰۵' },
    { id: 3, text: '۱۴۰۵-۱۴۰۶' },
  ],
  // Fields apply only to the upper-secondary level; younger students leave this empty.
  school_field: [
    { id: 1, text: 'ریاضی و فیزیک' },
    { id: 2, text: 'علوم تجربی' },
    { id: 3, text: 'علوم انسانی' },
    { id: 4, text: 'معارف اسلامی' },
    { id: 5, text: 'فنی و حرفه‌ای' },
    { id: 6, text: 'کاردانش' },
  ],
};

export const profileItemKeys = Object.keys(profileItems) as ProfileItemKey[];

/** The extra information of a student, stored by the API as the JSON string userTypeInfo. */
export type StudentInfo = {
  schoolName: string;
  schoolType: number;
  schoolLevel: number;
  grade: number;
  field: number | null;
  educationYear: number;
};

/** The extra information of a teacher, stored by the API as the JSON string userTypeInfo. */
export type TeacherInfo = {
  schoolName: string;
  schoolType: number;
  schoolLevel: number;
  lessons: number[];
  yearsOfExperience: number;
  personnelCode: string;
};
