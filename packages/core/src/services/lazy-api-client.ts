import { Effect } from "effect";
import type { HttpClient, HttpClientError } from "effect/http";
import { HttpApiClient, type HttpApi, type HttpApiGroup } from "effect/http-api";

/** A group's endpoints by name, as the client object holds them. */
type Calls = Record<string, (request?: unknown) => Effect.Effect<unknown, unknown, unknown>>;

/**
 * The client `HttpApiClient.makeWith` gives, but each group's endpoints (their encoders and
 * decoders) are built on the group's first call. WHY: building every group of the shop's calls
 * at once took ~25 ms at full speed (~8 ms for the carts group alone), in the task after the web's
 * Effect chunk arrived, while the shop home's first call needs one group (issue 18).
 * The groups are built with the services of the caller of `lazyApiClient`, as makeWith's are.
 */
export const lazyApiClient = <ApiId extends string, Groups extends HttpApiGroup.Constraint, E, R>(
  api: HttpApi.HttpApi<ApiId, Groups>,
  options: { readonly httpClient: HttpClient.HttpClient.With<E, R>; readonly baseUrl: URL | string },
): Effect.Effect<HttpApiClient.Client<Groups, Exclude<E, HttpClientError.HttpClientError>, R>, never, HttpApiGroup.MiddlewareClient<Groups>> =>
  Effect.gen(function* () {
    const context = yield* Effect.context<HttpApiGroup.MiddlewareClient<Groups>>();
    const client: Record<string, Calls> = {};
    for (const group of Object.values(api.groups) as ReadonlyArray<HttpApiGroup.Top>) {
      if (group.topLevel) throw new Error(`lazyApiClient: top-level group ${group.identifier} is not supported`);
      // Built once, on the first call; calls made meanwhile wait for the same build.
      const built = yield* Effect.cached(
        HttpApiClient.group(api, { ...options, group: group.identifier as HttpApiGroup.Identifier<Groups> }).pipe(
          Effect.provideContext(context),
          Effect.map((endpoints) => endpoints as unknown as Calls),
        ),
      );
      const calls: Calls = {};
      for (const endpoint of Object.keys(group.endpoints)) {
        calls[endpoint] = (request) => Effect.flatMap(built, (endpoints) => endpoints[endpoint]!(request));
      }
      client[group.identifier] = calls;
    }
    return client as unknown as HttpApiClient.Client<Groups, Exclude<E, HttpClientError.HttpClientError>, R>;
  });
