import type { ApiError } from '@clorofil/api-client';

/** 404, or 400 for a slug the API refuses outright (too long): either way no such page. */
export function isUnknownPage(error: ApiError | undefined): boolean {
  return error?.kind === 'http' && (error.status === 404 || error.status === 400);
}
