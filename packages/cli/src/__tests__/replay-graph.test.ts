import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * `proshop cart replay <file>` does not load Effect (issue 18: ~40 ms to load, on a command
 * judged against a ~300 ms floor). Read from the built bundle: the chunks the replay's chunk
 * imports statically, and the sources their source maps name. A value import of a module that
 * defines a schema, anywhere on the replay's path (core's rules and machine included), breaks it.
 */

const DIST = fileURLToPath(new URL("../../dist/", import.meta.url));

/** Every source in the chunks the command's chunk loads before it runs (dynamic imports not followed). */
const sourcesLoadedBy = (command: string): string[] => {
  const first = readFileSync(join(DIST, "proshop.mjs"), "utf8").match(new RegExp(`${command}-[A-Z0-9]+\\.mjs`))?.[0];
  if (first === undefined) throw new Error(`no chunk for ${command} in dist/proshop.mjs`);
  const seen = new Set<string>();
  const queue = [first];
  for (let chunk = queue.shift(); chunk !== undefined; chunk = queue.shift()) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    const text = readFileSync(join(DIST, "chunks", chunk), "utf8");
    for (const match of text.matchAll(/(?:import|from)\s*"\.\/([^"]+\.mjs)"/g)) queue.push(match[1]!);
  }
  return [...seen].flatMap((chunk) => (JSON.parse(readFileSync(join(DIST, "chunks", `${chunk}.map`), "utf8")) as { sources: string[] }).sources);
};

const isEffect = (source: string) => /node_modules[\\/](\.pnpm[\\/]effect@[^\\/]+[\\/]node_modules[\\/])?effect[\\/]/.test(source);

describe("the replay's module graph", () => {
  it("loads no Effect for a file replay", () => {
    const sources = sourcesLoadedBy("cart-replay");
    expect(sources.some((source) => source.includes("core/src/cart/recording/replay.ts"))).toBe(true);
    expect(sources.filter(isEffect)).toEqual([]);
  });

  it("sees Effect where a command does load it (the check can see it)", () => {
    expect(sourcesLoadedBy("cart-show").some(isEffect)).toBe(true);
  });
});
