import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor, type Actor } from "xstate";
import { LOGIN_FAILED_MESSAGE_ID, SESSION_EXPIRED_MESSAGE_ID, sessionMachine, type Credentials, type SessionEmitted } from "../machine.ts";
import type { CurrentUserAnswer, LoginAnswer } from "../../contract/bodies.ts";
import {
  selectAccount,
  selectActiveCompany,
  selectIsLoggedIn,
  selectIsSessionInitializing,
  selectMaxOrderAmount,
  selectNeedsOfficeChoice,
  selectPostLoginPath,
  selectShippingAddress,
} from "../selectors.ts";
import { categories, customerUser, officeCompany, ownCompany, products, salesCompany, salesRepUser, shopConfig } from "./fixtures.ts";

type Slot = "readToken" | "saveToken" | "clearToken" | "loadUser" | "loadProducts" | "loadCategories" | "loadConfig" | "login";

/**
 * A fake back end: a token store in memory, loaders answering from the fixtures, and a log of
 * which slot ran (with the number of slots running at once, to see the parallel loading).
 */
const backEnd = (options: {
  token?: string | null;
  user?: CurrentUserAnswer;
  fail?: ReadonlyArray<Slot>;
  loginAnswer?: LoginAnswer;
}) => {
  let token = options.token ?? null;
  const calls: Slot[] = [];
  const failing = new Set(options.fail ?? []);
  let running = 0;
  let mostAtOnce = 0;
  const slot = <T, I = void>(name: Slot, answer: (input: I) => T) =>
    fromPromise<T, I>(async ({ input }) => {
      calls.push(name);
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      if (failing.has(name)) throw { error: { code: "unauthorized", message: `${name} failed` } };
      return answer(input);
    });
  const logins: Credentials[] = [];
  const machine = sessionMachine.provide({
    actors: {
      readToken: slot("readToken", () => token),
      saveToken: slot<void, { readonly token: string }>("saveToken", (input) => {
        token = input.token;
      }),
      clearToken: slot("clearToken", () => {
        token = null;
      }),
      loadUser: slot("loadUser", () => options.user ?? { ...customerUser, company: ownCompany }),
      loadProducts: slot("loadProducts", () => products),
      loadCategories: slot("loadCategories", () => categories),
      loadConfig: slot<typeof shopConfig, { readonly hostname: string }>("loadConfig", () => shopConfig),
      login: slot<LoginAnswer, Credentials>("login", (credentials) => {
        logins.push(credentials);
        return options.loginAnswer ?? { ...customerUser, company: ownCompany, auth: "fresh-token" };
      }),
    },
  });
  return { machine, calls, logins, token: () => token, mostAtOnce: () => mostAtOnce };
};

