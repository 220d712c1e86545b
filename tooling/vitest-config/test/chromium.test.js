import { accessSync, constants, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.js';

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

  // Playwright turns off a list of Chromium features for tests, ThirdPartyStoragePartitioning among
  // them. A `--disable-features` of ours would replace that list (Chromium keeps the last one): a
  // frame of 127.0.0.1 inside a localhost page would then get storage of its own.
  it("starts with Playwright's own feature switches in force", async () => {
    const pages = {
      '/top': "<script>localStorage.setItem('seen', 'top')</script>",
      '/frame': "<script>document.title = String(localStorage.getItem('seen'))</script>",
    };
    const server = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(pages[request.url] ?? `<iframe src="http://127.0.0.1:${server.address().port}/frame"></iframe>`);
    });
    await new Promise((resolve) => server.listen(0, resolve));
    const { port } = server.address();
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/top`);
      await page.goto(`http://localhost:${port}/embed`);
      const frame = page.frames().find((candidate) => candidate.url().endsWith('/frame'));
      await frame.waitForFunction(() => document.title !== '');
      expect(await frame.title()).toBe('top');
    } finally {
      await browser.close();
      server.close();
    }
  });
});
