import { clorofilTest } from '@clorofil/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

// PGlite compiles its WASM per test file and the concurrency suite starts a PostgreSQL server,
// both of which take longer than the default hook timeout on a shared machine. The databases the
// tests copy are made once per run (src/test/support/global-setup.ts).
//
// The test files share each worker's modules (isolate: false): every file starts its own app on its
// own database copy and nothing in src/ keeps state between apps at module level (a WeakMap keyed
// by tokens, a cache of statement names, the wheel's day key by minute), so a file only paid to
// evaluate Fastify, Kysely, jose and PGlite's runtime again (about a third of the suite's time).
//
// Each worker is a process of its own (`forks`), not a thread: V8 keeps one registry of the
// WebAssembly code pages per process, and PGlite instances created and freed in several threads of
// one process race it until V8 aborts the process (`Check failed: jit_page_->allocations_.erase(addr)
// == 1`, nodejs/node#64500). A process per worker costs the suite no more time than a thread.
export default defineConfig(
  mergeConfig(clorofilTest({ environment: 'node', testTimeout: 60000, isolate: false }), {
    test: { pool: 'forks', hookTimeout: 180000, globalSetup: ['src/test/support/global-setup.ts'] },
  }),
);
