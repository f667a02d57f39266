import { Effect, Layer } from "effect";
import { FetchHttpClient } from "effect/http";
import { describe, expect, it } from "vitest";
import { assign, createActor, fromPromise, setup, toPromise, waitFor } from "xstate";
import { ApiCallFailed, ApiClient, TEST_API_CONFIG } from "../api-client.ts";
import { jsonResponse } from "../fake-http.ts";
import { actorFromEffect, makeShopRuntime, shopServicesLayer } from "../runtime.ts";
import { memoryKeyValueStore } from "../storage.ts";
import { TokenStore } from "../token-store.ts";

/** A machine with one side effect slot, `load`, as feature machines declare them. */
const loaderMachine = setup({
  types: { context: {} as { value: string | null | undefined; error: unknown }, events: {} as { type: "loader.cancel" } },
  actors: {
    load: fromPromise<string | null, void>(() => Promise.reject(new Error('actor slot "load" is not provided'))),
  },
}).createMachine({
  context: { value: undefined, error: undefined },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        src: "load",
        onDone: { target: "loaded", actions: assign({ value: ({ event }) => event.output }) },
        onError: { target: "failed", actions: assign({ error: ({ event }) => event.error }) },
      },
      on: { "loader.cancel": "cancelled" },
    },
    loaded: { type: "final" },
    failed: {},
    cancelled: {},
  },
});

describe("runtime", () => {
  it("runs a service call as an actor and hands its result to onDone", async () => {
    const runtime = makeShopRuntime(TokenStore.layerMemory("session-1"));
    const actor = createActor(
      loaderMachine.provide({ actors: { load: actorFromEffect(runtime, () => TokenStore.use((tokens) => tokens.get())) } }),
    ).start();
    await toPromise(actor);
    expect(actor.getSnapshot().context.value).toBe("session-1");
    await runtime.dispose();
  });

  it("passes the actor's input and rejects with the typed failure itself", async () => {
    const runtime = makeShopRuntime(Layer.empty);
    const failing = actorFromEffect(runtime, (input: { status: number }) =>
      Effect.fail(new ApiCallFailed({ status: input.status, body: "Wrong Services", messageId: "content.wrong_services" })),
    );
    const withInput = setup({ actors: { load: failing } }).createMachine({
      initial: "loading",
      context: { error: undefined as unknown },
      states: {
        loading: {
          invoke: { src: "load", input: { status: 503 }, onError: { target: "failed", actions: assign({ error: ({ event }) => event.error }) } },
        },
        failed: {},
      },
    });
    const actor = createActor(withInput).start();
    const snapshot = await waitFor(actor, (state) => state.matches("failed"));
    expect(snapshot.context.error).toBeInstanceOf(ApiCallFailed);
    expect(snapshot.context.error).toMatchObject({ status: 503, messageId: "content.wrong_services" });
    await runtime.dispose();
  });

  it("interrupts the effect when the machine leaves the invoking state", async () => {
    const runtime = makeShopRuntime(Layer.empty);
    let markInterrupted: () => void = () => {};
    const interrupted = new Promise<void>((resolve) => (markInterrupted = resolve));
    const actor = createActor(
      loaderMachine.provide({
        actors: { load: actorFromEffect(
            runtime,
            (): Effect.Effect<string | null> => Effect.never.pipe(Effect.onInterrupt(() => Effect.sync(markInterrupted))),
          ) },
      }),
    ).start();
    actor.send({ type: "loader.cancel" });
    await interrupted;
    expect(actor.getSnapshot().value).toBe("cancelled");
    await runtime.dispose();
  });

  it("wires the production services over fetch and the adapter's store", async () => {
    const store = memoryKeyValueStore();
    const seen: Array<string> = [];
    const fakeFetch = (async (input: Parameters<typeof fetch>[0]) => {
      seen.push(String(input instanceof Request ? input.url : input));
      return jsonResponse({
        id: 1,
        company_name: "",
        address: "",
        address_xtra: "",
        city: "",
        postalcode: "",
        country: "",
        auth: "token-from-login",
      });
    }) as typeof fetch;
    const runtime = makeShopRuntime(
      shopServicesLayer({ api: TEST_API_CONFIG, content: { endpoint: "https://cms.test/api/v2" }, store }).pipe(
        Layer.provideMerge(Layer.succeed(FetchHttpClient.Fetch)(fakeFetch)),
      ),
    );
    await runtime.runPromise(ApiClient.use((api) => api.login({ email: "a@b.c", password: "pw" })));
    expect(seen).toEqual([`${TEST_API_CONFIG.baseUrl}/auth/login`]);
    expect(store.entries()).toEqual({ token: "token-from-login" });
    await runtime.dispose();
  });
});
