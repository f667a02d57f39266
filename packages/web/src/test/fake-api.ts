import { vi } from "vitest";

/** JSON the fake server answers: a body and a status (200 unless told). */
export interface FakeAnswer {
  readonly status?: number;
  readonly body: unknown;
}

/** Handlers by "METHOD /path" (path without query); a function may look at the request. */
export type FakeRoutes = Record<string, FakeAnswer | ((request: Request) => FakeAnswer | Promise<FakeAnswer>)>;

export const customerAnswer = {
  id: 42,
  is_valid: true,
  is_sales: false,
  max_order_amount: 500,
  company_name: "Maternité Test",
  address: "1 rue de la Paix",
  address_xtra: "",
  city: "Paris",
  postalcode: "75001",
  country: "FR",
  company: { cust_no: "100234", Name: "Maternité Test", orders: [], license_valid: "APPROVED" },
};

export const salesRepAnswer = {
  ...customerAnswer,
  id: 7,
  is_sales: true,
  company: { cust_no: "100300", Name: "Brand office", orders: [], license_valid: "APPROVED" },
};

export const configAnswer = (locale: string | readonly string[] = ["fr_FR"], extra: Record<string, unknown> = {}) => ({
  id: 1,
  locale,
  maintenance_mode: false,
  ...extra,
});

/** The calls a signed-out tab makes, plus whatever the test adds. */
export const baseRoutes = (config: unknown = configAnswer()): FakeRoutes => ({
  "GET /admin/config_for_hostname": { body: config },
  "GET /admin/user/me": { status: 401, body: { error: { code: "auth.unauthorized", message: "Unauthorized" } } },
  "GET /admin/product": { body: [] },
  "GET /admin/category": { body: [] },
});

let currentRoutes: FakeRoutes = {};
let currentSpy: ((url: string, request: Request) => void) | null = null;

const answer = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const request = input instanceof Request ? input : new Request(String(input), init);
  currentSpy?.(request.url, request);
  const url = new URL(request.url);
  const keys = Object.keys(currentRoutes).sort((a, b) => b.length - a.length);
  const key = keys.find((candidate) => {
    const [method, path] = candidate.split(" ");
    return method === request.method && path !== undefined && url.pathname.startsWith(path);
  });
  if (key === undefined) return new Response(JSON.stringify({ error: { code: "request.not_found", message: "Not found" } }), { status: 404 });
  const handler = currentRoutes[key]!;
  const result = typeof handler === "function" ? await handler(request) : handler;
  return new Response(JSON.stringify(result.body), { status: result.status ?? 200, headers: { "content-type": "application/json" } });
};

/**
 * Answers `fetch` from `routes` (matched on method and path prefix, longest first), so the real
 * services, machines and components run without a network. WHY one dispatcher for the whole
 * run: Effect's fetch client remembers the first `globalThis.fetch` it saw, so each test swaps
 * the routes behind the same function instead of the function itself.
 */
export const installFakeFetch = (routes: FakeRoutes) => {
  currentRoutes = routes;
  const spy = vi.fn((_url: string, _request: Request) => undefined);
  currentSpy = spy;
  globalThis.fetch = answer as typeof fetch;
  return spy;
};
