import { configProblemOf, UNKNOWN_HOSTNAME_CODE, TOKEN_STORAGE_KEY, WRONG_SERVICES, WRONG_SERVICES_MESSAGE_ID } from "@proshop/core";
import { describe, expect, it, vi } from "vitest";
import { createFirstCalls, TOKEN_KEY, WRONG_SERVICES as WORDS, WRONG_SERVICES_MESSAGE_ID as WORDS_ID } from "../first-calls.ts";

const memoryStore = (entries: Record<string, string> = {}) => {
  const memory = new Map(Object.entries(entries));
  return { getItem: (key: string) => memory.get(key) ?? null, setItem: (key: string, value: string) => void memory.set(key, value), removeItem: (key: string) => void memory.delete(key) };
};
const answer = (status: number, body: string) => vi.fn(async () => new Response(body, { status }));
const origin = "http://shop.test";

describe("first-calls", () => {
  it("spells core's token key and words as core does", () => {
    expect(TOKEN_KEY).toBe(TOKEN_STORAGE_KEY);
    expect(WORDS).toBe(WRONG_SERVICES);
    expect(WORDS_ID).toBe(WRONG_SERVICES_MESSAGE_ID);
  });

  it("reads the token as the TokenStore does (an empty one is none)", async () => {
    expect(await createFirstCalls({ origin, store: memoryStore({ token: "abc" }) }).readToken()).toBe("abc");
    expect(await createFirstCalls({ origin, store: memoryStore({ token: "" }) }).readToken()).toBeNull();
    expect(await createFirstCalls({ origin, store: memoryStore() }).readToken()).toBeNull();
  });

  it("asks for the hostname's config with the bearer, and reads it as the schema does", async () => {
    const fetch = answer(200, JSON.stringify({ id: "3", locale: ["fr_FR"], maintenance_mode: "0", organisation: 7, extra: 1 }));
    const config = await createFirstCalls({ origin, store: memoryStore({ token: "abc" }), fetch }).loadConfig("shop.test");
    expect(config).toStrictEqual({ id: "3", locale: ["fr_FR"], maintenance_mode: false, organisation: { id: 7, maintenance_mode: false } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${origin}/admin/config_for_hostname/shop.test`);
    expect((init.headers as Record<string, string>)["Authorization"]).toBe("Bearer abc");
  });

  it("fails as core's client does: a refusal with its body, else Wrong Services", async () => {
    const refusal = { error: { code: UNKNOWN_HOSTNAME_CODE, message: "No shop", hosts: ["a.test"] } };
    const calls = (fetch: typeof globalThis.fetch) => createFirstCalls({ origin, store: memoryStore(), fetch }).loadConfig("shop.test");
    const notFound = await calls(answer(404, JSON.stringify(refusal))).catch((error: unknown) => error);
    expect(notFound).toMatchObject({ _tag: "ApiCallFailed", status: 404, body: refusal, messageId: UNKNOWN_HOSTNAME_CODE });
    expect(configProblemOf(notFound, "shop.test")).toEqual({ kind: "unknownHost", hostname: "shop.test", hosts: ["a.test"] });
    const malformed = await calls(answer(200, JSON.stringify({ locale: "fr" }))).catch((error: unknown) => error);
    expect(malformed).toMatchObject({ status: 200, body: WRONG_SERVICES, messageId: WRONG_SERVICES_MESSAGE_ID });
    const notJson = await calls(answer(200, "<html>")).catch((error: unknown) => error);
    expect(notJson).toMatchObject({ body: WRONG_SERVICES });
    const down = await calls(vi.fn(async () => Promise.reject(new TypeError("Failed to fetch")))).catch((error: unknown) => error);
    expect(down).toMatchObject({ status: null, body: WRONG_SERVICES });
    expect(configProblemOf(down, "shop.test")).toEqual({ kind: "unavailable" });
  });

  it("gives up after the time-out", async () => {
    const never = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason))));
    const failure = await createFirstCalls({ origin, store: memoryStore(), fetch: never, timeoutMs: 20 }).loadConfig("shop.test").catch((error: unknown) => error);
    expect(failure).toMatchObject({ body: WRONG_SERVICES });
  });

  it("asks for the user, products and categories as core's client does, and reads them as the schemas do", async () => {
    const user = { id: 3, is_valid: "1", is_sales: 0, postalcode: 1234, organisation: 7, company: { cust_no: 12, orders: null } };
    const product = {
      part_no: "P1", part_skey: "1", SKU: "S", SKUName: "Pump", SKUDescription: "", ctn: "1", stock: 3, price: 12.5, price_in_cents: 1250,
      price_as_string: "12,50", category: { id: 1, key: "PUMPS", link: "pumps" }, filters: [], language: "fr", organisation: { id: 1 },
    };
    const category = { id: 1, key: "PUMPS", link: "pumps", name: "Pumps", image: "/images/pumps.svg", organisation: { id: 1 }, sort_order: 2 };
    const bodies: Record<string, unknown> = {
      [`${origin}/admin/user/me?refresh=1`]: user,
      [`${origin}/admin/product`]: [product],
      [`${origin}/admin/category`]: [category],
    };
    const fetch = vi.fn(async (url: RequestInfo | URL) => new Response(JSON.stringify(bodies[String(url)]), { status: 200 }));
    const calls = createFirstCalls({ origin, store: memoryStore({ token: "abc" }), fetch });
    expect(await calls.loadUser()).toMatchObject({ id: 3, is_valid: true, is_sales: false, postalcode: "1234", organisation: { id: 7 }, company: { cust_no: "12", orders: [] } });
    expect(await calls.loadProducts()).toStrictEqual([product]);
    expect(await calls.loadCategories()).toStrictEqual([category]);
    for (const [url, init] of fetch.mock.calls as unknown as Array<[string, RequestInit]>) {
      expect(url in bodies).toBe(true);
      expect((init.headers as Record<string, string>)["Authorization"]).toBe("Bearer abc");
      expect((init.headers as Record<string, string>)["x-customer-number"]).toBeUndefined();
    }
  });

  it("fails the user, products and categories as core's client does (an ended session's 401, a malformed answer)", async () => {
    const expired = { error: { code: "auth.session_expired", message: "Session expired" } };
    const calls = (fetch: typeof globalThis.fetch) => createFirstCalls({ origin, store: memoryStore({ token: "abc" }), fetch });
    expect(await calls(answer(401, JSON.stringify(expired))).loadUser().catch((error: unknown) => error)).toMatchObject({
      _tag: "ApiCallFailed",
      status: 401,
      body: expired,
      messageId: "auth.session_expired",
    });
    expect(await calls(answer(200, JSON.stringify([{ id: 1 }]))).loadCategories().catch((error: unknown) => error)).toMatchObject({
      status: 200,
      body: WRONG_SERVICES,
      messageId: WRONG_SERVICES_MESSAGE_ID,
    });
    expect(await calls(answer(500, "")).loadProducts().catch((error: unknown) => error)).toMatchObject({ status: 500, body: WRONG_SERVICES });
  });
});
