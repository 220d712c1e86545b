import { accessSync, constants } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chromiumPath } from '../chromium.js';

describe('the test browser', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is $CHROMIUM_PATH when it is set', () => {
    vi.stubEnv('CHROMIUM_PATH', '/opt/some/chromium');
    expect(chromiumPath()).toBe('/opt/some/chromium');
  });

  it("is otherwise Debian's headless shell or Chromium, whichever is installed (the shell first)", () => {
    vi.stubEnv('CHROMIUM_PATH', '');
    const path = chromiumPath();
    expect(['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']).toContain(path);
    expect(() => accessSync(path, constants.X_OK)).not.toThrow();
  });
});
