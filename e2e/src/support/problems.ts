// Everything a run must never show (SECURITY 22 and the issue): CSP violations, console errors and
// uncaught page errors, on the app and on the identity provider's pages alike.
import type { BrowserContext, ConsoleMessage } from 'playwright-core';

export type Problem = { kind: 'csp' | 'console' | 'pageerror'; where: string; text: string };

type CspReport = { directive: string; blocked: string; source: string; line: number; sample: string };

declare global {
  interface Window {
    __e2eCsp?: (report: CspReport) => void;
    __cspViolations?: CspReport[];
  }
}

// Runs before any page script, on every document (CDP-injected, so the CSP does not apply to it).
function listenForViolations() {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = {
      directive: event.effectiveDirective || event.violatedDirective,
      blocked: event.blockedURI,
      source: event.sourceFile,
      line: event.lineNumber,
      sample: event.sample,
    };
    window.__cspViolations?.push(report);
    window.__e2eCsp?.(report);
  });
}

// Chromium logs every 4xx/5xx answer as a console error ("Failed to load resource"). A test that
// provokes one on purpose (an unknown page makes the API answer 404) names it; any other failed
// load still counts as a problem.
const FAILED_LOAD = /^Failed to load resource: the server responded with a status of (\d+)/;

export class ProblemLog {
  readonly problems: Problem[] = [];
  private readonly expected: { status: number; url: RegExp }[] = [];

  /** The next failed load of `url` with `status` is part of the step, not a problem. */
  expectFailedLoad(status: number, url: RegExp): void {
    this.expected.push({ status, url });
  }

  private isExpected(text: string, url: string): boolean {
    const status = Number(FAILED_LOAD.exec(text)?.[1]);
    const index = this.expected.findIndex((entry) => entry.status === status && entry.url.test(url));
    if (index === -1) return false;
    this.expected.splice(index, 1);
    return true;
  }

  /** Records the problems of every page of `context`, labelled (e.g. with the viewport). */
  async watch(context: BrowserContext, label: string): Promise<void> {
    await context.exposeBinding('__e2eCsp', ({ page }, report: CspReport) => {
      this.add(
        'csp',
        `${label} ${page?.url() ?? ''}`,
        `${report.directive} blocked ${report.blocked || '(inline)'} ${report.source}:${report.line} ${report.sample}`,
      );
    });
    await context.addInitScript(listenForViolations);
    context.on('console', (message: ConsoleMessage) => {
      const where = `${label} ${message.page()?.url() ?? ''}`;
      const text = `${message.text()} (${message.location().url}:${message.location().lineNumber})`;
      if (message.text().includes('Content Security Policy')) this.add('csp', where, text);
      else if (message.type() === 'error' && !this.isExpected(message.text(), message.location().url)) {
        this.add('console', where, text);
      }
    });
    context.on('page', (page) => {
      page.on('pageerror', (error) => this.add('pageerror', `${label} ${page.url()}`, error.stack ?? error.message));
    });
  }

  private add(kind: Problem['kind'], where: string, text: string) {
    this.problems.push({ kind, where: where.trim(), text });
  }

  /** A readable list for the failure message. */
  describe(): string {
    return this.problems.map((p, index) => `${index + 1}. [${p.kind}] ${p.where}\n   ${p.text}`).join('\n');
  }
}
