import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';

const require = createRequire(__filename);
/** axe-core's source: run through the DevTools protocol, which the site's CSP does not govern. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * axe-core's WCAG 2.2 A/AA and best-practice checks on the page as it is once the animations
 * running now that end are done (a view's 300 ms fade-in): a text half faded in reads as too low a
 * contrast. Endless ones (a spinner) are not waited for.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((node) => node.target.join(' ')),
    }));
  });
}

/**
 * The contrast of an element's text on the ground of `ground` (an ancestor with an opaque
 * background: its own colour, not what is drawn under it), by WCAG's formula. For a text over a
 * picture, where axe-core cannot tell the ground and leaves the check undecided. A ground that is
 * not opaque gives 1: the picture shows through.
 */
export async function contrastOn(text: Locator, ground: string): Promise<number> {
  const [fg, bg] = await text.evaluate((element, selector) => {
    const box = element.closest(selector);
    return [getComputedStyle(element).color, box ? getComputedStyle(box).backgroundColor : ''];
  }, ground);
  const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
  const [r2, g2, b2, alpha = 1] = channels(bg);
  if (channels(bg).length < 3 || alpha < 1) return 1;
  const luminance = ([r, g, b]: number[]) =>
    [r, g, b]
      .map((c) => c / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
  const [light, dark] = [luminance(channels(fg)), luminance([r2, g2, b2])].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}
