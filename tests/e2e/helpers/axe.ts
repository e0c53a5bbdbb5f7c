import fs from 'fs';
import type { Frame, Page } from 'playwright-core';

const AXE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string;
  nodes: { target: unknown }[];
}

/** axe-core's serious and critical violations on the page as it is now (open shadow roots included), one line each. */
export async function graveViolations(target: Page | Frame): Promise<string[]> {
  await target.evaluate(AXE);
  // A string: it runs in the page, where axe now is (the tests' types know no DOM).
  const violations = (await target.evaluate("axe.run(document, { resultTypes: ['violations'] }).then((result) => result.violations)")) as Violation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
}
