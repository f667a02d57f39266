import { ActingCustomer, ApiCallFailed, ApiClient, ApiConfig, makeShopRuntime, TokenStore } from "@proshop/core";
import { Effect, Layer, ManagedRuntime, References } from "effect";
import { FetchHttpClient } from "effect/http";
import type { CommandContext } from "../context.ts";
import { withSpinner } from "../output/spinner.ts";
import { failureFromApi } from "./api-failure.ts";

/*
 * Core's ApiClient on Node: Effect's HTTP client over Node's fetch (undici), the session token
 * in memory (the CLI keeps it in its credentials file, see credentials.ts) and the acting
 * company's customer number as `X-Customer-Number`. Answers are decoded with the contract's
 * schemas, exactly as on the web.
 */

export type CliServices = ApiClient | TokenStore | ActingCustomer;

export interface CliApi {
  readonly runtime: ManagedRuntime.ManagedRuntime<CliServices, never>;
  /**
   * Runs an effect on the runtime with logging off: the client logs calls that got no usable
   * answer, and the CLI says that in one sentence instead (see api-failure.ts).
   */
  readonly run: <A, E>(effect: Effect.Effect<A, E, CliServices>, options?: { readonly signal?: AbortSignal }) => Promise<A>;
  /**
   * Runs one call with a spinner (on a terminal) and turns its failure into the CLI's
   * (exit codes 1 to 4, see api-failure.ts).
   */
  readonly call: <A>(label: string, use: (api: ApiClient["Service"]) => Effect.Effect<A, ApiCallFailed>) => Promise<A>;
  /** The same for any call on the runtime's services (a feature's own client, e.g. Zoom! Delivered's). */
  readonly callEffect: <A>(label: string, effect: Effect.Effect<A, ApiCallFailed, CliServices>) => Promise<A>;
  readonly dispose: () => Promise<void>;
}

export const cliServicesLayer = (options: {
  readonly server: string;
  readonly token: string | null;
  readonly customerNumber: string | null;
  readonly location: string;
}): Layer.Layer<CliServices> =>
  ApiClient.layerWithoutHttp.pipe(
    Layer.provide(FetchHttpClient.layer),
    Layer.provide(
      Layer.succeed(ApiConfig)({
        baseUrl: options.server.replace(/\/+$/, ""),
        // The CLI sends no public form (register, contact), so it never signs one.
        formSigningSecret: "",
        currentLocation: () => options.location,
      }),
    ),
    Layer.provideMerge(TokenStore.layerMemory(options.token)),
    Layer.provideMerge(ActingCustomer.layerMemory(options.customerNumber)),
  );

export const openApi = (
  context: CommandContext,
  session: { readonly token: string | null; readonly customerNumber: string | null },
  command: string,
): CliApi => {
  const runtime = makeShopRuntime(
    cliServicesLayer({ server: context.server, ...session, location: `cli:${command}` }),
  );
  const run = <A, E>(effect: Effect.Effect<A, E, CliServices>, options: { readonly signal?: AbortSignal } = {}) =>
    runtime.runPromise(effect.pipe(Effect.provideService(References.MinimumLogLevel, "None")), options);
  const callEffect = async <A>(label: string, effect: Effect.Effect<A, ApiCallFailed, CliServices>): Promise<A> => {
    try {
      return await withSpinner(label, () => run(effect));
    } catch (error) {
      throw error instanceof ApiCallFailed || (error as { _tag?: string })?._tag === "ApiCallFailed"
        ? failureFromApi(error as ApiCallFailed, { server: context.server, t: context.t, locale: context.locale, currency: context.currency })
        : error;
    }
  };
  return {
    runtime,
    run,
    call: (label, use) => callEffect(label, ApiClient.use(use)),
    callEffect,
    dispose: () => runtime.dispose(),
  };
};
