import { Clock, Effect, Layer } from "effect";
import { HttpClient, HttpClientError, HttpClientResponse, type HttpBody } from "effect/http";

/** One request as a fake server sees it: already resolved URL, lower-case headers, body as text. */
export interface FakeRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Readonly<Record<string, string>>;
  /** The request body as text (`undefined` for a request without body). */
  readonly body: string | undefined;
  /** When it was sent, by the clock in context: with `TestClock`, test time in ms. */
  readonly at: number;
}

/** Answers a request; a thrown error or rejected promise plays a network failure. */
export type FakeHandler = (request: FakeRequest) => Response | Promise<Response>;

/**
 * An `HttpClient` that never touches the network: every request goes to `handler`. For unit
 * tests of services that call HTTP (and for adapters' tests). `requests` records what was
 * sent, in order.
 */
export const fakeHttpClient = (handler: FakeHandler) => {
  const requests: Array<FakeRequest> = [];
  const client = HttpClient.make((request, url) =>
    Effect.flatMap(Clock.currentTimeMillis, (at) =>
    Effect.tryPromise({
      try: async () => {
        const seen: FakeRequest = {
          method: request.method,
          url,
          headers: { ...request.headers },
          body: bodyText(request.body),
          at,
        };
        requests.push(seen);
        return HttpClientResponse.fromWeb(request, await handler(seen));
      },
      catch: (cause) =>
        new HttpClientError.HttpClientError({
          reason: new HttpClientError.TransportError({ request, cause, description: "fake network failure" }),
        }),
    })),
  );
  return { layer: Layer.succeed(HttpClient.HttpClient)(client), requests };
};

const decoder = new TextDecoder();

const bodyText = (body: HttpBody.HttpBody): string | undefined => {
  if (body._tag === "Uint8Array") return body.text ?? decoder.decode(body.body);
  if (body._tag === "Raw") return String(body.body);
  return undefined;
};

/** A JSON response, for fake handlers. */
export const jsonResponse = (body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response =>
  new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { "content-type": "application/json", ...init.headers },
  });

/** A plain-text response, for fake handlers (e.g. an HTML error page where JSON was expected). */
export const textResponse = (body: string, init: { status?: number; headers?: Record<string, string> } = {}): Response =>
  new Response(body, { status: init.status ?? 200, headers: { "content-type": "text/plain", ...init.headers } });
