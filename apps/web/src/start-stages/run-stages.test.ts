import { describe, expect, it } from 'vitest';
import { runStages } from './run-stages';

describe('the start-up stages', () => {
  it('evaluates each stage and each step of the system in a task of its own, in order, and hands the app over in a task of its own', async () => {
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
        libraries: () => {
          log.push('libraries');
          return Promise.resolve({});
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
      'libraries',
      'task',
      'app',
      'task',
    ]);
  });
});
