import axe from 'axe-core';

/** axe-core's findings on a rendered part, with the rules jsdom can run (it lays nothing out, so contrast is checked in the e2e run). */
export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`,
  );
}
