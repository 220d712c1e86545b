/** SPEC §1 / §9: how clorofil is earned. */
export const CLUB_RULES = {
  tomanPerPoint: 10_000,
  returnWindowDays: 7,
  pointsPerSurvey: 5,
} as const;
