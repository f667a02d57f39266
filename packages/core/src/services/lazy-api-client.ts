import { Effect } from "effect";
import type { HttpClient, HttpClientError } from "effect/http";
import { HttpApiClient, type HttpApi, type HttpApiGroup } from "effect/http-api";

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
    const built = new Map<string, Record<string, (request: unknown) => Effect.Effect<unknown, unknown, unknown>>>();
    // Two first calls at once may both build the group: harmless (no side effects), the last kept.
    const groupClient = (identifier: string) =>
      Effect.suspend(() => {
        const ready = built.get(identifier);
        if (ready !== undefined) return Effect.succeed(ready);
        return HttpApiClient.group(api, { ...options, group: identifier as HttpApiGroup.Identifier<Groups> }).pipe(
          Effect.provideContext(context),
          Effect.map((client) => {
            const endpoints = client as unknown as Record<string, (request: unknown) => Effect.Effect<unknown, unknown, unknown>>;
            built.set(identifier, endpoints);
            return endpoints;
          }),
        );
      });
    const client: Record<string, Record<string, (request?: unknown) => Effect.Effect<unknown, unknown, unknown>>> = {};
    for (const group of Object.values(api.groups) as ReadonlyArray<HttpApiGroup.Top>) {
      if (group.topLevel) throw new Error(`lazyApiClient: top-level group ${group.identifier} is not supported`);
      const calls: Record<string, (request?: unknown) => Effect.Effect<unknown, unknown, unknown>> = {};
      for (const endpoint of Object.keys(group.endpoints)) {
        calls[endpoint] = (request) => Effect.flatMap(groupClient(group.identifier), (endpoints) => endpoints[endpoint]!(request));
      }
      client[group.identifier] = calls;
    }
    return client as unknown as HttpApiClient.Client<Groups, Exclude<E, HttpClientError.HttpClientError>, R>;
  });
