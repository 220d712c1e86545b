import { describe, expect, it } from 'vitest';
import { silentLogger } from '../logger.js';
import { DevOutbox } from './sms-sender.js';

// Browser tests running side by side sign one member in at once. Each sign-in (interaction) has its
// own code; read by number, the latest code could be the other sign-in's, and the code page would
// answer 400.
describe('the development outbox', () => {
  it('gives each sign-in of one number its own code, and the number its latest', async () => {
    const outbox = new DevOutbox(silentLogger);
    await outbox.send('09120000002', '111111', 'first-sign-in');
    await outbox.send('09120000002', '222222', 'second-sign-in');
    expect(outbox.latestFor('09120000002', 'first-sign-in')).toBe('111111');
    expect(outbox.latestFor('09120000002', 'second-sign-in')).toBe('222222');
    expect(outbox.latestFor('09120000002')).toBe('222222');
    // A sign-in's code is never given for another number, nor for a sign-in it does not know.
    expect(outbox.latestFor('09120000003', 'first-sign-in')).toBeUndefined();
    expect(outbox.latestFor('09120000002', 'unknown')).toBeUndefined();
    // A code sent again in the same sign-in replaces its first.
    await outbox.send('09120000002', '333333', 'first-sign-in');
    expect(outbox.latestFor('09120000002', 'first-sign-in')).toBe('333333');
  });

  it('remembers the last thousand sign-ins', async () => {
    const outbox = new DevOutbox(silentLogger);
    for (let i = 0; i <= 1_000; i += 1) await outbox.send('09120000002', String(i).padStart(6, '0'), `sign-in-${i}`);
    expect(outbox.latestFor('09120000002', 'sign-in-0')).toBeUndefined();
    expect(outbox.latestFor('09120000002', 'sign-in-1')).toBe('000001');
    expect(outbox.latestFor('09120000002', 'sign-in-1000')).toBe('001000');
  });
});
