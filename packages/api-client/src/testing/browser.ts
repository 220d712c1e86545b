import type { AnyHandler } from 'msw';
import type { SetupWorker, StartOptions } from 'msw/browser';

export * from './shared.js';

let started: Promise<SetupWorker> | undefined;

export type MockWorkerOptions = Pick<StartOptions, 'onUnhandledFrame' | 'serviceWorker'>;

/**
 * The club API in the browser (Storybook), registered once per page: later callers get the same
 * worker and swap its handlers. It starts with none, so a story only answers what it declares.
 */
export function startMockWorker(options: MockWorkerOptions = {}): Promise<SetupWorker> {
  started ??= (async () => {
    const { setupWorker } = await import('msw/browser');
    const worker = setupWorker();
    await worker.start({ quiet: true, ...options });
    return worker;
  })();
  return started;
}

/** Replaces the worker's handlers with `handlers` (never inheriting a previous story's). */
export async function applyMockHandlers(
  handlers: readonly AnyHandler[],
  options?: MockWorkerOptions,
): Promise<SetupWorker> {
  const worker = await startMockWorker(options);
  // Never `resetHandlers(...handlers)`: with arguments it replaces the worker's initial list,
  // so a later story without handlers would inherit this one's.
  worker.resetHandlers();
  worker.use(...handlers);
  return worker;
}
