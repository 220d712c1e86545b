import { getActivityReport, getPointsLiability } from '@clorofil/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** The club's numbers, apart from every member key (a member never reads these). */
const reportKeys = {
  all: ['staff', 'reports'] as const,
  liability: (on: string) => [...reportKeys.all, 'liability', on] as const,
  activity: (days: number) => [...reportKeys.all, 'activity', days] as const,
};

export const reportQueries = {
  /** `on`: a Jalali day with Latin digits (`1405/09/13`), '' for today. */
  liability: (on: string) =>
    queryOptions({
      queryKey: reportKeys.liability(on),
      queryFn: ({ signal }) => getPointsLiability(on ? { on } : {}, { signal }),
      placeholderData: keepPreviousData,
    }),
  /** The last `days` Tehran days of points issued, spent and members active. */
  activity: (days: number) =>
    queryOptions({
      queryKey: reportKeys.activity(days),
      queryFn: ({ signal }) => getActivityReport({ days }, { signal }),
      placeholderData: keepPreviousData,
    }),
};