const start = (machine: typeof sessionMachine) => {
  const actor = createActor(machine, { input: { hostname: "shop.example.eu" } });
  const emitted: SessionEmitted[] = [];
  actor.on("*", (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
};

const steady = (actor: Actor<typeof sessionMachine>) =>
  waitFor(actor, (snapshot) => snapshot.matches("loggedIn") || snapshot.matches("loggedOut"));

describe("machine", () => {
  it("with a stored token loads user, products, categories and config in parallel, then logs in", async () => {
    const server = backEnd({ token: "stored" });
    const { actor, emitted } = start(server.machine);
    expect(selectIsSessionInitializing(actor.getSnapshot())).toBe(true);
    const snapshot = await steady(actor);
    expect(selectIsLoggedIn(snapshot)).toBe(true);
    expect(selectIsSessionInitializing(snapshot)).toBe(false);
    expect(server.calls.slice(0, 1)).toEqual(["readToken"]);
    expect([...server.calls.slice(1)].sort()).toEqual(["loadCategories", "loadConfig", "loadProducts", "loadUser"]);
    expect(server.mostAtOnce()).toBe(4);
    expect(snapshot.context.products).toEqual(products);
    expect(snapshot.context.categories).toEqual(categories);
    expect(snapshot.context.config).toEqual(shopConfig);
    expect(selectAccount(snapshot)).toMatchObject({ user_id: 42, isSalesRep: false, company: ownCompany });
    expect(selectMaxOrderAmount(snapshot)).toBe(150_050);
    expect(selectShippingAddress(snapshot)?.zip).toBe("69003");
    expect(emitted.map((event) => event.type)).toEqual(["session.loggedIn"]);
  });

  it("without a token loads only the config and logs out: token cleared, account reset, no toast", async () => {
    const server = backEnd({ token: null });
    const { actor, emitted } = start(server.machine);
    const snapshot = await steady(actor);
    expect(snapshot.matches("loggedOut")).toBe(true);
    expect(server.calls).toEqual(["readToken", "loadConfig", "clearToken"]);
    expect(snapshot.context.config).toEqual(shopConfig);
    expect(snapshot.context.products).toBeNull();
    expect(selectAccount(snapshot)).toMatchObject({ isLoggedIn: false, isInitialized: true, redirect: "/" });
    expect(snapshot.context.notification).toBeNull();
    expect(emitted).toEqual([{ type: "session.loggedOut", reason: "noToken" }]);
  });

  it("logs out with the session-expired toast when any loader fails", async () => {
    for (const failing of ["loadUser", "loadProducts", "loadCategories", "loadConfig"] as const) {
      const server = backEnd({ token: "stale", fail: [failing] });
      const { actor, emitted } = start(server.machine);
      const snapshot = await steady(actor);
      expect(snapshot.matches("loggedOut"), failing).toBe(true);
      expect(server.token(), failing).toBeNull();
      expect(selectAccount(snapshot).isLoggedIn).toBe(false);
      expect(snapshot.context.notification).toMatchObject({ message: { id: SESSION_EXPIRED_MESSAGE_ID }, severity: "error" });
      expect(emitted.map((event) => event.type)).toEqual(["session.loggedOut", "notification.show"]);
    }
  });

  it("logs out when the token cannot even be read", async () => {
    const server = backEnd({ token: "x", fail: ["readToken"] });
    const { actor } = start(server.machine);
    const snapshot = await steady(actor);
    expect(snapshot.matches("loggedOut")).toBe(true);
    expect(server.calls).toContain("clearToken");
  });

  it("logs in: stores the token, loads what is missing and keeps the account", async () => {
    const server = backEnd({ token: null });
    const { actor, emitted } = start(server.machine);
    await steady(actor);
    actor.send({ type: "session.login", email: "  martin@example.fr ", password: "secret" });
    const snapshot = await waitFor(actor, (state) => state.matches("loggedIn"));
    expect(server.logins).toEqual([{ email: "martin@example.fr", password: "secret" }]);
    expect(server.token()).toBe("fresh-token");
    expect(server.calls.slice(3)).toEqual(expect.arrayContaining(["login", "saveToken", "loadProducts", "loadCategories"]));
    expect(server.calls.filter((call) => call === "loadUser" || call === "loadConfig")).toEqual(["loadConfig"]);
    expect(selectIsLoggedIn(snapshot)).toBe(true);
    expect(JSON.stringify(snapshot.context)).not.toContain("fresh-token");
    expect(emitted.at(-1)).toMatchObject({ type: "session.loggedIn" });
  });

  it("stays logged out after a refused login, with the login failure message and the server's answer", async () => {
    const server = backEnd({ token: null, fail: ["login"] });
    const { actor } = start(server.machine);
    await steady(actor);
    actor.send({ type: "session.login", email: "a@b.c", password: "wrong" });
    const snapshot = await waitFor(actor, (state) => state.matches("loggedOut") && state.context.loginError !== null);
    expect(snapshot.context.loginError).toBe(LOGIN_FAILED_MESSAGE_ID);
    expect(snapshot.context.notification?.message).toEqual({ id: LOGIN_FAILED_MESSAGE_ID });
    expect(selectAccount(snapshot).response).toEqual({ success: false, message: "login failed" });
    expect(server.token()).toBeNull();
  });

  it("logs a sales rep in without an active company until an office is chosen", async () => {
    const server = backEnd({ token: "stored", user: { ...salesRepUser, company: salesCompany } });
    const { actor } = start(server.machine);
    let snapshot = await steady(actor);
    expect(selectAccount(snapshot)).toMatchObject({ isSalesRep: true, salesRepCompany: salesCompany, company: null });
    expect(selectNeedsOfficeChoice(snapshot)).toBe(true);
    expect(selectPostLoginPath(snapshot)).toBe("/order-on-behalf");
    actor.send({ type: "session.setOrderForCompany", company: officeCompany });
    snapshot = actor.getSnapshot();
    expect(selectActiveCompany(snapshot)).toEqual(officeCompany);
    expect(selectAccount(snapshot).salesRepCompany).toEqual(salesCompany);
    expect(selectNeedsOfficeChoice(snapshot)).toBe(false);
  });

  it("ships a sales rep's order to the chosen office's address, not to the rep's own", async () => {
    const server = backEnd({ token: "stored", user: { ...salesRepUser, company: salesCompany } });
    const { actor } = start(server.machine);
    await steady(actor);
    const officeAddress = {
      address_key: "5678",
      default_flag: "Y" as const,
      name: "Maternité Sainte-Anne",
      address_line_1: "12 rue des Lilas",
      address_line_2: "",
      city: "Paris",
      state: null,
      zip: "75014",
      country: "FR",
    };
    actor.send({ type: "session.setOrderForCompany", company: { ...officeCompany, shipping_address: officeAddress } });
    expect(selectShippingAddress(actor.getSnapshot())).toEqual(officeAddress);
    // An office whose address the server did not name: no address rather than the rep's own.
    actor.send({ type: "session.setOrderForCompany", company: officeCompany });
    expect(selectShippingAddress(actor.getSnapshot())).toBeNull();
  });

  it("resets the whole state on logout but keeps the hostname's config", async () => {
    const server = backEnd({ token: "stored" });
    const { actor, emitted } = start(server.machine);
    await steady(actor);
    actor.send({ type: "session.setRedirect", path: "/cart" });
    actor.send({ type: "session.logout" });
    const snapshot = await waitFor(actor, (state) => state.matches("loggedOut"));
    expect(server.token()).toBeNull();
    expect(selectAccount(snapshot)).toMatchObject({ isLoggedIn: false, user_id: null, company: null, redirect: "/" });
    expect(snapshot.context.products).toBeNull();
    expect(snapshot.context.signedIn).toBeNull();
    expect(snapshot.context.config).toEqual(shopConfig);
    expect(snapshot.context.notification).toBeNull();
    expect(emitted.at(-1)).toEqual({ type: "session.loggedOut", reason: "logout" });
  });

  it("forces a logout with an error toast, by default the session-expired message", async () => {
    for (const [messageId, expected] of [
      [undefined, SESSION_EXPIRED_MESSAGE_ID],
      ["session.login.failed", "session.login.failed"],
    ] as const) {
      const server = backEnd({ token: "stored" });
      const { actor } = start(server.machine);
      await steady(actor);
      actor.send(messageId === undefined ? { type: "session.forceLogout" } : { type: "session.forceLogout", messageId });
      const snapshot = await waitFor(actor, (state) => state.matches("loggedOut"));
      expect(server.token()).toBeNull();
      expect(snapshot.context.notification).toMatchObject({ message: { id: expected }, severity: "error", autoHideMs: 3000 });
    }
  });

  it("remembers a redirect for after login, but not the default path nor a login page", async () => {
    const server = backEnd({ token: null });
    const { actor } = start(server.machine);
    await steady(actor);
    actor.send({ type: "session.setRedirect", path: "/profile/my-orders" });
    actor.send({ type: "session.setRedirect", path: "/" });
    actor.send({ type: "session.setRedirect", path: "/login" });
    expect(selectAccount(actor.getSnapshot()).redirect).toBe("/profile/my-orders");
    actor.send({ type: "session.login", email: "a@b.c", password: "p" });
    const snapshot = await waitFor(actor, (state) => state.matches("loggedIn"));
    expect(selectPostLoginPath(snapshot)).toBe("/profile/my-orders");
  });

  it("still gets the config when a stored token is refused before the config arrived (the shell would wait for ever)", async () => {
    // The token's session ended elsewhere ("log out everywhere"): the user's call fails first.
    let answerConfig: () => void = () => undefined;
    const configGate = new Promise<void>((resolve) => (answerConfig = resolve));
    let configCalls = 0;
    const machine = backEnd({ token: "ended", fail: ["loadUser"] }).machine.provide({
      actors: {
        loadConfig: fromPromise(async () => {
          configCalls += 1;
          if (configCalls === 1) await configGate;
          return shopConfig;
        }),
      },
    });
    const { actor } = start(machine);
    await waitFor(actor, (state) => state.matches("loggedOut"));
    answerConfig();
    const snapshot = await waitFor(actor, (state) => state.context.config !== null);
    expect(snapshot.context.config).toEqual(shopConfig);
    expect(selectAccount(snapshot).isLoggedIn).toBe(false);
  });

  it("forgets the remembered page once it was gone to (a sales rep's deep link after the office choice)", async () => {
    const server = backEnd({ token: null });
    const { actor } = start(server.machine);
    await steady(actor);
    actor.send({ type: "session.setRedirect", path: "/profile/my-orders" });
    actor.send({ type: "session.login", email: "a@b.c", password: "p" });
    await waitFor(actor, (state) => state.matches("loggedIn"));
    expect(selectAccount(actor.getSnapshot()).redirect).toBe("/profile/my-orders");
    actor.send({ type: "session.redirectUsed" });
    expect(selectAccount(actor.getSnapshot()).redirect).toBe("/");
    expect(actor.getSnapshot().matches("loggedIn")).toBe(true);
  });

  it("does not remember the page a user logged out from for whoever logs in next", async () => {
    const server = backEnd({ token: "stored" });
    const { actor } = start(server.machine);
    await steady(actor);
    actor.send({ type: "session.logout" });
    await waitFor(actor, (state) => state.matches("loggedOut"));
    // The guard sees a protected page while logged out and asks to remember it.
    actor.send({ type: "session.setRedirect", path: "/profile/my-orders" });
    expect(selectAccount(actor.getSnapshot()).redirect).toBe("/");
    actor.send({ type: "session.login", email: "a@b.c", password: "p" });
    const snapshot = await waitFor(actor, (state) => state.matches("loggedIn"));
    expect(selectPostLoginPath(snapshot)).toBe("/");
    // Logged in again, the next logged-out visit remembers pages as before.
    actor.send({ type: "session.forceLogout" });
    await waitFor(actor, (state) => state.matches("loggedOut"));
    actor.send({ type: "session.setRedirect", path: "/cart" });
    expect(selectAccount(actor.getSnapshot()).redirect).toBe("/cart");
  });

  it("sends back to the remembered page after a forced logout only the user whose session ended", async () => {
    for (const [loginAnswer, expected] of [
      [{ ...customerUser, company: ownCompany, auth: "again" }, "/cart"],
      [{ ...customerUser, id: 43, company: ownCompany, auth: "other" }, "/"],
    ] as const) {
      const server = backEnd({ token: "stored", loginAnswer });
      const { actor } = start(server.machine);
      await steady(actor);
      actor.send({ type: "session.forceLogout" });
      await waitFor(actor, (state) => state.matches("loggedOut"));
      actor.send({ type: "session.setRedirect", path: "/cart" });
      actor.send({ type: "session.login", email: "a@b.c", password: "p" });
      const snapshot = await waitFor(actor, (state) => state.matches("loggedIn"));
      expect(selectPostLoginPath(snapshot), `user ${loginAnswer.id}`).toBe(expected);
    }
  });

  it("lands a sales rep on order on behalf after login even with a remembered page", async () => {
    const server = backEnd({ token: null, loginAnswer: { ...salesRepUser, company: salesCompany, auth: "rep" } });
    const { actor } = start(server.machine);
    await steady(actor);
    actor.send({ type: "session.setRedirect", path: "/cart" });
    actor.send({ type: "session.login", email: "rep@b.c", password: "p" });
    const snapshot = await waitFor(actor, (state) => state.matches("loggedIn"));
    expect(selectPostLoginPath(snapshot)).toBe("/order-on-behalf");
    actor.send({ type: "session.setOrderForCompany", company: officeCompany });
    expect(selectPostLoginPath(actor.getSnapshot())).toBe("/cart");
  });
});

describe("a start that gets no answer", () => {
  const unreachable = (token: string | null) => {
    let stored = token;
    const calls: string[] = [];
    let online = false;
    const noAnswer = { _tag: "ApiCallFailed", status: null, body: "Wrong Services", messageId: "content.wrong_services" };
    const call = <T, I = void>(name: string, answer: () => T) =>
      fromPromise<T, I>(async () => {
        calls.push(name);
        if (!online) throw noAnswer;
        return answer();
      });
    const machine = sessionMachine.provide({
      actors: {
        readToken: fromPromise(async () => stored),
        saveToken: fromPromise<void, { readonly token: string }>(async () => undefined),
        clearToken: fromPromise<void, void>(async () => {
          calls.push("clearToken");
          stored = null;
        }),
        loadUser: call<CurrentUserAnswer>("loadUser", () => ({ ...customerUser, company: ownCompany })),
        loadProducts: call<typeof products>("loadProducts", () => products),
        loadCategories: call<typeof categories>("loadCategories", () => categories),
        loadConfig: call<typeof shopConfig, { readonly hostname: string }>("loadConfig", () => shopConfig),
        login: fromPromise(async () => Promise.reject(new Error("not used"))),
      },
    });
    return { machine, calls, token: () => stored, goOnline: () => (online = true) };
  };

  it("keeps a stored token and offers the retry page; the retry signs in once the network is back", async () => {
    const server = unreachable("stored");
    const { actor, emitted } = start(server.machine);
    const waiting = await waitFor(actor, (snapshot) => snapshot.matches("unanswered"));
    expect(server.token()).toBe("stored");
    expect(server.calls).not.toContain("clearToken");
    expect(waiting.context.config).toBeNull();
    expect(waiting.context.configProblem).toEqual({ kind: "unavailable" });
    expect(waiting.context.notification).toBeNull();
    expect(emitted.map((event) => event.type)).not.toContain("session.loggedOut");

    server.goOnline();
    actor.send({ type: "session.retryConfig" });
    const snapshot = await steady(actor);
    expect(selectIsLoggedIn(snapshot)).toBe(true);
    expect(snapshot.context.configProblem).toBeNull();
    expect(server.token()).toBe("stored");
  });

  it("a time-out of the config is no answer either", async () => {
    const machine = unreachable("stored").machine.provide({
      actors: { loadConfig: fromPromise(async () => Promise.reject({ _tag: "TimeoutError" })) },
    });
    const { actor } = start(machine);
    expect((await waitFor(actor, (snapshot) => snapshot.matches("unanswered"))).context.hasToken).toBe(true);
  });

  it("without a token it is the logged-out retry page, as before", async () => {
    const server = unreachable(null);
    const { actor } = start(server.machine);
    const snapshot = await steady(actor);
    expect(snapshot.matches("loggedOut")).toBe(true);
    expect(snapshot.context.configProblem).toEqual({ kind: "unavailable" });
  });

  it("a refusal (401) still ends the session", async () => {
    const server = unreachable("stored");
    const machine = server.machine.provide({
      actors: { loadUser: fromPromise(async () => Promise.reject({ _tag: "ApiCallFailed", status: 401, body: null, messageId: "x" })) },
    });
    server.goOnline();
    const { actor } = start(machine);
    const snapshot = await steady(actor);
    expect(snapshot.matches("loggedOut")).toBe(true);
    expect(server.token()).toBeNull();
  });
});
