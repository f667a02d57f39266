import { memoryKeyValueStore, TOKEN_STORAGE_KEY } from "@proshop/core";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { baseRoutes, customerAnswer, installFakeFetch } from "../../test/fake-api.ts";
import { createShopActors } from "../actors.ts";
import { App } from "../app.tsx";
import { startEarlyCalls } from "../early-calls.ts";
import { createNotificationBus } from "../notification-bus.ts";
import { deferServices } from "../deferred-services.ts";
import { createEffectServices, type EffectServices } from "../effect-services.ts";
import { createFirstCalls } from "../first-calls.ts";

const TOKEN = "stored-token";
const win = globalThis as unknown as Window & typeof globalThis;
const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** The app over the fetch that is in place now (the early calls' wrapper), logged in with TOKEN. */
const renderAppOverCurrentFetch = () => {
  const effectServices = createEffectServices({ store: memoryKeyValueStore({ [TOKEN_STORAGE_KEY]: TOKEN }) });
  const effects = () => Promise.resolve(effectServices);
  const { runtime, api } = deferServices(effects);
  const notifications = createNotificationBus();
  const actors = createShopActors({ effects, api, notifications, hostname: window.location.hostname, goToPaymentPage: () => undefined });
  stops.push(() => {
    actors.stop();
    void runtime.dispose();
  });
  render(<App services={{ runtime, api, notifications, actors }} />);
};

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

describe("early-calls", () => {
  it("answers the session's first calls from the calls made before the app loaded, each once", async () => {
    window.history.replaceState(null, "", "/");
    const network = installFakeFetch({ ...baseRoutes(), "GET /admin/user/me": { body: customerAnswer } });
    window.localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    startEarlyCalls(win);
    const early = network.mock.calls.map(([url]) => pathOf(url)).sort();
    expect(early).toHaveLength(4);
    // From now on the server refuses these calls: the app gets in only on the early answers.
    const wrapper = win.fetch;
    const refused = { status: 500, body: { error: { code: "server.error", message: "late call" } } };
    const late = installFakeFetch({
      "GET /admin/config_for_hostname": refused,
      "GET /admin/user/me": refused,
      "GET /admin/product": refused,
      "GET /admin/category": refused,
    });
    win.fetch = wrapper;

    renderAppOverCurrentFetch();
    await screen.findByRole("heading", { name: "Boutique" });
    // None of the early paths was asked for again (by another address or with other credentials).
    const lateReads = late.mock.calls.filter(([, request]) => request.method === "GET").map(([url]) => pathOf(url));
    expect(lateReads.filter((path) => early.includes(path))).toEqual([]);
  });

  it("shows the shop home on the early answers alone, read without the Effect services (their chunk not there)", async () => {
    window.history.replaceState(null, "", "/");
    installFakeFetch({ ...baseRoutes(), "GET /admin/user/me": { body: customerAnswer } });
    const store = memoryKeyValueStore({ [TOKEN_STORAGE_KEY]: TOKEN });
    window.localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    startEarlyCalls(win);
    const never = () => new Promise<EffectServices>(() => undefined);
    const { runtime, api } = deferServices(never);
    const notifications = createNotificationBus();
    const firstCalls = createFirstCalls({ store });
    const actors = createShopActors({ effects: never, api, firstCalls, effectsArrived: () => false, notifications, hostname: window.location.hostname });
    stops.push(() => actors.stop());
    render(<App services={{ runtime, api, notifications, actors }} />);
    await screen.findByRole("heading", { name: "Boutique" });
    expect(actors.session.getSnapshot().matches("loggedIn")).toBe(true);
    expect(actors.session.getSnapshot().context.categories).toEqual([]);
    expect(actors.session.getSnapshot().context.products).toEqual(expect.any(Array));
  });

  it("logs a signed-out start out without the Effect services (a login sent at once is not dropped)", async () => {
    window.history.replaceState(null, "", "/login");
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    installFakeFetch(baseRoutes());
    const never = () => new Promise<EffectServices>(() => undefined);
    const { api } = deferServices(never);
    const firstCalls = createFirstCalls({ store: memoryKeyValueStore({}) });
    const actors = createShopActors({ effects: never, api, firstCalls, effectsArrived: () => false, notifications: createNotificationBus(), hostname: window.location.hostname });
    stops.push(() => actors.stop());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(actors.session.getSnapshot().matches("loggedOut")).toBe(true);
    window.history.replaceState(null, "", "/");
  });

  it("sends a call with other credentials, or the same call a second time, to the network", async () => {
    const network = installFakeFetch(baseRoutes());
    window.localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    startEarlyCalls(win);
    const url = `${window.location.origin}/admin/category`;
    await win.fetch(url, { headers: { Authorization: "Bearer someone-else" } });
    await win.fetch(url, { headers: { Authorization: `Bearer ${TOKEN}` } });
    await win.fetch(url, { headers: { Authorization: `Bearer ${TOKEN}` } });
    // One early call, then the other user's call and the repeated one.
    expect(network.mock.calls.filter(([called]) => called === url)).toHaveLength(3);
  });

  it("starts only the config call without a stored token", () => {
    const network = installFakeFetch(baseRoutes());
    startEarlyCalls(win);
    expect(network.mock.calls.map(([url]) => pathOf(url))).toEqual([`/admin/config_for_hostname/${window.location.hostname}`]);
  });

  it("makes none of the shop's calls in the reporting area or for a reporting account", () => {
    for (const [path, token] of [
      ["/reporting/counts", TOKEN],
      ["/", `e30.${btoa(JSON.stringify({ sub: "9", level: 4 })).replace(/=+$/, "")}.sig`],
    ] as const) {
      window.history.replaceState(null, "", path);
      window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
      const network = installFakeFetch(baseRoutes());
      startEarlyCalls(win);
      expect(network.mock.calls, path).toEqual([]);
    }
    window.history.replaceState(null, "", "/");
  });
});
