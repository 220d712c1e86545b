import { paths } from '@clorofil/app-kit';

/** This feature's addresses. They are written in app-kit's `paths`, the one addresses module. */
export const scoresPaths = {
  home: paths.scores,
  /** The operators' missions (console). */
  missions: paths.operator.missions,
  newMission: paths.operator.newMission,
  mission: paths.operator.mission,
  missionPattern: paths.patterns.operatorMission,
  /** The points liability (console, finance and admin). */
  liability: paths.operator.liability,
  /** The fraud signals (console, finance and admin), each member linked to their page. */
  signals: paths.operator.signals,
  member: paths.operator.member,
  /** The club's activity per day, in charts (console, finance and admin). */
  activity: paths.operator.activity,
} as const;
