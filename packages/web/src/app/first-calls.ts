import { CONFIG_TIMEOUT_MS, readShopConfig, type ShopConfig, type SyncKeyValueStore } from "@proshop/core";

/*
 * The session's first calls read without Effect (issue 18, the design's second half): the token
 * and the shop config, so the login form renders before the Effect chunk (effect-services.ts)
 * has arrived. The config's GET is answered by index.html's early call (early-calls.ts) through
 * the patched fetch; the answer is read by core's `readShopConfig`, which a property test holds
 * to `ShopConfig`'s decode. Failures have the shape of core's `ApiCallFailed` (status, body,
 * messageId), so `configProblemOf` words them as before: a refusal's body (404 "no shop at this
 * address" with its hosts), "Wrong Services" for no usable answer (network, malformed body), and
 * a config that does not come within CONFIG_TIMEOUT_MS.
 */

// Core's TOKEN_STORAGE_KEY and WRONG_SERVICES words, spelt here: their modules bring Effect
// (a test checks they still match).
export const TOKEN_KEY = "token";
export const WRONG_SERVICES = "Wrong Services";
export const WRONG_SERVICES_MESSAGE_ID = "content.wrong_services";

/** The plain twin of core's ApiCallFailed for the first calls (no Effect to build the real one). */
export interface FirstCallFailed {
  readonly _tag: "ApiCallFailed";
  readonly status: number | null;
  readonly body: unknown;
  readonly messageId: string;
}

const failed = (status: number | null, body: unknown): FirstCallFailed => {
  const error = typeof body === "object" && body !== null ? (body as { error?: { code?: unknown } }).error : undefined;
  const code = typeof error?.code === "string" && error.code.trim() !== "" ? error.code : WRONG_SERVICES_MESSAGE_ID;
  return { _tag: "ApiCallFailed", status, body, messageId: code };
};

const parseBody = (text: string): unknown => {
  if (text.trim() === "") return WRONG_SERVICES;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export interface FirstCalls {
  /** The stored token, as core's TokenStore reads it ("" is no token). */
  readonly readToken: () => Promise<string | null>;
  /** The shop config for this hostname, read as core's ApiClient would. */
  readonly loadConfig: (hostname: string, signal?: AbortSignal) => Promise<ShopConfig>;
}

export interface FirstCallsOptions {
  readonly origin?: string;
  readonly store: SyncKeyValueStore;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

export const createFirstCalls = (options: FirstCallsOptions): FirstCalls => {
  const origin = options.origin ?? window.location.origin;
  const timeoutMs = options.timeoutMs ?? CONFIG_TIMEOUT_MS;
  const readToken = (): string | null => {
    const token = options.store.getItem(TOKEN_KEY);
    return token === null || token === "" ? null : token;
  };
  return {
    readToken: async () => readToken(),
    loadConfig: async (hostname, signal) => {
      // Sent as core's ApiClient sends it (the bearer when there is a token), so the early call's
      // answer is the one handed over.
      const token = readToken();
      const headers: Record<string, string> = { Accept: "application/json" };
      if (token !== null) headers["Authorization"] = `Bearer ${token}`;
      const timeout = AbortSignal.timeout(timeoutMs);
      const url = new URL(`/admin/config_for_hostname/${encodeURIComponent(hostname)}`, origin).href;
      const fetchNow = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => window.fetch(input, init));
      let response: Response;
      let text: string;
      try {
        response = await fetchNow(url, {
          method: "GET",
          headers,
          credentials: "same-origin",
          signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]),
        });
        text = await response.text();
      } catch (error) {
        if (signal?.aborted === true) throw error;
        throw failed(null, WRONG_SERVICES);
      }
      if (response.status < 200 || response.status >= 300) throw failed(response.status, parseBody(text));
      const config = readShopConfig(parseBody(text));
      if (config === null) throw failed(response.status, WRONG_SERVICES);
      return config;
    },
  };
};
