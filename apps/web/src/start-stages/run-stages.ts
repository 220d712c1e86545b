// The order of the start-up's stages (main.tsx passes the dynamic imports, which must stay in the
// entry for the build's chunking, vite.config.ts START_STAGES).

/** The stages' modules, imported when their turn comes. */
export type StartStages<App> = {
  /** Stage 1: Chakra's base config and the theme (module-level object literals). */
  chakraConfig: () => Promise<unknown>;
  /** Stage 2: the Chakra system, built a step at a time (system.ts). */
  system: () => Promise<{ buildSystem: (nextTask: () => Promise<void>) => Promise<void> }>;
  /** Stage 3: the libraries the app is built on (React, React DOM, the router, Emotion). */
  libraries: () => Promise<unknown>;
  /** Stage 4: everything else of the app. */
  app: () => Promise<App>;
};

/**
 * Evaluates the stages in order, each in a task of its own: a browser evaluates a dynamically
 * imported module graph in one go, and on a phone the whole graph was one task of ~250 ms (at 4x
 * CPU, bench/web/profile.mjs) during which the page answered nothing. `nextTask` resolves in a
 * later task (next-task.ts); the system's build waits for it between its own steps too.
 */
export async function runStages<App>(stages: StartStages<App>, nextTask: () => Promise<void>): Promise<App> {
  await stages.chakraConfig();
  await nextTask();
  const { buildSystem } = await stages.system();
  await nextTask();
  await buildSystem(nextTask);
  await nextTask();
  await stages.libraries();
  await nextTask();
  const app = await stages.app();
  // The app's first work (its boot) starts in a task of its own, not in the one that evaluated it.
  await nextTask();
  return app;
}
