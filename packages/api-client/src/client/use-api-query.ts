import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, apiErrorMessages, isAbortError } from './api-error.js';

export type ApiQueryState<T> =
  | { status: 'loading'; data: T | undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: T | undefined; error: ApiError };

export type ApiQueryResult<T> = ApiQueryState<T> & {
  /** Loads again (the «try again» button); the previous request is cancelled. */
  reload: () => void;
};

function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError({ kind: 'http', status: 0, message: apiErrorMessages.unknown, cause: error });
}

/**
 * Loads data for a component and cancels the request when the component unmounts or `key`
 * changes, so a late answer never lands on a screen that has moved on.
 *
 * ```tsx
 * const rewards = useApiQuery('rewards', (signal) => getRewards({ signal }));
 * const detail = useApiQuery(id ? `commission:${id}` : null, (signal) => getCommissionDetail(id, { signal }));
 * ```
 * `key` names what is loaded: a new key loads again; `null` waits (e.g. until the profile is known).
 * The loader may change between renders; only `key` decides when to load.
 */
export function useApiQuery<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): ApiQueryResult<T> {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [round, setRound] = useState(0);
  const [state, setState] = useState<ApiQueryState<T>>({ status: 'loading', data: undefined, error: undefined });

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data, error: undefined }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data, error: undefined });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        setState((previous) => ({ status: 'error', data: previous.data, error: asApiError(error) }));
      },
    );
    return () => controller.abort();
  }, [key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, reload };
}
