import { getPage, useApiQuery, type ApiQueryResult, type Page } from '@clorofil/api-client';

/** One content page by its (decoded) slug; a new slug loads again and cancels the old request. */
export function usePage(slug: string): ApiQueryResult<Page> {
  return useApiQuery(`content-page:${slug}`, (signal) => getPage(slug, { signal }));
}
