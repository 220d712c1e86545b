import { readFileSync } from 'node:fs';
import path from 'node:path';
import { authTexts } from '@clorofil/auth';
import { describe, expect, it } from 'vitest';

const template = readFileSync(path.resolve(import.meta.dirname, '../index.html'), 'utf8');
// In the build it is part of the style sheet index.html links; here it goes in as it is.
const styles = readFileSync(path.resolve(import.meta.dirname, 'app-shell.css'), 'utf8');

/** index.html with its style sheet, in a frame of its own (jsdom applies styles to computed styles). */
function load(rootContent = '', between = '') {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const doc = frame.contentDocument!;
  doc.open();
  doc.write(
    template
      .replace(/<script type="module"[^>]*><\/script>/, '')
      .replace('</head>', `<style>${styles}</style></head>`)
      .replace('<div id="root"></div>', `<div id="root">${rootContent}</div>${between}`),
  );
  doc.close();
  const shell = doc.getElementById('app-shell')!;
  const display = frame.contentWindow!.getComputedStyle(shell).display;
  frame.remove();
  return { shell, display };
}

describe("index.html's loading line", () => {
  it('says what the app says while it starts, as a status', () => {
    const { shell } = load();
    expect(shell.textContent?.trim()).toBe(authTexts.pleaseWait);
    expect(shell.getAttribute('role')).toBe('status');
  });

  it('shows while #root is empty and hides once the app or the server has put a page there', () => {
    expect(load().display).toBe('flex');
    expect(load('<main>page</main>').display).toBe('none');
    // A server-rendered page has its data block between #root and the line.
    expect(load('<main>page</main>', '<script type="application/json" id="x">{}</script>').display).toBe('none');
  });
});
