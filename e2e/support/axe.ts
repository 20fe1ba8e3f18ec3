import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Every axe-core violation on the page as it stands (or inside `within`), under axe's default
 * rules, as `rule: target`, one line per element: the journeys expect none, of any impact
 * (decision 183).
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const results = await (within ? axe.include(within) : axe).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}
