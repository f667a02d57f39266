import { describe, expect, it } from "vitest";
import { coloursWanted, palette } from "../colour.ts";
import { createOutput } from "../printer.ts";

const sink = (isTTY: boolean) => {
  const written: string[] = [];
  return { isTTY, write: (text: string) => written.push(text), written };
};

describe("colour", () => {
  it("colours only a terminal, and never with NO_COLOR or TERM=dumb", () => {
    expect(coloursWanted({ isTTY: true }, {})).toBe(true);
    expect(coloursWanted({ isTTY: false }, {})).toBe(false);
    expect(coloursWanted({ isTTY: true }, { NO_COLOR: "1" })).toBe(false);
    // NO_COLOR set to nothing does not count (no-color.org); this rule is the shop screen's too.
    expect(coloursWanted({ isTTY: true }, { NO_COLOR: "" })).toBe(true);
    expect(coloursWanted({ isTTY: true }, { TERM: "dumb" })).toBe(false);
  });

  it("a plain palette leaves text as it is", () => {
    expect(palette(false).red("x")).toBe("x");
    expect(palette(true).red("x")).toBe("\u001b[31mx\u001b[39m");
  });

  it("prints one JSON document with --json and remarks on stderr", () => {
    const stdout = sink(true);
    const stderr = sink(true);
    const out = createOutput(true, { stdout, stderr }, {});
    out.result({ a: 1 }, () => "human");
    out.info("note");
    expect(JSON.parse(stdout.written.join(""))).toEqual({ a: 1 });
    expect(stderr.written.join("")).toBe("note\n");
    expect(out.colours.red("x")).toBe("x");
  });

  it("prints the human text otherwise, coloured only on a terminal", () => {
    const stdout = sink(false);
    const out = createOutput(false, { stdout, stderr: sink(false) }, {});
    out.result({ a: 1 }, () => "human");
    out.info("note");
    expect(stdout.written.join("")).toBe("human\nnote\n");
    expect(out.colours.bold("x")).toBe("x");
  });
});
