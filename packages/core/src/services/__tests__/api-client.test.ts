import { Effect, Layer, Logger } from "effect";
import { TestClock } from "effect/testing";
import { describe, expect, it } from "vitest";
import { verifyRequestToken } from "../../contract/signed-request.ts";
import { registrationDefaults } from "../../entities/registration.ts";
import { ActingCustomer } from "../acting-customer.ts";
import { ApiCallFailed, ApiClient, TEST_API_CONFIG, WRONG_SERVICES } from "../api-client.ts";
import { fakeHttpClient, jsonResponse, textResponse, type FakeHandler } from "../fake-http.ts";
import { TokenStore } from "../token-store.ts";

const BASE = TEST_API_CONFIG.baseUrl;

const userJson = {
  id: 12,
  is_valid: "1",
  is_sales: false,
  max_order_amount: "250.00",
  company_name: "Cabinet Sage-Femme Dupont",
  address: "3 rue des Lilas",
  address_xtra: null,
  city: "Lyon",
  postalcode: 69003,
  country: "FR",
  organisation: 7,
  company: { cust_no: 123456, Name: "Cabinet Dupont", orders: null, license_valid: "APPROVED" },
};

const companyJson = { cust_no: "4711", Name: "Maternité Saint-Luc", orders: [], license_valid: "APPROVED" };

const categoryJson = {
  id: 3,
  key: "BREAST_PUMPS",
  link: "breast-pumps",
  name: "Tire-lait",
  organisation: { id: 7 },
  sort_order: 1,
};

const refusal = (status: number, code: string, message: string) => jsonResponse({ error: { code, message } }, { status });

/** Runs a program against a fake server; returns its result (or failure, when `flip`) and the requests sent. */
const run = async <A, E>(
  program: Effect.Effect<A, E, ApiClient | TokenStore | ActingCustomer>,
  handler: FakeHandler,
  options: { token?: string | null; customerNumber?: string | null } = {},
) => {
  const fake = fakeHttpClient(handler);
  const logs: Array<string> = [];
  const captureLogs = Logger.layer([Logger.make(({ logLevel, message }) => void logs.push(`${logLevel}: ${String([message].flat()[0])}`))]);
  const layer = ApiClient.layerTest(fake.layer, options).pipe(
    Layer.provideMerge(TestClock.layer()),
    Layer.provideMerge(captureLogs),
  );
  const result = await Effect.runPromise(program.pipe(Effect.provide(layer)));
  return { result, requests: fake.requests, logs };
};

const runFailure = <A>(program: Effect.Effect<A, ApiCallFailed, ApiClient>, handler: FakeHandler) =>
  run(Effect.flip(program), handler).then(({ result }) => result);

const logsOf = <A>(program: Effect.Effect<A, ApiCallFailed, ApiClient>, handler: FakeHandler) =>
  run(Effect.flip(program), handler).then(({ logs }) => logs);

const api = ApiClient;

