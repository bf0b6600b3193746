import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { ImpactValue, Result } from 'axe-core';

/** The impacts that fail a page; minor and moderate ones are left to review. */
const FAILING: readonly ImpactValue[] = ['serious', 'critical'];

/** One line per failing node: rule, impact, where, and axe's summary of what to fix. */
export function describeViolations(violations: readonly Result[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((n) => {
      const summary = (n.failureSummary ?? v.help).replace(/\s+/g, ' ').trim();
      return `${v.id} (${n.impact ?? v.impact}) at ${n.target.join(' ')}: ${summary}`;
    }),
  );
}

/** The serious and critical violations axe-core (default rules) finds on the page as it is now. */
export async function seriousA11yViolations(page: Page, include?: string): Promise<Result[]> {
  // axe.run in the page itself. The default (runPartial per frame, then finishRun in a new blank
  // page) opened a page and injected axe twice per check: 4-5 s against 1.3 s on an antd page. Our
  // pages have no cross-origin frame that axe could reach only that way (docs/adr/0110-test-suite-time.md).
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => FAILING.includes(n.impact ?? v.impact ?? 'minor')) }))
    .filter((v) => v.nodes.length > 0);
}

/** Fails (softly, so one test can check several states) listing every serious or critical node. */
export async function expectNoSeriousA11yViolations(page: Page, label: string, include?: string) {
  const found = describeViolations(await seriousA11yViolations(page, include));
  expect.soft(found, `axe: serious or critical violations on ${label}`).toEqual([]);
}
