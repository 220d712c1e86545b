// Start-up stage 2 of 4 (see main.tsx): the product's Chakra system. Built in one go it was the
// longest task of the start-up (~130 ms at 4x CPU, bench/web/profile.mjs); here each of its steps
// (merged configs, six of the token dictionary, the rest) runs in a task of its own.
import { buildSystemStep } from '@clorofil/ui-rtl';

/** Builds the system a step at a time, waiting for `nextTask` (main.tsx's) between the steps. */
export async function buildSystem(nextTask: () => Promise<void>): Promise<void> {
  while (!buildSystemStep()) await nextTask();
}
