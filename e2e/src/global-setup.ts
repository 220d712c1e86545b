// Vitest globalSetup: one stack for the whole run, its origins handed to the tests by `inject`.
import type { TestProject } from 'vitest/node';
import './support/origins.js';
import { startStack, attachToRunningStack, type StackOrigins } from './support/stack.js';

// Dedicated ports, so a run never meets a developer's `./scripts/start.sh` on 5173/5080/5090;
// E2E_PORT_OFFSET moves them, so two checkouts on one machine can run their suites side by side.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const origins: StackOrigins = {
  web: `http://127.0.0.1:${15173 + offset}`,
  api: `http://127.0.0.1:${15080 + offset}`,
  issuer: `http://127.0.0.1:${15090 + offset}`,
};

export default async function setup(project: TestProject) {
  const started = Date.now();
  // E2E_RUNNING_STACK=1: test a stack someone already started on these ports (debugging).
  const stack = process.env.E2E_RUNNING_STACK === '1' ? await attachToRunningStack(origins) : await startStack(origins);
  console.log(`[e2e] stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s (web ${origins.web})`);
  project.provide('stack', stack.origins);
  return async () => {
    await stack.stop();
  };
}
