// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { studentBirthDateSchema } from './fields';
import { validationMessages as m } from './messages';
import { gradeFitsLevel, gradesOfLevel, levelOfGrade, SCHOOL_LEVEL } from './school-grades';
import { ageOn, checkStudentBirthDate, STUDENT_AGE } from './student-age';

// "Today" for these tests: 1404/5/10 in Tehran (2025-08-01).
const NOW = new Date('2025-08-01T08:00:00Z');

describe('grades of a school level', () => {
  it('gives each level its own grades and nothing else', () => {
    expect(gradesOfLevel(SCHOOL_LEVEL.primary)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(gradesOfLevel(SCHOOL_LEVEL.lowerSecondary)).toEqual([7, 8, 9]);
    expect(gradesOfLevel(SCHOOL_LEVEL.upperSecondary)).toEqual([10, 11, 12]);
    expect(gradesOfLevel('')).toEqual([]);
    expect(gradesOfLevel(99)).toEqual([]);
  });

  it('accepts a fitting pair and refuses a mismatched one', () => {
    expect(gradeFitsLevel(1, 3)).toBe(true);
    expect(gradeFitsLevel(1, 8)).toBe(false);
    expect(gradeFitsLevel(3, 3)).toBe(false);
    expect(gradeFitsLevel(2, 9)).toBe(true);
    expect([1, 7, 12].map(levelOfGrade)).toEqual([1, 2, 3]);
    expect(levelOfGrade(13)).toBeUndefined();
  });
});

describe("a student's birth date", () => {
  it('counts whole years to Tehran today', () => {
    expect(ageOn({ year: 1394, month: 5, day: 10 }, NOW)).toBe(10);
    expect(ageOn({ year: 1394, month: 5, day: 11 }, NOW)).toBe(9);
  });

  it(`accepts ${STUDENT_AGE.min} to ${STUDENT_AGE.max} years and refuses younger or older with 'age'`, () => {
    expect(checkStudentBirthDate('۱۳۸۸/۴/۱۲', NOW)).toEqual({ valid: true, value: '1388/04/12' });
    expect(checkStudentBirthDate('1399/05/10', NOW)).toEqual({ valid: true, value: '1399/05/10' });
    expect(checkStudentBirthDate('1399/05/11', NOW)).toEqual({ valid: false, reason: 'age' });
    expect(checkStudentBirthDate('1378/05/11', NOW)).toEqual({ valid: true, value: '1378/05/11' });
    expect(checkStudentBirthDate('1378/05/10', NOW)).toEqual({ valid: false, reason: 'age' });
    // The plain birth-date failures come first.
    expect(checkStudentBirthDate('1388/13/1', NOW)).toEqual({ valid: false, reason: 'range' });
    expect(checkStudentBirthDate('88-4-12', NOW)).toEqual({ valid: false, reason: 'format' });
  });

  it('the form schema says the age range in Persian, after the format message', async () => {
    await expect(studentBirthDateSchema.validate('1360/1/1')).rejects.toThrow(m.studentAge);
    await expect(studentBirthDateSchema.validate('88-4-12')).rejects.toThrow(m.birthDate);
    expect(m.studentAge).toContain('۵ تا ۲۵');
  });
});
