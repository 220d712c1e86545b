import { Profiler, type ReactElement } from 'react';

/**
 * `ui` inside a React Profiler that calls `probe` after each commit of it and keeps what it returned:
 * what the screen showed, commit by commit. A render that must come in a deferred render of its own
 * (useDeferredValue: a transition React renders in slices, not the synchronous update an answer or
 * a store brings) shows up as a commit with the new state on hand and the heavy part not yet there.
 */
export function withCommitLog<T>(ui: ReactElement, probe: () => T): { ui: ReactElement; log: T[] } {
  const log: T[] = [];
  return {
    ui: (
      <Profiler id="commit-log" onRender={() => log.push(probe())}>
        {ui}
      </Profiler>
    ),
    log,
  };
}
