import { afterEach, describe, expect, it, vi } from "vitest";
import { EFFECT_STEPS, importEffectServices } from "../effect-import.ts";

describe("importEffectServices", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("gives effect-services.ts, after a task break behind each step of its dependencies", async () => {
    const timers = vi.spyOn(globalThis, "setTimeout");
    const services = await importEffectServices();
    expect(typeof services.createEffectServices).toBe("function");
    const breaks = timers.mock.calls.filter(([, delay]) => delay === 0 || delay === undefined);
    expect(breaks.length).toBeGreaterThanOrEqual(EFFECT_STEPS.length);
  });
});
