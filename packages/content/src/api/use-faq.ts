import { getFaq, useApiQuery, type ApiQueryResult, type FaqItem } from '@clorofil/api-client';

export function useFaq(): ApiQueryResult<FaqItem[]> {
  return useApiQuery('content-faq', (signal) => getFaq({ signal }));
}
