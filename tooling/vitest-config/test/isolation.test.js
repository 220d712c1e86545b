// The preset's isolation contract: component (jsdom) packages share a worker's modules across test
// files (the speed-up of this preset), node packages — servers with module-level state per file —
// evaluate them again for each file, and a package can choose either way (identity's jsdom project
// starts a provider per file and opts back in with `isolate: true`). A component package's files
// share one worker; a server's files are split between two.
import { describe, expect, it } from 'vitest';
import { clorofilTest } from '../index.js';

describe('clorofilTest isolation', () => {
  it('shares modules across files in jsdom and isolates them in node', () => {
    expect(clorofilTest().test.isolate).toBe(false);
    expect(clorofilTest({ environment: 'jsdom' }).test.isolate).toBe(false);
    expect(clorofilTest({ environment: 'node' }).test.isolate).toBe(true);
  });

  it('runs a component package in one worker and a server in two', () => {
    expect(clorofilTest().test.maxWorkers).toBe(1);
    expect(clorofilTest({ environment: 'node' }).test.maxWorkers).toBe(2);
    expect(clorofilTest({ maxWorkers: 2 }).test.maxWorkers).toBe(2);
  });

  it('lets a package choose', () => {
    expect(clorofilTest({ isolate: true }).test.isolate).toBe(true);
    expect(clorofilTest({ environment: 'node', isolate: false }).test.isolate).toBe(false);
  });
});
