// The servers as a deployment runs them: separate Node processes started from source (as
// `pnpm --filter @clorofil/api start` does), so that a test can kill, stop or freeze one of them
// while the others go on.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface ServerProcess {
  readonly name: string;
  readonly origin: string;
  /** Everything the process printed, for assertions on what it logged and for failure reports. */
  readonly output: string[];
  /** Whether the process is still running (a crash or a kill ends it). */
  alive(): boolean;
  /** The exit code or signal once it ended. */
  readonly ended: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL after a few seconds; resolves once the process is gone. */
  stop(): Promise<void>;
}

/** Starts `apps/<app>/src/main.ts` with `env` and resolves once `readyPath` answers 200. */
export async function startServer(options: {
  name: string;
  app: 'api' | 'identity';
  port: number;
  env: Record<string, string>;
  readyPath: string;
  readyWithinMs?: number;
}): Promise<ServerProcess> {
  const origin = `http://127.0.0.1:${options.port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=@clorofil/source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: `${ROOT}apps/${options.app}`,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        HOST: '127.0.0.1',
        PORT: String(options.port),
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString('utf8'));
    if (output.length > 2_000) output.splice(0, output.length - 2_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let running = true;
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      running = false;
      resolve({ code, signal });
    });
  });
  const server: ServerProcess = {
    name: options.name,
    origin,
    output,
    alive: () => running,
    ended,
    signal: (signal) => {
      if (running) child.kill(signal);
    },
    stop: async () => {
      if (!running) return;
      child.kill('SIGCONT');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await ended;
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + (options.readyWithinMs ?? 60_000);
  for (;;) {
    if (!running) throw new Error(`${options.name} exited before it was ready:\n${output.join('')}`);
    if (await answers(`${origin}${options.readyPath}`, 200)) return server;
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(
        `${options.name} was not ready within ${options.readyWithinMs ?? 60_000} ms:\n${output.join('')}`,
      );
    }
    await sleep(100);
  }
}

/** Whether `url` answers `status` within a second. */
export async function answers(url: string, status: number): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    await response.body?.cancel();
    return response.status === status;
  } catch {
    return false;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds; fails with `what` after `withinMs`. Resolves with the time it took. */
export async function eventually(what: string, check: () => Promise<boolean>, withinMs = 10_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`${what}: not within ${withinMs} ms`);
    await sleep(50);
  }
}
