import { getFraudSignals } from '@clorofil/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const signalQueries = {
  /** The fraud signals of the last `days` days; kept apart from every member key. */
  signals: (days: number) =>
    queryOptions({
      queryKey: ['staff', 'reports', 'signals', days] as const,
      queryFn: ({ signal }) => getFraudSignals({ days }, { signal }),
      placeholderData: keepPreviousData,
    }),
};
