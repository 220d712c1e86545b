import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Copies the installed msw's service worker script into `publicDir` (git-ignored) unless an
 * identical copy is already there, and returns the directory for `staticDirs`.
 *
 * Why a copy on every config load instead of a committed file: the worker must match the msw
 * version (msw warns on a mismatch) and our pnpm settings keep msw's postinstall from updating
 * it. Why not `msw/vite`: it derives the worker URL from Vite's `base`, which Storybook sets to
 * './', so its dev middleware never answers. Storybook dev, build and the Vitest plugin all load
 * main.ts, so each of them gets a fresh worker.
 */
export function ensureMswWorker(publicDir: string): string {
  const source = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
  const target = path.join(publicDir, 'mockServiceWorker.js');
  const script = fs.readFileSync(source);
  const current = fs.existsSync(target) ? fs.readFileSync(target) : undefined;
  if (!current?.equals(script)) {
    fs.mkdirSync(publicDir, { recursive: true });
    fs.writeFileSync(target, script);
  }
  return publicDir;
}
