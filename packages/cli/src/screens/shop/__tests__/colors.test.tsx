import { cleanup } from "ink-testing-library";
import { afterEach, describe, expect, it, vi } from "vitest";

// Colour support is read when Ink's colour library loads: claim a colour terminal before that.
vi.hoisted(() => {
  process.env["FORCE_COLOR"] = "1";
});

const { renderShop } = await import("./shop-fixture.tsx");

afterEach(() => cleanup());

describe("colors", () => {
  it("writes no escape code when colours are off (NO_COLOR or not a terminal), even on a colour terminal", async () => {
    const screen = renderShop({ colors: false });
    await screen.waitFor("Products found:");
    expect(screen.frame()).not.toMatch(/\u001B\[/);
  });

  it("colours the stock states and the cursor when colours are on", async () => {
    const screen = renderShop({ colors: true });
    await screen.waitFor("Products found:");
    expect(screen.frame()).toMatch(/\u001B\[3\dm/);
  });
});
