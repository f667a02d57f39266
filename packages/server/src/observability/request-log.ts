import { randomUUID } from "node:crypto";
import { Context, Effect, Exit, Option } from "effect";
import { HttpEffect, HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http";
import type { Log } from "../log.ts";

/*
 * One JSON line per request (time, request id, method, route template, status, duration,
 * company id when known) and the request id on every answer (`X-Request-Id`).
 *
 * WHY the route template and never the path: paths carry order numbers, customer numbers and
 * payment ids, and query strings carry tokens; `/admin/order/:order_nr` carries none of them
 * and groups the lines (and metrics) usefully. Nothing of the body, the query or the headers
 * is logged.
 */

/** What the request's handling learns about it on the way, for its log line. */
export interface RequestFacts {
  readonly id: string;
  /** The matched route's template ('/admin/order/:order_nr'); unset when no route matched. */
  route?: string;
  /** The company the call acted for (cust_no), once a handler knows it. */
  companyId?: string;
}

export class CurrentRequest extends Context.Service<CurrentRequest, RequestFacts>()("@proshop/server/CurrentRequest") {}

export const REQUEST_ID_HEADER = "x-request-id";

/**
 * The client's request id when it is a plain token (a proxy's or a caller's: letters, digits
 * and `-_.:`, at most 128 characters), else a new one. A longer or stranger value could forge
 * log lines or bloat them.
 */
export const requestIdFrom = (header: string | undefined): string => {
  const given = header?.trim() ?? "";
  return /^[A-Za-z0-9._:-]{1,128}$/.test(given) ? given : randomUUID();
};

/** Notes the company a call acts for on the current request's log line (no-op outside a request). */
export const noteCompany = (custNo: string | null | undefined): Effect.Effect<void> =>
  Effect.serviceOption(CurrentRequest).pipe(
    Effect.map((facts) => {
      if (Option.isSome(facts) && custNo !== null && custNo !== undefined) facts.value.companyId = custNo;
    }),
  );

/**
 * Notes the matched route's template. Must run while the router's context is still the
 * fiber's, i.e. inside the router's global middleware (errors.ts calls it).
 */
export const noteRoute: Effect.Effect<void> = Effect.withFiber((fiber) => {
  const route = Context.getOption(fiber.context as Context.Context<HttpRouter.RouteContext>, HttpRouter.RouteContext);
  const facts = Context.getOption(fiber.context as Context.Context<CurrentRequest>, CurrentRequest);
  if (Option.isSome(route) && Option.isSome(facts)) facts.value.route = route.value.route.path;
  return Effect.void;
});

export interface FinishedRequest {
  readonly method: string;
  readonly route: string;
  readonly status: number;
  readonly durationSeconds: number;
}

/**
 * The server-wide middleware (HttpRouter.serve's `middleware`): gives the request its id,
 * answers it in `X-Request-Id`, annotates every log line written while handling it, then writes
 * the request's line and tells `finished` (metrics).
 */
export const requestLogging =
  (log: Log, options: { readonly quiet: boolean; readonly finished: (request: FinishedRequest) => void }) =>
  <E, R>(app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
    Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest;
      const facts: RequestFacts = { id: requestIdFrom(request.headers[REQUEST_ID_HEADER]) };
      const started = performance.now();
      yield* HttpEffect.appendPreResponseHandler((_request, response) =>
        Effect.succeed(HttpServerResponse.setHeader(response, REQUEST_ID_HEADER, facts.id)),
      );
      const exit = yield* app.pipe(Effect.provideService(CurrentRequest, facts), Effect.annotateLogs({ request_id: facts.id }), Effect.exit);
      const durationSeconds = (performance.now() - started) / 1000;
      // A failure here escaped errors.ts (the client went away, the server is stopping).
      const status = Exit.isSuccess(exit) ? exit.value.status : 499;
      const route = facts.route ?? "(unmatched)";
      options.finished({ method: request.method, route, status, durationSeconds });
      if (!options.quiet) {
        log.info("request", {
          request_id: facts.id,
          method: request.method,
          route,
          status,
          duration_ms: Math.round(durationSeconds * 10_000) / 10,
          ...(facts.companyId === undefined ? {} : { company_id: facts.companyId }),
        });
      }
      return yield* exit;
    });
