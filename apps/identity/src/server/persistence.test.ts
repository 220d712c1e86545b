import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { refreshTokens, signIn } from '../testing/sign-in-client.js';
import { startTestServer } from '../test-support/test-server.js';

const dataDir = mkdtempSync(join(tmpdir(), 'clorofil-identity-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function jwks(issuer: string) {
  return (await (await fetch(new URL('/jwks', issuer))).json()) as { keys: Array<{ kid: string; d?: string }> };
}

describe('the embedded PGlite folder', () => {
  it('keeps keys, accounts, sessions and refresh tokens across a restart', async () => {
    const first = await startTestServer({ storage: { dataDir } });
    const port = Number(new URL(first.issuer).port);
    const { tokens } = await signIn({ issuer: first.issuer, mobile: '09128880001' });
    const keysBefore = await jwks(first.issuer);
    const account = await first.server.accounts.findByMobile('09128880001');
    await first.server.close();

    const second = await startTestServer({ storage: { dataDir }, port });
    try {
      const keysAfter = await jwks(second.issuer);
      expect(keysAfter.keys.map((k) => k.kid)).toEqual(keysBefore.keys.map((k) => k.kid));
      // The published set never contains private parts.
      expect(keysAfter.keys.every((k) => k.d === undefined)).toBe(true);
      expect((await second.server.accounts.findByMobile('09128880001'))?.id).toBe(account?.id);

      const refreshed = await refreshTokens(second.issuer, tokens.refresh_token ?? '');
      expect(refreshed.status).toBe(200);
      expect(refreshed.body.refresh_token).not.toBe(tokens.refresh_token);
    } finally {
      await second.server.close();
    }
    // Two on-disk PGlite start-ups: slow on a busy machine.
  }, 120_000);
});
