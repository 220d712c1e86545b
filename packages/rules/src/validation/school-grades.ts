// Which grades belong to which school level. The ids are those of the option lists
// `school_levels` and `school_grades` (GET /api/Profile/Items/…): they are stored inside members'
// type information and never change, so the pairing is a rule like any other, written once here
// for the form (which offers a level's grades only) and the API (which refuses a mismatched pair).

export const SCHOOL_LEVEL = { primary: 1, lowerSecondary: 2, upperSecondary: 3 } as const;

const GRADES_OF_LEVEL: Readonly<Record<number, readonly number[]>> = {
  [SCHOOL_LEVEL.primary]: [1, 2, 3, 4, 5, 6],
  [SCHOOL_LEVEL.lowerSecondary]: [7, 8, 9],
  [SCHOOL_LEVEL.upperSecondary]: [10, 11, 12],
};

/** The grade ids a level offers; none for an unknown level. */
export function gradesOfLevel(level: number | '' | null | undefined): readonly number[] {
  return typeof level === 'number' ? (GRADES_OF_LEVEL[level] ?? []) : [];
}

/** The level a grade belongs to, or undefined for an unknown grade. */
export function levelOfGrade(grade: number): number | undefined {
  const entry = Object.entries(GRADES_OF_LEVEL).find(([, grades]) => grades.includes(grade));
  return entry ? Number(entry[0]) : undefined;
}

export function gradeFitsLevel(level: number, grade: number): boolean {
  return gradesOfLevel(level).includes(grade);
}
