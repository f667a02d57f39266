import { describe, expect, it } from "vitest";
import { withSpinner } from "../spinner.ts";

describe("spinner", () => {
  it("writes nothing when the stream is not a terminal", async () => {
    const written: string[] = [];
    const value = await withSpinner("Loading", async () => 42, { isTTY: false, write: (text) => written.push(text) });
    expect(value).toBe(42);
    expect(written).toEqual([]);
  });

  it("spins on a terminal while waiting, then erases its line", async () => {
    const written: string[] = [];
    await withSpinner("Loading", () => new Promise((resolve) => setTimeout(resolve, 300)), {
      isTTY: true,
      write: (text) => written.push(text),
    });
    expect(written.some((text) => text.includes("Loading"))).toBe(true);
    expect(written.at(-1)).toBe("\r\u001b[2K");
  });
});
