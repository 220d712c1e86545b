import { describe, expect, it } from 'vitest';
import { runStages } from './run-stages';

describe('the start-up stages', () => {
  it('evaluates each stage and each step of the system in a task of its own, in order', async () => {
    const log: string[] = [];
    const nextTask = () => {
      log.push('task');
      return new Promise<void>((resolve) => setTimeout(resolve, 0));
    };
    const app = await runStages(
      {
        chakraConfig: () => {
          log.push('chakra-config');
          return Promise.resolve({});
        },
        system: () => {
          log.push('system');
          return Promise.resolve({
            // Three steps, as ui-rtl's build (system.ts waits between them with the task it is given).
            buildSystem: async (wait: () => Promise<void>) => {
              for (const step of ['configs', 'tokens', 'rest']) {
                if (step !== 'configs') await wait();
                log.push(`system:${step}`);
              }
            },
          });
        },
        app: () => {
          log.push('app');
          return Promise.resolve('the app');
        },
      },
      nextTask,
    );
    expect(app).toBe('the app');
    expect(log).toEqual([
      'chakra-config',
      'task',
      'system',
      'task',
      'system:configs',
      'task',
      'system:tokens',
      'task',
      'system:rest',
      'task',
      'app',
    ]);
  });

  it('builds the real system in more than one task before the app is imported', async () => {
    let tasks = 0;
    let systemBuilt: boolean | undefined;
    await runStages(
      {
        chakraConfig: () => import('./chakra-config'),
        system: () => import('./system'),
        app: async () => {
          // getSystem() would build whatever is left; by now nothing should be.
          const { buildSystemStep } = await import('@clorofil/ui-rtl');
          systemBuilt = buildSystemStep();
        },
      },
      () => {
        tasks += 1;
        return new Promise<void>((resolve) => setTimeout(resolve, 0));
      },
    );
    expect(systemBuilt).toBe(true);
    // One after each stage and one between each two of the system's three steps.
    expect(tasks).toBe(5);
  });
});
