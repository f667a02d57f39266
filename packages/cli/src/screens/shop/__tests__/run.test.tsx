import { EventEmitter } from "node:events";
import { afterAll, describe, expect, it, vi } from "vitest";

// Ink reads CI variables once, when it loads: with one set it would draw nothing until the
// screen is gone. Set one before the imports below, as on a CI machine, so the screen is
// tested to draw in a real terminal wherever its user has such a variable.
const ciBefore = vi.hoisted(() => {
  const before = process.env["CI"];
  process.env["CI"] = "true";
  return before;
});
afterAll(() => {
  if (ciBefore === undefined) delete process.env["CI"];
  else process.env["CI"] = ciBefore;
});

import { runShopScreen, ShopScreenNeedsTerminal } from "../run.tsx";
import { KEYS, renderShop } from "./shop-fixture.tsx";

/** A terminal's two ends, enough for Ink: keys in, frames out. */
class FakeStdin extends EventEmitter {
  isTTY = true;
  private pending: string | null = null;
  setEncoding() {}
  setRawMode() {}
  resume() {}
  pause() {}
  ref() {}
  unref() {}
  read = (): string | null => {
    const data = this.pending;
    this.pending = null;
    return data;
  };
  write(data: string) {
    this.pending = data;
    this.emit("readable");
    this.emit("data", data);
  }
}
class FakeStdout extends EventEmitter {
  isTTY = true;
  columns = 100;
  rows = 40;
  frames: string[] = [];
  write = (frame: string, done?: () => void) => {
    this.frames.push(frame);
    // Ink waits for the last write's callback before it calls the screen gone.
    if (done !== undefined) setImmediate(done);
    return true;
  };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("run", () => {
  it("runs until Ctrl-C and resolves only once the last cart sync is done", { timeout: 10_000 }, async () => {
    let saved = 0;
    let release: () => void = () => undefined;
    // The fixture's deps on core's real machines; only the save is held back here.
    const fixture = renderShop();
    fixture.app.unmount();
    const { deps } = fixture;
    const held = { ...deps, cart: { ...deps.cart, save: () => new Promise<void>((resolve) => (release = () => ((saved += 1), resolve()))) } };
    const stdin = new FakeStdin();
    const stdout = new FakeStdout();
    let done = false;
    const running = runShopScreen(held, { stdin: stdin as unknown as NodeJS.ReadStream, stdout: stdout as unknown as NodeJS.WriteStream, env: {} }).then(() => {
      done = true;
    });
    await settle(100);
    expect(stdout.frames.join("")).toContain("Products found:");
    for (const key of [KEYS.right, "a", KEYS.enter]) {
      stdin.write(key);
      await settle(30);
    }
    stdin.write("\u0003"); // Ctrl-C: quit, but keep the change
    await settle(50);
    expect(done).toBe(false);
    expect(saved).toBe(0);
    release();
    await running;
    expect(done).toBe(true);
    expect(saved).toBe(1);
  });

  it("refuses to start without a terminal on both ends, before drawing anything", async () => {
    const fixture = renderShop();
    fixture.app.unmount();
    const stdout = new FakeStdout();
    const piped = new FakeStdin();
    piped.isTTY = false;
    await expect(
      runShopScreen(fixture.deps, { stdin: piped as unknown as NodeJS.ReadStream, stdout: stdout as unknown as NodeJS.WriteStream, env: {} }),
    ).rejects.toBeInstanceOf(ShopScreenNeedsTerminal);
    stdout.isTTY = false;
    await expect(
      runShopScreen(fixture.deps, { stdin: new FakeStdin() as unknown as NodeJS.ReadStream, stdout: stdout as unknown as NodeJS.WriteStream, env: {} }),
    ).rejects.toBeInstanceOf(ShopScreenNeedsTerminal);
    expect(stdout.frames).toEqual([]);
  });
});
