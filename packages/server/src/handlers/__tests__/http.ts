import { Effect } from "effect";
import { DEFAULT_FORM_SIGNING_SECRET, signedRequestClaims, signRequestToken } from "@proshop/core";
import { SEED_PASSWORD } from "@proshop/fixtures/seed/users";

/*
 * A small HTTP client for the server tests: JSON in, status + parsed body + headers out.
 */

export interface Answer {
  readonly status: number;
  // oxlint-disable-next-line no-explicit-any
  readonly body: any;
  readonly headers: Headers;
}

export interface CallOptions {
  readonly token?: string | undefined;
  readonly headers?: Readonly<Record<string, string>>;
  /** Send this text as the body instead of JSON-encoding `body`. */
  readonly raw?: string;
}

/** `send`, tried again after each 503's Retry-After as a real client does, `retries` times at most. */
export const honouringRetryAfter = async (send: () => Promise<Answer>, retries: number): Promise<Answer> => {
  let answer = await send();
  for (let retry = 0; answer.status === 503 && retry < retries; retry++) {
    await new Promise((resolve) => setTimeout(resolve, 1000 * (Number(answer.headers.get("retry-after")) || 1)));
    answer = await send();
  }
  return answer;
};

export const shopClient = (baseUrl: string) => {
  const call = async (method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<Answer> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers["authorization"] = `Bearer ${options.token}`;
    const text = options.raw ?? (body === undefined ? undefined : JSON.stringify(body));
    if (text !== undefined && headers["content-type"] === undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${baseUrl}${path}`, { method, headers, ...(text === undefined ? {} : { body: text }) });
    const received = await response.text();
    let parsed: unknown = received;
    try {
      parsed = received === "" ? null : JSON.parse(received);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
  const client = {
    get: (path: string, options?: CallOptions) => call("GET", path, undefined, options),
    post: (path: string, body: unknown, options?: CallOptions) => call("POST", path, body, options),
    put: (path: string, body: unknown, options?: CallOptions) => call("PUT", path, body, options),
    call,
    /** Logs in and answers the session token (throws when the log-in is refused). */
    login: async (email: string, password: string = SEED_PASSWORD): Promise<string> => {
      // A busy password queue answers 503 with Retry-After (password-work.ts): on two saturated
      // cores a test's burst of log-ins can meet it, so wait as a real client would.
      const answer = await honouringRetryAfter(() => call("POST", "/auth/login", { email, password }), 5);
      if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.auth as string;
    },
    /**
     * Sends a form as the web app does without a session: the exact body text with a signed
     * request token (core's signRequestToken) made for it.
     */
    postSigned: async (
      path: string,
      body: unknown,
      options: { readonly secret?: string; readonly email?: string; readonly nowMillis?: number; readonly sendText?: string } = {},
    ): Promise<Answer> => {
      const text = JSON.stringify(body);
      const token = await Effect.runPromise(
        signedRequestClaims({
          body: text,
          email: options.email ?? (body as { email?: string }).email ?? "",
          location: "http://localhost/register",
          nowMillis: options.nowMillis ?? Date.now(),
        }).pipe(Effect.flatMap((claims) => signRequestToken(claims, options.secret ?? DEFAULT_FORM_SIGNING_SECRET))),
      );
      return call("POST", path, undefined, { token, raw: options.sendText ?? text });
    },
  };
  return client;
};

export type ShopClient = ReturnType<typeof shopClient>;
