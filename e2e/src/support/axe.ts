// axe-core run inside the page under test, on the WCAG 2.2 A/AA rules, and a summary per route the
// closing note can quote. The engine is handed to the page through the DevTools protocol
// (`page.evaluate`), which the page's Content-Security-Policy does not govern, so the policy under
// test stays exactly the one members get.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (2.2 adds no A rule to axe's set, only AA ones). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

export type Impact = 'critical' | 'serious' | 'moderate' | 'minor';
export type AxeViolation = { id: string; impact: Impact | null; help: string; nodes: string[] };
export type AxeReport = {
  route: string;
  width: number;
  rulesRun: number;
  violations: AxeViolation[];
  byImpact: Record<Impact, number>;
};

type AxeRun = {
  violations: {
    id: string;
    impact: Impact | null;
    help: string;
    nodes: { target: unknown[]; html: string; failureSummary?: string }[];
  }[];
  passes: unknown[];
  incomplete: unknown[];
  inapplicable: unknown[];
};

/** Runs axe on the whole document of `page` as it is now (an open dialog included). */
export async function runAxe(page: Page, route: string): Promise<AxeReport> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(
    async (tags) => {
      const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } }).axe;
      // Only the violations carry every node; the other lists only count the rules that ran.
      return axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    },
    [...WCAG_TAGS],
  );
  const run = result as AxeRun;
  const violations = run.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map(
      (n) =>
        `${n.target.join(' ')} ${n.html.slice(0, 160)}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ').slice(0, 200)}` : ''}`,
    ),
  }));
  const byImpact: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const v of violations) if (v.impact) byImpact[v.impact] += v.nodes.length;
  return {
    route,
    width: page.viewportSize()?.width ?? 0,
    rulesRun: run.violations.length + run.passes.length + run.incomplete.length + run.inapplicable.length,
    violations,
    byImpact,
  };
}

/** The serious and critical violations of `report`, readable, or '' when there are none. */
export function blocking(report: AxeReport): string {
  return report.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n}`).join('\n')}`)
    .join('\n');
}

/** One line per route and width: the table the closing note pastes. */
export function summaryTable(reports: readonly AxeReport[]): string {
  const rows = reports.map((r) => {
    const others = r.violations
      .filter((v) => v.impact !== 'serious' && v.impact !== 'critical')
      .map((v) => `${v.id}×${v.nodes.length}`)
      .join(', ');
    return `| ${r.route} | ${r.width} | ${r.rulesRun} | ${r.byImpact.critical} | ${r.byImpact.serious} | ${r.byImpact.moderate} | ${r.byImpact.minor} | ${others || '—'} |`;
  });
  return [
    '| route (persona: state) | px | rules run | critical | serious | moderate | minor | other findings |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
