import { getPointsLiability } from '@clorofil/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** The club's numbers, apart from every member key (a member never reads these). */
const reportKeys = {
  all: ['staff', 'reports'] as const,
  liability: (on: string) => [...reportKeys.all, 'liability', on] as const,
};

export const reportQueries = {
  /** `on`: a Jalali day with Latin digits (`1405/09/13`), '' for today. */
  liability: (on: string) =>
    queryOptions({
      queryKey: reportKeys.liability(on),
      queryFn: ({ signal }) => getPointsLiability(on ? { on } : {}, { signal }),
      placeholderData: keepPreviousData,
    }),
};
