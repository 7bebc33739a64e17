import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeScope {
  /** Only what axe rates serious or critical (default: every finding). */
  seriousOnly?: boolean;
  /** Without the best-practice rules (default: with them). */
  wcagOnly?: boolean;
}

/**
 * axe (WCAG 2.0 and 2.1 A and AA, and its best practices) over the element `selector` picks (the
 * whole page without one): each rule broken, with the elements that break it. A test expects [].
 */
export async function axeFindings(page: Page, selector?: string, scope: AxeScope = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ selector, scope }) => {
      type Result = { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };
      const axe = (window as unknown as { axe: { run: (context: Element | Document, options: unknown) => Promise<Result> } }).axe;
      const root = selector ? document.querySelector(selector) : document;
      if (!root) return [`nothing matches ${selector}`];
      const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', ...(scope.wcagOnly ? [] : ['best-practice'])];
      const { violations } = await axe.run(root, { runOnly: { type: 'tag', values: tags } });
      return violations
        .filter((v) => !scope.seriousOnly || v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    { selector, scope },
  );
}
