import {
  reviewColumnLabels,
  type ListItem,
  type PendingReview,
  type StudentInfo,
  type TeacherInfo,
} from '@clorofil/api-client';
import { toPersianDigits } from '@clorofil/ui-rtl';
import type { OptionLists } from '../../../api/use-option-lists';

export type DetailRow = { label: string; value: string; ltr?: boolean };

const textOf = (items: readonly ListItem[] | undefined, id: number | null | undefined) =>
  id == null ? '—' : (items?.find((item) => item.id === id)?.text ?? toPersianDigits(String(id)));

/** The submitted type information as label/value rows, ids read through the option lists. */
export function typeDetails(review: PendingReview, lists: OptionLists | undefined): DetailRow[] {
  let info: Partial<StudentInfo & TeacherInfo>;
  try {
    info = JSON.parse(review.userTypeInfo ?? '{}') as Partial<StudentInfo & TeacherInfo>;
  } catch {
    return [];
  }
  const common: DetailRow[] = [
    { label: reviewColumnLabels.schoolName, value: info.schoolName ?? '—' },
    { label: 'نوع مدرسه', value: textOf(lists?.schoolTypes, info.schoolType) },
    { label: 'مقطع', value: textOf(lists?.school_levels, info.schoolLevel) },
  ];
  if (review.userType?.value === 'student') {
    return [
      ...common,
      { label: 'پایه', value: textOf(lists?.school_grades, info.grade) },
      ...(info.field ? [{ label: 'رشته', value: textOf(lists?.school_field, info.field) }] : []),
      { label: 'سال تحصیلی', value: textOf(lists?.education_year, info.educationYear) },
      { label: 'تاریخ تولد', value: toPersianDigits(info.birthDate ?? '—'), ltr: true },
    ];
  }
  return [
    ...common,
    { label: 'درس‌ها', value: (info.lessons ?? []).map((id) => textOf(lists?.school_lessons, id)).join('، ') || '—' },
    { label: 'سابقهٔ تدریس', value: `${toPersianDigits(String(info.yearsOfExperience ?? 0))} سال` },
    { label: 'کد پرسنلی', value: toPersianDigits(info.personnelCode ?? '—'), ltr: true },
    ...(info.schoolPhone ? [{ label: 'تلفن مدرسه', value: toPersianDigits(info.schoolPhone), ltr: true }] : []),
    ...(info.schoolPostalCode
      ? [{ label: 'کد پستی مدرسه', value: toPersianDigits(info.schoolPostalCode), ltr: true }]
      : []),
  ];
}
