import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const tsc7 = path.resolve(import.meta.dirname, '../tsc7.mjs');
const base = path.resolve(import.meta.dirname, '../base.json');
const scratch = mkdtempSync(path.join(tmpdir(), 'clorofil-tsc7-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A project of one file on the workspace's base settings, checked the way `typecheck` runs. */
async function check(name, source) {
  const dir = path.join(scratch, name);
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ extends: base, include: ['*.ts'] }));
  writeFileSync(path.join(dir, 'index.ts'), source);
  try {
    const { stdout } = await run(process.execPath, [tsc7, '--noEmit', '-p', dir]);
    return { code: 0, output: stdout, files: readdirSync(dir) };
  } catch (error) {
    return { code: error.code, output: `${error.stdout}${error.stderr}`, files: readdirSync(dir) };
  }
}

describe('tsc7 (every package’s typecheck)', () => {
  it('is TypeScript 7', async () => {
    const { stdout } = await run(process.execPath, [tsc7, '--version']);
    expect(stdout).toMatch(/^Version 7\./);
  });

  it('passes a project without errors and writes nothing', async () => {
    const result = await check('clean', 'export const digits: readonly number[] = [1, 2, 3];\n');
    expect(result).toEqual({ code: 0, output: '', files: ['index.ts', 'tsconfig.json'] });
  });

  it('fails with the error, under the workspace’s strict settings', async () => {
    // noUncheckedIndexedAccess (base.json): an element of an array may be missing.
    const result = await check('strict', 'const list: number[] = [];\nexport const first: number = list[0];\n');
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      "index.ts(2,14): error TS2322: Type 'number | undefined' is not assignable to type 'number'.",
    );
  });
});
