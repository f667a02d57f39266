import { describe, expect, it } from "vitest";
import { loadOnce } from "../deferred-services.ts";
import type { EffectServices } from "../effect-services.ts";

const services = { tag: "services" } as unknown as EffectServices;

describe("loadOnce", () => {
  it("loads once, after its signal, and a failed load is tried again by the next call", async () => {
    let loads = 0;
    let fail = true;
    let release!: () => void;
    const effects = loadOnce(new Promise<void>((resolve) => (release = resolve)), async () => {
      loads += 1;
      if (fail) throw new Error("chunk missing");
      return services;
    });
    const first = effects();
    await Promise.resolve();
    expect(loads, "nothing is asked for before the signal").toBe(0);
    release();
    await expect(first).rejects.toThrow("chunk missing");
    fail = false;
    expect(await effects()).toBe(services);
    expect(await effects()).toBe(services);
    expect(loads).toBe(2);
  });

  it("lets each call that waited go on in a task of its own, and a later call at once", async () => {
    const effects = loadOnce(Promise.resolve(), async () => services);
    const order: string[] = [];
    const first = effects().then(() => {
      order.push("first");
      queueMicrotask(() => order.push("first's microtask"));
    });
    const second = effects().then(() => order.push("second"));
    await Promise.all([first, second]);
    // In one task, the second call's continuation would have come before the first's microtask.
    expect(order).toEqual(["first", "first's microtask", "second"]);

    let timerFired = false;
    setTimeout(() => (timerFired = true), 0);
    await effects();
    expect(timerFired, "loaded: no task in between").toBe(false);
  });
});
