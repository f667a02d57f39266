import type { CartRecording } from "@proshop/core";
import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { configAnswer, customerAnswer } from "../../../test/fake-api.ts";
import { createTestServices } from "../../../test/render.tsx";
import { orderRoutes, serverCart, testProduct } from "./cart-fixtures.ts";

/*
 * The live cart as the app wires it (actors.ts): the session says whose cart it is, the e-mail
 * typed at login signs each change, the PUT goes through core's ApiClient with the session
 * token, a page going away sends at once, and a newer cart on the server is continued.
 */

const loggedIn = async (services: ReturnType<typeof createTestServices>) => {
  // The login form is offered once the session knows nobody is signed in.
  await waitFor(() => expect(services.actors.session.getSnapshot().matches("loggedOut")).toBe(true));
  services.actors.session.send({ type: "session.login", email: " nurse@example.fr ", password: "secret" });
  await waitFor(() => expect(services.actors.session.getSnapshot().matches("loggedIn")).toBe(true));
  await waitFor(() => expect(services.actors.liveCart.getState().custNo).toBe("100234"));
  await services.actors.liveCart.ready();
};

const puts = (services: ReturnType<typeof createTestServices>) =>
  services.fetch.mock.calls.map(([, request]) => request).filter((request) => request.method === "PUT" && new URL(request.url).pathname === "/admin/cart");

const routes = (serverRecording: CartRecording | null = null) =>
  ({
    ...orderRoutes({ P1: 12000 }),
    "POST /auth/login": { body: { ...customerAnswer, auth: "session-token" } },
    "GET /admin/cart": serverRecording === null
      ? { status: 404, body: { error: { code: "liveCart.not_found", message: "none" } } }
      : { body: { cust_no: "100234", updated_at: new Date().toISOString(), updated_by: "rep@example.fr", events: serverRecording.events.length, recording: serverRecording } },
    "PUT /admin/cart": async (request: Request) => {
      const body = (await request.clone().json()) as CartRecording;
      return { body: { cust_no: "100234", updated_at: new Date().toISOString(), updated_by: "nurse@example.fr", events: body.events.length } };
    },
  }) as never;

describe("web live cart", () => {
  it("signs the changes with the e-mail typed at login and PUTs them with the session token", async () => {
    const services = createTestServices({ routes: routes() });
    await loggedIn(services);
    services.actors.cart.send({ type: "cart.add", product: testProduct("P1"), quantity: 2 });
    await waitFor(() => expect(puts(services)).toHaveLength(1), { timeout: 4000 });
    const request = puts(services)[0]!;
    expect(request.headers.get("authorization")).toBe("Bearer session-token");
    const body = (await request.clone().json()) as CartRecording;
    const add = body.events.find((step) => step.event.type === "cart.add");
    expect(add?.by).toBe("nurse@example.fr");
    expect(body.user.email).toBe("nurse@example.fr");
    expect(body.company.cust_no).toBe("100234");
    await waitFor(() => expect(services.actors.liveCart.getState().status).toBe("saved"));
  });

  it("writes the shop config's currency into the recording, for a replay without the server (issue 35 item 20)", async () => {
    const services = createTestServices({ routes: { ...(routes() as object), "GET /admin/config_for_hostname": { body: configAnswer(["fr_FR"], { currency: "CHF" }) } } as never });
    await loggedIn(services);
    services.actors.cart.send({ type: "cart.add", product: testProduct("P1"), quantity: 1 });
    await waitFor(() => expect(puts(services)).toHaveLength(1), { timeout: 4000 });
    const body = (await puts(services)[0]!.clone().json()) as CartRecording;
    expect(body.shop).toMatchObject({ hostname: expect.any(String), currency: "CHF" });
  });

  it("sends at once when the page goes away", async () => {
    const services = createTestServices({ routes: routes() });
    await loggedIn(services);
    services.actors.cart.send({ type: "cart.add", product: testProduct("P1"), quantity: 1 });
    window.dispatchEvent(new Event("pagehide"));
    await waitFor(() => expect(puts(services)).toHaveLength(1), { timeout: 500 });
  });

  it("continues a cart the server got later than this browser's", async () => {
    const services = createTestServices({ routes: routes(serverCart([["P1", 3], ["P2", 1]], Date.now() - 60_000)) });
    await loggedIn(services);
    const lines = services.actors.cart.getSnapshot().context.cart.products.map((line) => [line.part_no, line.quantity]);
    expect(lines).toEqual([["P1", 3], ["P2", 1]]);
    // Opening it is no change: nothing is sent back.
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(puts(services)).toHaveLength(0);
  });
});
