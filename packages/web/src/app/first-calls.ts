import {
  CONFIG_TIMEOUT_MS,
  readCategories,
  readCurrentUser,
  readProducts,
  readShopConfig,
  type Category,
  type CurrentUserAnswer,
  type ShopConfig,
  type ShopProduct,
  type SyncKeyValueStore,
} from "@proshop/core";

/*
 * The session's first calls read without Effect (issue 18, the design's second half): the token,
 * the shop config, and with a token the user, the products and the categories, so the login form
 * and the shop home render before the Effect chunk (effect-services.ts) has arrived. Each GET is
 * answered by index.html's early call (early-calls.ts) through the patched fetch, sent as core's
 * ApiClient sends it; the answers are read by core's `readShopConfig`, `readCurrentUser`,
 * `readProducts` and `readCategories`, which property tests hold to the schemas' decode.
 * Failures have the shape of core's `ApiCallFailed` (status, body, messageId), as the client's:
 * a refusal's body (404 "no shop at this address" with its hosts, a 401 of an ended session),
 * "Wrong Services" for no usable answer (network, malformed body), and for the config one that
 * does not come within CONFIG_TIMEOUT_MS. No call here sets X-Customer-Number: the session makes
 * these calls only at start and after a login, when no office is acted for (core's ActingCustomer
 * is set by the order-on-behalf actor once logged in, and cleared by every logout).
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
  /** GET /admin/user/me?refresh=1, as core's ApiClient `getCurrentUser`. */
  readonly loadUser: (signal?: AbortSignal) => Promise<CurrentUserAnswer>;
  /** GET /admin/product, as core's ApiClient `listProducts()`. */
  readonly loadProducts: (signal?: AbortSignal) => Promise<ReadonlyArray<ShopProduct>>;
  /** GET /admin/category, as core's ApiClient `listCategories()`. */
  readonly loadCategories: (signal?: AbortSignal) => Promise<ReadonlyArray<Category>>;
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
  const fetchNow = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => window.fetch(input, init));
  /** A GET sent as core's ApiClient sends it (the bearer when there is a token), so the early call's answer is the one handed over. */
  const get = async <A>(path: string, read: (answer: unknown) => A | null, signal: AbortSignal | undefined, timeoutMs?: number): Promise<A> => {
    const token = readToken();
    const headers: Record<string, string> = { Accept: "application/json" };
    if (token !== null) headers["Authorization"] = `Bearer ${token}`;
    const timeout = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs);
    const signals = [signal, timeout].filter((one): one is AbortSignal => one !== undefined);
    let response: Response;
    let text: string;
    try {
      response = await fetchNow(new URL(path, origin).href, {
        method: "GET",
        headers,
        credentials: "same-origin",
        ...(signals.length === 0 ? {} : { signal: signals.length === 1 ? signals[0] : AbortSignal.any(signals) }),
      });
      text = await response.text();
    } catch (error) {
      if (signal?.aborted === true) throw error;
      throw failed(null, WRONG_SERVICES);
    }
    if (response.status < 200 || response.status >= 300) throw failed(response.status, parseBody(text));
    const value = read(parseBody(text));
    if (value === null) throw failed(response.status, WRONG_SERVICES);
    return value;
  };
  return {
    readToken: async () => readToken(),
    loadConfig: (hostname, signal) => get(`/admin/config_for_hostname/${encodeURIComponent(hostname)}`, readShopConfig, signal, timeoutMs),
    loadUser: (signal) => get("/admin/user/me?refresh=1", readCurrentUser, signal),
    loadProducts: (signal) => get("/admin/product", readProducts, signal),
    loadCategories: (signal) => get("/admin/category", readCategories, signal),
  };
};
