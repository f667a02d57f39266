/**
 * The session's first API calls, started by index.html before the app's JavaScript has loaded.
 *
 * WHY: on a (re)load the session can only ask for the user, catalogue and config once ~240 kB of
 * JavaScript has been fetched and run, and the shop home waits for those answers (its LCP). This
 * script, inlined into index.html by vite.config.ts, sends the same GETs at once; the app's own
 * fetch of the same address with the same credentials then gets that answer instead of a second
 * call. Anything else, or a call that differs in its token or acting customer, goes to the
 * network as before, so a drift between this list and core's ApiClient costs a wasted call, never
 * a wrong answer (src/app/__tests__/early-calls.test.tsx checks that the list still matches).
 *
 * It runs as a classic inline script: self-contained (no imports, no outer names), and each
 * early answer is handed out once, and only in the first 10 s (later calls want fresh data).
 */
export function startEarlyCalls(win: Window & typeof globalThis): void {
  // Core's TokenStore key (TOKEN_STORAGE_KEY) and acting-customer header (CUSTOMER_NUMBER_HEADER).
  const tokenKey = "token";
  const customerHeader = "x-customer-number";
  const ttlMs = 10_000;
  let token: string | null;
  try {
    token = win.localStorage.getItem(tokenKey);
  } catch {
    return;
  }
  // The reporting area (issue 14), and a reporting account's token anywhere, make none of the
  // shop's calls (core's isReportingPath and reportingLevelOfToken; inline, as this script must be).
  if (/^\/reporting(\/|$)/.test(win.location.pathname)) return;
  try {
    if (token !== null && typeof JSON.parse(win.atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/")))["level"] === "number") return;
  } catch {
    // Not a token we can read: the shop's calls will say so.
  }
  const origin = win.location.origin;
  // The calls of core's session machine at start: the config always; with a token, the user
  // and the catalogue too (sessionMachine, ApiClient).
  const paths = [`/admin/config_for_hostname/${encodeURIComponent(win.location.hostname)}`];
  if (token !== null) paths.push("/admin/user/me?refresh=1", "/admin/product", "/admin/category");

  const original = win.fetch.bind(win);
  const authorization = token === null ? "" : `Bearer ${token}`;
  const keyOf = (url: string, auth: string | null, customer: string | null) => `${url}\n${auth ?? ""}\n${customer ?? ""}`;
  const early = new Map<string, Promise<Response>>();
  for (const path of paths) {
    const url = new URL(path, origin).href;
    const headers: Record<string, string> = { Accept: "application/json" };
    if (token !== null) headers["Authorization"] = authorization;
    const answer = original(url, { method: "GET", headers, credentials: "same-origin" });
    // An early call that fails is simply not used: the app's own call goes to the network.
    answer.catch(() => undefined);
    early.set(keyOf(url, token === null ? null : authorization, null), answer);
  }
  win.setTimeout(() => early.clear(), ttlMs);

  win.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (early.size === 0) return original(input, init);
    const request = input instanceof Request ? input : null;
    const method = (init?.method ?? request?.method ?? "GET").toUpperCase();
    if (method !== "GET") return original(input, init);
    const url = new URL(request === null ? String(input) : request.url, origin).href;
    const headers = new Headers(init?.headers ?? request?.headers);
    const key = keyOf(url, headers.get("authorization"), headers.get(customerHeader));
    const answer = early.get(key);
    if (answer === undefined) return original(input, init);
    early.delete(key);
    return answer.catch(() => original(input, init));
  };
}
