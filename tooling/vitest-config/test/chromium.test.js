import { accessSync, constants, existsSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chromiumPath } from '../chromium.js';

const SHELL = '/usr/bin/chromium-headless-shell';

describe('the test browser', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is $CHROMIUM_PATH when it is set', () => {
    vi.stubEnv('CHROMIUM_PATH', '/opt/some/chromium');
    expect(chromiumPath()).toBe('/opt/some/chromium');
  });

  it("is otherwise Debian's headless shell when it is installed, else Debian's Chromium", () => {
    vi.stubEnv('CHROMIUM_PATH', '');
    const path = chromiumPath();
    expect(path).toBe(existsSync(SHELL) ? SHELL : '/usr/bin/chromium');
    expect(() => accessSync(path, constants.X_OK)).not.toThrow();
  });
});