describe("api-client", () => {
  describe("calls of SPEC 7", () => {
    it("loads the current user with refresh=1 and the stored token as bearer", async () => {
      const { result, requests } = await run(
        Effect.flatMap(api, (client) => client.getCurrentUser()),
        () => jsonResponse(userJson),
        { token: "session-abc" },
      );
      expect(result).toMatchObject({ id: 12, is_valid: true, max_order_amount: 250, postalcode: "69003" });
      expect(result.company?.cust_no).toBe("123456");
      expect(requests).toHaveLength(1);
      expect(requests[0]?.method).toBe("GET");
      expect(requests[0]?.url.toString()).toBe(`${BASE}/admin/user/me?refresh=1`);
      expect(requests[0]?.headers["authorization"]).toBe("Bearer session-abc");
    });

    it("sends no bearer when nobody is signed in", async () => {
      const { requests } = await run(Effect.flatMap(api, (client) => client.listCategories()), () => jsonResponse([categoryJson]));
      expect(requests[0]?.headers["authorization"]).toBeUndefined();
      expect(requests[0]?.url.pathname).toBe("/api/admin/category");
    });

    it("reads products, categories and the hostname config", async () => {
      const { result, requests } = await run(
        Effect.gen(function* () {
          const client = yield* api;
          return {
            categories: yield* client.listCategories(),
            products: yield* client.listProducts(),
            config: yield* client.getConfigForHostname("shop.example.fr"),
          };
        }),
        ({ url }) => {
          if (url.pathname.endsWith("/category")) return jsonResponse([categoryJson]);
          if (url.pathname.endsWith("/product")) return jsonResponse([]);
          return jsonResponse({ id: 9, locale: ["fr_FR"], maintenance_mode: 0 });
        },
        { token: "t" },
      );
      expect(result.categories.map((category) => category.key)).toEqual(["BREAST_PUMPS"]);
      expect(result.products).toEqual([]);
      expect(result.config).toMatchObject({ id: 9, maintenance_mode: false });
      expect(requests.map(({ url }) => url.pathname)).toEqual([
        "/api/admin/category",
        "/api/admin/product",
        "/api/admin/config_for_hostname/shop.example.fr",
      ]);
    });

    it("changes the password with PUT /user/me, sending the current one", async () => {
      const { result, requests } = await run(
        Effect.flatMap(api, (client) => client.changePassword("n3w-Secret!", "0ld-Secret")),
        () => jsonResponse({ success: true }),
        { token: "t" },
      );
      expect(result).toEqual({ success: true, message: null });
      expect(requests[0]?.method).toBe("PUT");
      expect(requests[0]?.url.pathname).toBe("/api/admin/user/me");
      expect(JSON.parse(requests[0]?.body ?? "")).toEqual({ password: "n3w-Secret!", current_password: "0ld-Secret" });
    });

    it("sends auth calls to the auth base and keeps the login token for later calls", async () => {
      const { result, requests } = await run(
        Effect.gen(function* () {
          const client = yield* api;
          const answer = yield* client.login({ email: "anne@example.fr", password: "pw" });
          yield* client.getCurrentUser();
          return { answer, stored: yield* Effect.flatMap(TokenStore, (tokens) => tokens.get()) };
        }),
        ({ url }) => (url.pathname.endsWith("/login") ? jsonResponse({ ...userJson, auth: "fresh-token" }) : jsonResponse(userJson)),
      );
      expect(result.answer.auth).toBe("fresh-token");
      expect(result.stored).toBe("fresh-token");
      expect(requests[0]?.url.toString()).toBe(`${BASE}/auth/login`);
      expect(JSON.parse(requests[0]?.body ?? "")).toEqual({ email: "anne@example.fr", password: "pw" });
      expect(requests[1]?.headers["authorization"]).toBe("Bearer fresh-token");
    });

    it("posts prefill, reset and forgot to the auth base", async () => {
      const { result, requests } = await run(
        Effect.gen(function* () {
          const client = yield* api;
          return [
            yield* client.prefill("invite-1"),
            yield* client.resetPassword({ token: "reset-1", password: "pw" }),
            yield* client.forgotPassword("anne@example.fr"),
          ];
        }),
        ({ url }) => (url.pathname.endsWith("/prefill") ? jsonResponse({ email: "anne@example.fr" }) : jsonResponse({ success: true })),
      );
      expect(result).toEqual([{ email: "anne@example.fr" }, { success: true, message: null }, { success: true, message: null }]);
      expect(requests.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
        "POST /api/auth/prefill",
        "POST /api/auth/reset",
        "POST /api/auth/forgot",
      ]);
      expect(requests.map(({ body }) => JSON.parse(body ?? ""))).toEqual([
        { token: "invite-1" },
        { token: "reset-1", password: "pw" },
        { email: "anne@example.fr" },
      ]);
    });
  });

  describe("order calls", () => {
    const refresh = {
      order_nr: "100042",
      lines: [{ id: "88430025", part_no: "88430025", price_in_cents: 790, available_quantity: 12, status: "CAN_ORDER_ALL" }],
      subtotal: 1580,
      discount: 0,
      shipping: 695,
      tax: 380,
      total: 2275,
    };
    const payment = { type: "creditcard", method: "online", status: "pending", payment_url: "https://shop.test/pay/p1" };
    const detail = {
      id: "100042",
      order_nr: "100042",
      status: "received",
      date: "2026-03-01T10:00:00.000Z",
      subtotal: 1580,
      total: 2275,
      tax: 380,
      shipping: 695,
      discount: 0,
      lines: [{ part_no: "88430025", name: "Biberon", quantity: 2, price: 790, total: 1580 }],
      shipping_method: "Regular",
      addresskey: null,
      code: null,
      payment,
      placed_by: { user_id: 12, on_behalf: false },
      placed_for: { cust_no: "100234", name: "Maternité" },
    };

    it("prices a cart with POST /admin/order, as the acting office, and reads the order refresh", async () => {
      const { result, requests } = await run(
        Effect.flatMap(api, (client) =>
          client.priceOrder({ lines: [{ part_no: "88430025", quantity: 2 }], shipping_method: "Regular", code: "WELCOME10" }),
        ),
        () => jsonResponse(refresh),
        { token: "t", customerNumber: "100234" },
      );
      expect(result).toEqual(refresh);
      expect(requests[0]?.method).toBe("POST");
      expect(requests[0]?.url.pathname).toBe("/api/admin/order");
      expect(requests[0]?.headers["authorization"]).toBe("Bearer t");
      expect(requests[0]?.headers["x-customer-number"]).toBe("100234");
      expect(JSON.parse(requests[0]?.body ?? "")).toEqual({
        lines: [{ part_no: "88430025", quantity: 2 }],
        shipping_method: "Regular",
        code: "WELCOME10",
      });
    });

    it("submits with the Idempotency-Key header, the same key on a retry", async () => {
      const answer = { order_nr: "100042", status: "received", total: 2275, tax: 380, payment, payment_url: payment.payment_url };
      const { result, requests } = await run(
        Effect.gen(function* () {
          const client = yield* api;
          const choice = { payment: { type: "creditcard", method: "online" }, confirmed_total: 2275, shipping_method: "Regular" } as const;
          const first = yield* client.submitOrder("100042", choice, "checkout-7f3a");
          const retried = yield* client.submitOrder("100042", choice, "checkout-7f3a");
          return { first, retried };
        }),
        () => jsonResponse(answer),
        { token: "t" },
      );
      expect(result.first).toEqual(answer);
      expect(result.retried).toEqual(answer);
      expect(requests.map((request) => [request.method, request.url.pathname, request.headers["idempotency-key"]])).toEqual([
        ["POST", "/api/admin/order/100042/submit", "checkout-7f3a"],
        ["POST", "/api/admin/order/100042/submit", "checkout-7f3a"],
      ]);
      expect(JSON.parse(requests[0]?.body ?? "")).toEqual({ payment: { type: "creditcard", method: "online" }, confirmed_total: 2275, shipping_method: "Regular" });
    });

    it("resumes a payment, lists orders page by page and reads one order", async () => {
      const row = {
        order_number: "100042",
        status: "received",
        date: "2026-03-01T10:00:00.000Z",
        ship_to: "Maternité, Paris",
        number_of_items: 2,
        tax: 380,
        total_amount: 2275,
        products: [{ part_no: "88430025", name: "Biberon", quantity: 2 }],
      };
      const { result, requests } = await run(
        Effect.gen(function* () {
          const client = yield* api;
          return {
            resumed: yield* client.resumePayment("100042", "wallet"),
            firstPage: yield* client.listOrders(),
            secondPage: yield* client.listOrders({ page: 2, pageSize: 10 }),
            order: yield* client.getOrder("100042"),
          };
        }),
        ({ url }) => {
          if (url.pathname.endsWith("/payment")) return jsonResponse({ order_nr: "100042", payment: { ...payment, type: "wallet" }, payment_url: "https://shop.test/pay/p2" });
          if (url.pathname.endsWith("/order")) return jsonResponse({ page: Number(url.searchParams.get("page") ?? 1), pageSize: 10, total: 11, orders: [row] });
          return jsonResponse(detail);
        },
        { token: "t" },
      );
      expect(result.resumed).toMatchObject({ payment_url: "https://shop.test/pay/p2", payment: { type: "wallet", status: "pending" } });
      expect(result.firstPage).toMatchObject({ page: 1, total: 11, orders: [{ order_number: "100042", status: "received" }] });
      expect(result.secondPage.page).toBe(2);
      expect(result.order).toMatchObject({ order_nr: "100042", placed_for: { cust_no: "100234" }, lines: [{ part_no: "88430025", total: 1580 }] });
      expect(requests.map(({ method, url }) => `${method} ${url.pathname}${url.search}`)).toEqual([
        "POST /api/admin/order/100042/payment",
        "GET /api/admin/order",
        "GET /api/admin/order?page=2&pageSize=10",
        "GET /api/admin/order/100042",
      ]);
      expect(JSON.parse(requests[0]?.body ?? "")).toEqual({ type: "wallet" });
    });

    it("checks a coupon by its exact code and reads the shipping charges", async () => {
      const coupon = { code: "WELCOME10", kind: "percent", value: 10, min_subtotal: 0, active: true, valid_from: null, valid_until: null };
      const { result, requests } = await run(
        Effect.gen(function* () {
          const client = yield* api;
          return { coupon: yield* client.checkCoupon("WELCOME10"), shipping: yield* client.listShippingMethods() };
        }),
        ({ url }) =>
          url.pathname.includes("/coupon/")
            ? jsonResponse(coupon)
            : jsonResponse([
                { method: "Standard", charge: 0 },
                { method: "Regular", charge: 695 },
                { method: "Rush", charge: 1495 },
              ]),
        { token: "t" },
      );
      expect(result.coupon).toMatchObject({ code: "WELCOME10", value: 10 });
      expect(result.shipping.map((option) => option.charge)).toEqual([0, 695, 1495]);
      expect(requests.map(({ url }) => url.pathname)).toEqual(["/api/admin/coupon/WELCOME10", "/api/admin/shipping_method"]);
    });

    it("rejects a refused order with the body and its code as message id", async () => {
      const violation = { error: { code: "max_order_price_reached", message: "Montant maximum atteint", limit: 50000, used: 61000 } };
      const failure = await runFailure(
        Effect.flatMap(api, (client) => client.priceOrder({ lines: [{ part_no: "88430001", quantity: 3 }] })),
        () => jsonResponse(violation, { status: 422 }),
      );
      expect(failure).toMatchObject({ status: 422, body: violation, messageId: "max_order_price_reached" });
      const unknown = await runFailure(Effect.flatMap(api, (client) => client.getOrder("999")), () =>
        refusal(404, "orders.not_found", "Il n’existe pas de commande 999 pour cette société."),
      );
      expect(unknown).toMatchObject({ status: 404, messageId: "orders.not_found" });
    });
  });

  describe("order on behalf", () => {
    it("adds X-Customer-Number to every call after a successful set_order_on_behalf", async () => {
      const { result, requests } = await run(
        Effect.gen(function* () {
          const client = yield* api;
          const company = yield* client.setOrderOnBehalf(" 4711 ");
          yield* client.listProducts();
          return { company, acting: yield* Effect.flatMap(ActingCustomer, (acting) => acting.get()) };
        }),
        ({ url }) => (url.pathname.endsWith("/set_order_on_behalf") ? jsonResponse({ company: companyJson }) : jsonResponse([])),
        { token: "rep-token" },
      );
      expect(result.company.Name).toBe("Maternité Saint-Luc");
      expect(result.acting).toBe("4711");
      expect(requests[0]?.headers["x-customer-number"]).toBeUndefined();
      expect(JSON.parse(requests[0]?.body ?? "")).toEqual({ cust_no: " 4711 " });
      expect(requests[1]?.headers["x-customer-number"]).toBe("4711");
      expect(requests[1]?.headers["authorization"]).toBe("Bearer rep-token");
    });

    it("keeps the previous office when the server refuses", async () => {
      const { result, requests } = await run(
        Effect.gen(function* () {
          const client = yield* api;
          const failure = yield* Effect.flip(client.setOrderOnBehalf("99"));
          yield* client.listProducts();
          return failure;
        }),
        ({ url }) =>
          url.pathname.endsWith("/set_order_on_behalf")
            ? refusal(404, "session.order_on_behalf.failed", "No office with customer number 99")
            : jsonResponse([]),
        { token: "rep-token", customerNumber: "1234" },
      );
      expect(result).toMatchObject({ _tag: "ApiCallFailed", status: 404, messageId: "session.order_on_behalf.failed" });
      expect(requests[1]?.headers["x-customer-number"]).toBe("1234");
    });

    it("ends the session on the server (POST /auth/logout), then forgets the token and the office", async () => {
      const { result, requests } = await run(
        Effect.gen(function* () {
          const client = yield* api;
          yield* client.forgetSession();
          yield* client.listCategories();
          return [
            yield* Effect.flatMap(TokenStore, (tokens) => tokens.get()),
            yield* Effect.flatMap(ActingCustomer, (acting) => acting.get()),
          ];
        }),
        () => jsonResponse([]),
        { token: "t", customerNumber: "1234" },
      );
      expect(result).toEqual([null, null]);
      expect(String(requests[0]?.url)).toMatch(/\/auth\/logout$/);
      expect(requests[0]?.headers["authorization"]).toBe("Bearer t");
      expect(requests[1]?.headers["authorization"]).toBeUndefined();
      expect(requests[1]?.headers["x-customer-number"]).toBeUndefined();
    });
  });

  describe("failed calls (SPEC 7)", () => {
    it("rejects with the JSON body of a refusal and its code as message id", async () => {
      const failure = await runFailure(
        Effect.flatMap(api, (client) => client.getCurrentUser()),
        () => refusal(401, "session.expired", "Token expired"),
      );
      expect(failure).toBeInstanceOf(ApiCallFailed);
      expect(failure).toMatchObject({
        status: 401,
        body: { error: { code: "session.expired", message: "Token expired" } },
        messageId: "session.expired",
      });
    });

    it("rejects with the text of a non-JSON body", async () => {
      const failure = await runFailure(
        Effect.flatMap(api, (client) => client.listProducts()),
        () => textResponse("Service Unavailable", { status: 503 }),
      );
      expect(failure).toMatchObject({ status: 503, body: "Service Unavailable", messageId: "content.wrong_services" });
    });

    it("rejects with 'Wrong Services' when the body is empty", async () => {
      const failure = await runFailure(
        Effect.flatMap(api, (client) => client.listProducts()),
        () => new Response(null, { status: 500 }),
      );
      expect(failure).toMatchObject({ status: 500, body: WRONG_SERVICES, messageId: "content.wrong_services" });
    });

    it("logs a network failure and rejects with 'Wrong Services'", async () => {
      const offline = () => {
        throw new TypeError("fetch failed");
      };
      const failure = await runFailure(Effect.flatMap(api, (client) => client.listProducts()), offline);
      expect(failure).toMatchObject({ status: null, body: WRONG_SERVICES, messageId: "content.wrong_services" });
      expect(await logsOf(Effect.flatMap(api, (client) => client.listProducts()), offline)).toEqual([
        "Error: API call without usable answer",
      ]);
    });

    it("does not log refusals: the caller shows them", async () => {
      expect(await logsOf(Effect.flatMap(api, (client) => client.listProducts()), () => refusal(403, "x", "y"))).toEqual([]);
    });

    it("rejects with 'Wrong Services' when a success breaks the contract", async () => {
      const failure = await runFailure(
        Effect.flatMap(api, (client) => client.getConfigForHostname("x")),
        () => jsonResponse({ locale: "fr_FR" }),
      );
      expect(failure).toMatchObject({ body: WRONG_SERVICES, messageId: "content.wrong_services" });
    });

    it("turns a refused forgot or password change into success false with the server message", async () => {
      const { result } = await run(
        Effect.gen(function* () {
          const client = yield* api;
          return [yield* client.forgotPassword("nobody@example.fr"), yield* client.changePassword("x", "old")];
        }),
        ({ url }) =>
          url.pathname.endsWith("/forgot")
            ? refusal(404, "session.forgot.unknown_email", "No account with this e-mail address")
            : jsonResponse({ message: "Password too short" }, { status: 400 }),
      );
      expect(result[0]).toMatchObject({ success: false, message: "No account with this e-mail address" });
      expect(result[1]).toMatchObject({ success: false, message: "Password too short" });
    });
  });

  describe("signed request tokens", () => {
    const registration = { ...registrationDefaults("fr"), email: "Anne@Example.fr", password: "pw", cust_no: "123456" };

    it("registers with send_mail=1 and a signed token that holds for the exact body, even when signed in", async () => {
      const { requests } = await run(
        Effect.flatMap(api, (client) => client.register(registration)),
        () => jsonResponse({ success: true }),
        { token: "session-token" },
      );
      const request = requests[0]!;
      expect(`${request.method} ${request.url.pathname}${request.url.search}`).toBe("POST /api/admin/user?send_mail=1");
      const token = request.headers["authorization"]?.replace(/^Bearer /, "") ?? "";
      expect(token).not.toBe("session-token");
      const claims = await Effect.runPromise(
        verifyRequestToken({ token, secret: TEST_API_CONFIG.formSigningSecret, body: request.body ?? "", nowMillis: 1000 }),
      );
      expect(claims).toMatchObject({ email: "anne@example.fr", location: "https://shop.test/register", iat: 0, exp: 300 });
      const tampered = await Effect.runPromise(
        Effect.flip(
          verifyRequestToken({
            token,
            secret: TEST_API_CONFIG.formSigningSecret,
            body: (request.body ?? "").replace("123456", "654321"),
            nowMillis: 1000,
          }),
        ),
      );
      expect(tampered.reason).toBe("payload");
    });

    it("signs a question only when nobody is signed in", async () => {
      const question = {
        name: "Anne",
        company: "Cabinet Dupont",
        email: "anne@example.fr",
        phone: "0600000000",
        question_type: "order" as const,
        contact_preference: "email" as const,
        message: "Bonjour",
      };
      const askWith = (token: string | null) =>
        run(Effect.flatMap(api, (client) => client.askQuestion(question)), () => jsonResponse({ success: true }), { token });
      const signedIn = (await askWith("session-token")).requests[0]!;
      const signedOut = (await askWith(null)).requests[0]!;
      expect(signedIn.url.pathname).toBe("/api/admin/question");
      expect(signedIn.headers["authorization"]).toBe("Bearer session-token");
      const token = signedOut.headers["authorization"]?.replace(/^Bearer /, "") ?? "";
      const claims = await Effect.runPromise(
        verifyRequestToken({ token, secret: TEST_API_CONFIG.formSigningSecret, body: signedOut.body ?? "", nowMillis: 0 }),
      );
      expect(claims.email).toBe("anne@example.fr");
    });

    it("does not sign ordinary calls", async () => {
      const { requests } = await run(Effect.flatMap(api, (client) => client.listProducts()), () => jsonResponse([]));
      expect(requests[0]?.headers["authorization"]).toBeUndefined();
    });
  });
});
