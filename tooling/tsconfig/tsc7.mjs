#!/usr/bin/env node
// `tsc7 --noEmit`: every package's `typecheck`, run by TypeScript 7's native compiler (the catalog's
// `typescript7`), with the same tsconfig files and the same checks as the TypeScript 6 that lint,
// tsup and editors use through its API. Single-threaded unless told otherwise (`--checkers N`):
// turbo already runs a task per core, and multi-threaded checkers running side by side on the same
// cores only compete with one another and take longer in all.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
if (!args.some((arg) => arg === '--singleThreaded' || arg === '--checkers')) process.argv.push('--singleThreaded');
const require = createRequire(import.meta.url);
const typescript7 = path.dirname(require.resolve('typescript7/package.json'));
// TypeScript 7's own launcher: finds the platform's binary and runs it with process.argv.slice(2).
await import(pathToFileURL(path.join(typescript7, 'lib/tsc.js')).href);
