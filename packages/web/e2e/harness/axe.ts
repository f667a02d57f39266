/// <reference types="node" />
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";

/*
 * axe-core in the page under test. Its source is evaluated over the DevTools protocol rather
 * than added as a <script>, so a Content-Security-Policy of the app can never block it.
 * The bar: no violation of impact "serious" or "critical".
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: ReadonlyArray<{ readonly target: readonly unknown[]; readonly failureSummary?: string }>;
}

/** Serious and critical violations on the page as it is now, one readable line each. */
export const seriousViolations = async (page: Page): Promise<string[]> => {
  // A screen still fading in (page transition) would be judged on its faded colours.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  });
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      ({ id, impact, help, nodes }) =>
        `${impact} ${id}: ${help} (${nodes.length} element(s): ${nodes
          .slice(0, 3)
          .map((node) => JSON.stringify(node.target))
          .join(", ")}; ${(nodes[0]?.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 240)})`,
    );
};
