// `pnpm --filter @clorofil/bench run lantern [route …]`: what a page's Lighthouse LCP and TBT are
// made of. Lighthouse's mobile preset does not slow the page down while it loads; it records one
// load and replays it in a model (Lantern) with a slow phone's network and CPU. This gathers one
// load per route, the way the bench does (a member's route signed in as the bench's member), and
// replays the same recording with one setting changed at a time: no CPU slowdown, 1.25–20× the
// bandwidth, half and a tenth of the round-trip time, and both network changes. Whatever a change
// barely moves is not what holds the page back. Needs `pnpm build` first; prints a table.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { launchChromium, signIn } from './browser.mjs';
import { MEMBER, MEMBER_ROUTES } from './run.mjs';
import { startProduct } from './stack.mjs';

const repo = path.resolve(import.meta.dirname, '../..');
const rawDir = path.join(repo, 'bench/results/raw');
mkdirSync(rawDir, { recursive: true });
const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/rewards', '/dashboard'];

// Lighthouse 13's mobile preset (simulated throttling).
const MOBILE = {
  rttMs: 150,
  throughputKbps: 1638.4,
  requestLatencyMs: 562.5,
  downloadThroughputKbps: 1474.56,
  uploadThroughputKbps: 675,
  cpuSlowdownMultiplier: 4,
};
// A change of bandwidth stands for the same change of bytes the other way (1.5× the bandwidth:
// what a third fewer bytes would give).
const VARIANTS = [
  ['as measured', {}],
  ['CPU 1×', { cpuSlowdownMultiplier: 1 }],
  ['1.25× bandwidth', { throughputKbps: MOBILE.throughputKbps * 1.25 }],
  ['1.5× bandwidth', { throughputKbps: MOBILE.throughputKbps * 1.5 }],
  ['2× bandwidth', { throughputKbps: MOBILE.throughputKbps * 2 }],
  ['20× bandwidth', { throughputKbps: MOBILE.throughputKbps * 20 }],
  ['RTT ÷ 2', { rttMs: MOBILE.rttMs / 2 }],
  ['RTT ÷ 10', { rttMs: MOBILE.rttMs / 10 }],
  ['both network', { throughputKbps: MOBILE.throughputKbps * 20, rttMs: MOBILE.rttMs / 10 }],
];

const product = await startProduct({ target: repo, dist: path.join(repo, 'apps/web/dist'), logDir: rawDir });
const chromium = await launchChromium(rawDir);
const rows = [];
try {
  let member;
  for (const route of routes) {
    const page = MEMBER_ROUTES.includes(route)
      ? (member ??= await signIn(chromium.browser, product.origins, MEMBER, route)).page
      : await (await chromium.browser.createBrowserContext()).newPage();
    const url = `${product.origins.web}${route}`;
    const artifacts = path.join(tmpdir(), `clorofil-lantern-${route.replace(/\W+/g, '_') || 'home'}`);
    rmSync(artifacts, { recursive: true, force: true });
    const flags = { logLevel: 'error', onlyCategories: ['performance'] };
    await lighthouse(url, { ...flags, gatherMode: artifacts }, undefined, page);
    const cells = [];
    for (const [, change] of VARIANTS) {
      // Lighthouse refuses to audit a recording under other settings than it was gathered with;
      // the recording itself is the same, so the settings stored with it are changed to match.
      const file = path.join(artifacts, 'artifacts.json');
      const stored = JSON.parse(readFileSync(file, 'utf8'));
      stored.settings.throttling = { ...MOBILE, ...change };
      writeFileSync(file, JSON.stringify(stored));
      const result = await lighthouse(url, { ...flags, auditMode: artifacts, throttling: { ...MOBILE, ...change } });
      const value = (id) => Math.round(result.lhr.audits[id].numericValue);
      cells.push(`${value('largest-contentful-paint')} / ${value('total-blocking-time')}`);
    }
    rmSync(artifacts, { recursive: true, force: true });
    rows.push(`| \`${route}\`${MEMBER_ROUTES.includes(route) ? ' (signed in)' : ''} | ${cells.join(' | ')} |`);
  }
} finally {
  await chromium.close();
  await product.stop();
}
console.log(`\nLCP / TBT in ms, one recorded load per route replayed by Lighthouse's model:\n`);
console.log(`| page | ${VARIANTS.map(([name]) => name).join(' | ')} |`);
console.log(`|---|${VARIANTS.map(() => '---').join('|')}|`);
for (const row of rows) console.log(row);
