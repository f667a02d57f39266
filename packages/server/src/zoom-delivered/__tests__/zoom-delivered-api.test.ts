import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SEED_CUSTOMER_NUMBERS as n } from "@proshop/fixtures/seed/companies";
import { ZOOM_PARTS } from "@proshop/fixtures/seed/catalogue/zoom-kits";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import type { RunningServer } from "../../app.ts";
import { hashPassword } from "../../auth/passwords.ts";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import { audit, companies, orders, patientDeliveries, repCompanies, stock, users } from "../../db/schema.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";
import { frenchZoomOrder } from "./orders.ts";

/*
 * Zoom! Delivered through HTTP, as a practice, a representative, a support agent and an
 * outsider would use it: eligibility, every field's 400, duplicate scans and replacements,
 * idempotency under concurrency, the last kit under concurrency, who may read what, and the
 * order history's mark.
 */

const PATH = "/admin/zoom-delivered";

let keys = 0;
const freshKey = () => `zoom-test-${++keys}-${Math.random().toString(36).slice(2)}`;

describe.each(testDatabases())("zoom-delivered API ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let dentist: string;
  let tandarts: string;
  let nurse: string;
  let rep: string;
  let support: string;
  useTestServer(database, async (running) => {
    ({ server, api } = running);
    dentist = await api.login(SEED_EMAILS.dentist);
    tandarts = await api.login(SEED_EMAILS.tandarts);
    nurse = await api.login(SEED_EMAILS.nurse);
    rep = await api.login(SEED_EMAILS.rep);
    support = await api.login(SEED_EMAILS.support);
  });

  const stockOf = async (partNo: string, market = "FR") =>
    (await server.db.select({ quantity: stock.quantity }).from(stock).where(and(eq(stock.organisationId, market), eq(stock.partNo, partNo))))[0]!.quantity;
  const setStock = (partNo: string, quantity: number, market = "FR") =>
    server.db.update(stock).set({ quantity }).where(and(eq(stock.organisationId, market), eq(stock.partNo, partNo)));

  const submit = (token: string, body: unknown, key: string | null = freshKey(), headers: Record<string, string> = {}) =>
    api.post(`${PATH}/deliveries`, body, { token, headers: key === null ? headers : { ...headers, "idempotency-key": key } });

  describe("eligibility", () => {
    it("lists the practice, its patients' country and the kits with price and stock", async () => {
      const answer = await api.get(`${PATH}/kits`, { token: dentist });
      expect(answer.status).toBe(200);
      expect(answer.body.practice).toMatchObject({ cust_no: n.frDental, name: "Cabinet dentaire du Parc", city: "Paris" });
      expect(answer.body.country).toBe("FR");
      expect(answer.body.kits.map((kit: { part_no: string }) => kit.part_no).sort()).toEqual(Object.values(ZOOM_PARTS).sort());
      const refill = answer.body.kits.find((kit: { part_no: string }) => kit.part_no === ZOOM_PARTS.refill6);
      expect(refill).toMatchObject({ stock: 0, price_in_cents: 6_400, SKUName: "Zoom! DayWhite 6 % – recharge" });
      const dutch = await api.get(`${PATH}/kits`, { token: tandarts });
      expect(dutch.body.country).toBe("NL");
      expect(dutch.body.kits[0].SKUName).toContain("nachtkit");
    });

    it("answers 403 with a clear message to a company that is not a Zoom! practice, on every call", async () => {
      for (const answer of [
        await api.get(`${PATH}/kits`, { token: nurse }),
        await submit(nurse, frenchZoomOrder()),
        await api.get(`${PATH}/deliveries`, { token: nurse }),
      ]) {
        expect(answer.status).toBe(403);
        expect(answer.body.error.code).toBe("zoomDelivered.not_eligible");
        expect(answer.body.error.message).toMatch(/Zoom! Delivered est réservé aux cabinets dentaires/);
      }
      const me = await api.get("/admin/user/me", { token: nurse });
      expect(me.body.company.zoom_delivered).toBe(false);
      expect((await api.get("/admin/user/me", { token: dentist })).body.company.zoom_delivered).toBe(true);
    });

    // Issue 32 item 4: reads carry the patients' data, so they need what ordering needs.
    it("refuses every call, reads included, to an account not approved yet or of a practice whose licence is not", async () => {
      const placed = await submit(dentist, frenchZoomOrder({ patientScanId: "TR-UNAPPROVED-1", firstName: "Aurore", lastName: "Lambert" }));
      expect(placed.status).toBe(200);
      const passwordHash = await hashPassword("proshop-demo");
      // A colleague the dentist invited, registered with the invitation (confirmed in the company), not approved yet.
      await server.db.insert(users).values({
        email: "colleague-unapproved@example.fr",
        passwordHash,
        companyCustNo: n.frDental,
        organisationId: "FR",
        isValid: false,
        companyConfirmed: true,
      });
      const colleague = await api.login("colleague-unapproved@example.fr");
      const everyCall = (token: string, headers: Record<string, string> = {}) =>
        Promise.all([
          api.get(`${PATH}/kits`, { token, headers }),
          submit(token, frenchZoomOrder({ patientScanId: "TR-UNAPPROVED-2" }), freshKey(), headers),
          api.get(`${PATH}/deliveries`, { token, headers }),
          api.get(`${PATH}/deliveries?pageSize=100`, { token, headers }),
          api.get(`${PATH}/deliveries/${placed.body.order_nr}`, { token, headers }),
        ]);
      for (const answer of await everyCall(colleague)) {
        expect(answer.status).toBe(403);
        expect(answer.body.error.code).toBe("orders.account_not_validated");
        expect(JSON.stringify(answer.body)).not.toMatch(/Aurore|Lambert|TR-UNAPPROVED/);
      }

      // The practice's licence no longer approved: its own dentist and its representative read nothing either.
      await server.db.update(companies).set({ licenseValid: "PENDING" }).where(eq(companies.custNo, n.frDental));
      try {
        await new Promise((resolve) => setTimeout(resolve, 2_100)); // the session-user cache's moment
        for (const answer of [...(await everyCall(dentist)), ...(await everyCall(rep, { "x-customer-number": n.frDental }))]) {
          expect(answer.status).toBe(403);
          expect(answer.body.error.code).toBe("orders.license_not_approved");
          expect(JSON.stringify(answer.body)).not.toMatch(/Aurore|Lambert|TR-UNAPPROVED/);
        }
      } finally {
        await server.db.update(companies).set({ licenseValid: "APPROVED" }).where(eq(companies.custNo, n.frDental));
      }

      // A support agent's own account must be approved too.
      await server.db.insert(users).values({ email: "support-unapproved@example.fr", passwordHash, role: "support", companyCustNo: n.frDental, organisationId: "FR", isValid: false });
      const agent = await api.login("support-unapproved@example.fr");
      for (const answer of [...(await everyCall(agent)).slice(2), ...(await everyCall(agent, { "x-customer-number": n.frDental })).slice(2)]) {
        expect(answer.status).toBe(403);
        expect(JSON.stringify(answer.body)).not.toMatch(/Aurore|Lambert|TR-UNAPPROVED/);
      }
      // The approved dentist still reads the delivery.
      expect((await api.get(`${PATH}/deliveries/${placed.body.order_nr}`, { token: dentist })).body.patient).toMatchObject({ first_name: "Aurore" });
    });

    it("never lists or prices the kits in the ordinary shop", async () => {
      const listed = await api.get("/admin/product", { token: dentist });
      expect(listed.status).toBe(200);
      expect(listed.body.some((product: { part_no: string }) => Object.values<string>(ZOOM_PARTS).includes(product.part_no))).toBe(false);
      const priced = await api.post("/admin/order", { lines: [{ part_no: ZOOM_PARTS.nightWhite10, quantity: 1 }] }, { token: dentist });
      expect(priced.status).toBe(200);
      expect(priced.body.lines[0]).toMatchObject({ part_no: ZOOM_PARTS.nightWhite10, status: "CANNOT_ORDER" });
      expect(priced.body.total).toBe(0);
    });
  });

  describe("every field is checked again on the server", () => {
    const cases: ReadonlyArray<readonly [string, Record<string, unknown>, string, string]> = [
      ["products", { products: [] }, "products", "forms.validation.product_required"],
      ["firstName", { firstName: " " }, "firstName", "forms.validation.required"],
      ["lastName", { lastName: "" }, "lastName", "forms.validation.required"],
      ["zip blank", { zip: "" }, "zip", "forms.validation.required"],
      ["zip too short", { zip: "69" }, "zip", "forms.validation.zip_too_short"],
      ["zip of another country", { zip: "1012 AB" }, "zip", "zoomDelivered.validation.zip_five_digits"],
      ["street", { street: "" }, "street", "forms.validation.required"],
      ["number", { number: "" }, "number", "forms.validation.required"],
      ["city", { city: "" }, "city", "forms.validation.required"],
      ["state", { state: "" }, "state", "forms.validation.required"],
      ["patientScanId", { patientScanId: "  " }, "patientScanId", "forms.validation.required"],
      ["email blank", { email: "" }, "email", "forms.validation.required"],
      ["email invalid", { email: "camille@" }, "email", "forms.validation.email_invalid"],
      ["phone blank", { phone: "" }, "phone", "forms.validation.required"],
      ["phone of another country", { phone: "+31 6 1234 5678" }, "phone", "zoomDelivered.validation.phone_france"],
      ["the same product twice", { products: [{ part_no: ZOOM_PARTS.nightWhite10, quantity: 1 }, { part_no: ZOOM_PARTS.nightWhite10, quantity: 1 }] }, "products", "zoomDelivered.validation.product_repeated"],
    ];
    it.each(cases)("answers 400 naming %s", async (_name, change, field, code) => {
      const answer = await submit(dentist, frenchZoomOrder(change));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code, field });
    });

    it.each(["practice_informed", "patient_informed", "terms", "net_terms", "info_correct"])("answers 400 without the %s consent", async (consent) => {
      const consents = { ...frenchZoomOrder().consents, [consent]: false };
      const answer = await submit(dentist, frenchZoomOrder({ consents }));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: "forms.validation.consent_required", field: `consents.${consent}` });
    });

    it("answers 400 for the contract's own limits: unknown scanner, NUL, megabyte text, unknown property, bad quantity, no key", async () => {
      const expectField = async (body: unknown, field: string, key: string | null = freshKey()) => {
        const answer = await submit(dentist, body, key);
        expect(answer.status, JSON.stringify(answer.body)).toBe(400);
        expect(answer.body.error.field).toBe(field);
        expect(JSON.stringify(answer.body)).not.toMatch(/\.ts:\d+|node_modules/);
      };
      await expectField(frenchZoomOrder({ scanner: "fax" }), "scanner");
      await expectField(frenchZoomOrder({ lastName: "Du\u0000rand" }), "lastName");
      await expectField(frenchZoomOrder({ street: "x".repeat(300_000) }), "street");
      await expectField(frenchZoomOrder({ favourite_colour: "blue" }), "favourite_colour");
      await expectField(frenchZoomOrder({ consents: { ...frenchZoomOrder().consents, marketing: true } }), "consents.marketing");
      await expectField(frenchZoomOrder({ products: [{ part_no: ZOOM_PARTS.nightWhite10, quantity: 0 }] }), "products.0.quantity");
      await expectField(frenchZoomOrder({ products: [{ part_no: ZOOM_PARTS.nightWhite10, quantity: "1" }] }), "products.0.quantity");
      await expectField(frenchZoomOrder(), "idempotency-key", null);
    });

    it("refuses a product that is not one of the market's kits, naming it", async () => {
      for (const partNo of ["88430001", "NOPE"]) {
        const answer = await submit(dentist, frenchZoomOrder({ products: [{ part_no: partNo, quantity: 1 }] }));
        expect(answer.status).toBe(400);
        expect(answer.body.error).toMatchObject({ code: "zoomDelivered.kit_unknown", field: "products.0.part_no", part_no: partNo });
      }
    });
  });

  describe("placing a delivery", () => {
    it("places it, takes the stock, and shows it marked in the practice's order history without counting it as a shop order", async () => {
      const before = await stockOf(ZOOM_PARTS.nightWhite16);
      const body = frenchZoomOrder({ patientScanId: "TR-HISTORY-1", products: [{ part_no: ZOOM_PARTS.nightWhite16, quantity: 1 }], zip: " 69003 " });
      const placed = await submit(dentist, body);
      expect(placed.status).toBe(200);
      expect(placed.body).toMatchObject({
        status: "received",
        total: 17_900,
        tax: 2_983,
        replacement: false,
        lines: [{ part_no: ZOOM_PARTS.nightWhite16, quantity: 1, price: 17_900, total: 17_900 }],
      });
      expect(JSON.stringify(placed.body)).not.toContain("Camille");
      expect(await stockOf(ZOOM_PARTS.nightWhite16)).toBe(before - 1);

      const history = await api.get("/admin/order", { token: dentist });
      const row = history.body.orders.find((order: { order_number: string }) => order.order_number === placed.body.order_nr);
      expect(row).toMatchObject({ patient_delivery: { patient_name: "Camille Durand" }, ship_to: "Camille Durand, Lyon", total_amount: 17_900 });
      const me = await api.get("/admin/user/me", { token: dentist });
      expect(me.body.company.orders.map((order: { id: string }) => order.id)).not.toContain(placed.body.order_nr);

      const detail = await api.get(`${PATH}/deliveries/${placed.body.order_nr}`, { token: dentist });
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({
        order_nr: placed.body.order_nr,
        practice: { cust_no: n.frDental },
        scanner: "trios",
        patient: { first_name: "Camille", last_name: "Durand", zip: "69003", scan_id: "TR-HISTORY-1", country: "FR" },
        anonymised_at: null,
      });
      const list = await api.get(`${PATH}/deliveries`, { token: dentist });
      expect(list.body.deliveries.some((delivery: { order_nr: string }) => delivery.order_nr === placed.body.order_nr)).toBe(true);
    });

    it("refuses the same scan for the same kit with when it was ordered, unless it is a replacement", async () => {
      const first = await submit(dentist, frenchZoomOrder({ patientScanId: "TR-DUP-7" }));
      expect(first.status).toBe(200);
      const again = await submit(dentist, frenchZoomOrder({ patientScanId: "tr-dup-7" }));
      expect(again.status).toBe(409);
      expect(again.body.error).toMatchObject({ code: "zoomDelivered.duplicate_scan", order_nr: first.body.order_nr, ordered_at: first.body.date });
      expect(again.body.error.message).toContain(first.body.order_nr);
      expect(again.body.error.message).toMatch(/le \d{1,2} \S+ \d{4} \(commande/);

      const otherKit = await submit(dentist, frenchZoomOrder({ patientScanId: "TR-DUP-7", products: [{ part_no: ZOOM_PARTS.refill16, quantity: 2 }] }));
      expect(otherKit.status).toBe(200);

      const replacement = await submit(dentist, frenchZoomOrder({ patientScanId: "TR-DUP-7", replacement: true }));
      expect(replacement.status).toBe(200);
      expect(replacement.body.replacement).toBe(true);
      const detail = await api.get(`${PATH}/deliveries/${replacement.body.order_nr}`, { token: dentist });
      expect(detail.body).toMatchObject({ replacement: true, replaces_order_nr: first.body.order_nr });
    });

    // Issue 32 item 13: the rule compares what the eye reads (core's scanIdKey).
    it("refuses the same scan written with invisible or look-alike characters", async () => {
      const first = await submit(dentist, frenchZoomOrder({ patientScanId: "SCAN-x" }));
      expect(first.status).toBe(200);
      for (const lookAlike of ["SCAN-\u200bx", "SCAN\u2010x", "\ufeffscan\u2013X\u2060", "ＳＣＡＮ－ｘ", "S\u00adCAN-x", "SCAN\u2212x"]) {
        const again = await submit(dentist, frenchZoomOrder({ patientScanId: lookAlike }));
        expect(again.status, JSON.stringify(lookAlike)).toBe(409);
        expect(again.body.error).toMatchObject({ code: "zoomDelivered.duplicate_scan", order_nr: first.body.order_nr });
      }
      expect((await submit(dentist, frenchZoomOrder({ patientScanId: "SCAN-y" }))).status).toBe(200);
    });

    it("refuses a scan id with nothing visible in it, naming the field", async () => {
      for (const invisible of ["\u200b\u200b\u200b", "\u2060 \u00a0\ufeff", "\u3164"]) {
        const answer = await submit(dentist, frenchZoomOrder({ patientScanId: invisible }));
        expect(answer.status).toBe(400);
        expect(answer.body.error).toMatchObject({ code: "forms.validation.required", field: "patientScanId" });
      }
    });

    it("refuses a replacement of a scan never delivered with that kit (409 naming the field)", async () => {
      const answer = await submit(dentist, frenchZoomOrder({ patientScanId: "TR-NEVER-ORDERED", replacement: true }));
      expect(answer.status).toBe(409);
      expect(answer.body.error).toMatchObject({ code: "zoomDelivered.nothing_to_replace", field: "replacement" });
      expect(answer.body.error.message).toMatch(/remplac/i);
      const [placed] = await server.db.select({ n: count() }).from(patientDeliveries).where(eq(patientDeliveries.scanId, "TR-NEVER-ORDERED"));
      expect(placed?.n).toBe(0);
    });

    it("compares with deliveries stored before scan ids were keyed", async () => {
      const first = await submit(dentist, frenchZoomOrder({ patientScanId: "LEGACY\u200b-7" }));
      expect(first.status).toBe(200);
      // As a row written before the key existed.
      await server.db.update(patientDeliveries).set({ scanKey: null }).where(eq(patientDeliveries.scanId, "LEGACY\u200b-7"));
      const again = await submit(dentist, frenchZoomOrder({ patientScanId: "legacy-7" }));
      expect(again.status).toBe(409);
      expect(again.body.error).toMatchObject({ code: "zoomDelivered.duplicate_scan", order_nr: first.body.order_nr });
      // The practice's next delivery stores the old row's key with it.
      expect((await submit(dentist, frenchZoomOrder({ patientScanId: "LEGACY-8" }))).status).toBe(200);
      const [row] = await server.db.select({ scanKey: patientDeliveries.scanKey }).from(patientDeliveries).where(eq(patientDeliveries.scanId, "LEGACY\u200b-7"));
      expect(row?.scanKey).toBe("legacy-7");
    });

    it("makes exactly one delivery of 20 concurrent identical submits, and refuses the key with another body", async () => {
      const key = freshKey();
      const body = frenchZoomOrder({ patientScanId: "TR-IDEM-20" });
      const answers = await Promise.all(Array.from({ length: 20 }, () => submit(dentist, body, key)));
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
      for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
      const [placed] = await server.db.select({ n: count() }).from(orders).where(eq(orders.idempotencyKey, key));
      expect(placed?.n).toBe(1);
      const other = await submit(dentist, { ...body, firstName: "Claude" }, key);
      expect(other.status).toBe(422);
      expect(other.body.error.code).toBe("orders.idempotency_key_reused");
    });

    it("makes exactly one delivery when 10 practices order the last kit at once, and stock ends at 0", async () => {
      const custNos = Array.from({ length: 10 }, (_, index) => String(920_000 + index));
      await server.db.insert(companies).values(
        custNos.map((custNo) => ({ custNo, name: `Cabinet ${custNo}`, organisationId: "FR", licenseValid: "APPROVED", city: "Lyon", country: "FR", zoomDelivered: true })),
      );
      const passwordHash = await hashPassword("proshop-demo");
      await server.db.insert(users).values(
        custNos.map((custNo) => ({ email: `dentist-${custNo}@example.fr`, passwordHash, companyCustNo: custNo, organisationId: "FR", isValid: true })),
      );
      const tokens = await Promise.all(custNos.map((custNo) => api.login(`dentist-${custNo}@example.fr`)));
      await setStock(ZOOM_PARTS.dayWhite6, 1);
      const body = frenchZoomOrder({ patientScanId: "TR-LAST", products: [{ part_no: ZOOM_PARTS.dayWhite6, quantity: 1 }] });
      const answers = await Promise.all(tokens.map((token) => submit(token, body)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(9);
      for (const answer of answers.filter((entry) => entry.status === 409)) expect(answer.body.error).toMatchObject({ code: "zoomDelivered.out_of_stock", part_no: ZOOM_PARTS.dayWhite6 });
      expect(await stockOf(ZOOM_PARTS.dayWhite6)).toBe(0);
    });

    it("lets a sales representative order for a Zoom! practice, recorded and audited, without showing them the patient", async () => {
      const onBehalf = { "x-customer-number": n.frDental };
      expect((await api.get(`${PATH}/kits`, { token: rep })).status).toBe(403);
      const notPractice = await api.get(`${PATH}/kits`, { token: rep, headers: { "x-customer-number": n.frMaternity } });
      expect(notPractice.body.error.code).toBe("zoomDelivered.not_eligible");
      const placed = await submit(rep, frenchZoomOrder({ patientScanId: "TR-REP-1" }), freshKey(), onBehalf);
      expect(placed.status).toBe(200);
      const detail = await api.get(`${PATH}/deliveries/${placed.body.order_nr}`, { token: rep, headers: onBehalf });
      expect(detail.status).toBe(200);
      expect(detail.body.placed_by.on_behalf).toBe(true);
      expect(detail.body.patient).toBeNull();
      const history = await api.get("/admin/order", { token: rep, headers: onBehalf });
      const row = history.body.orders.find((order: { order_number: string }) => order.order_number === placed.body.order_nr);
      expect(row.patient_delivery).toEqual({ patient_name: null });
      expect(JSON.stringify(history.body)).not.toContain("Camille");
      const audited = await server.db.select().from(audit).where(and(eq(audit.action, "zoom_delivered.submit"), eq(audit.onBehalfCustNo, n.frDental)));
      expect(audited.some((entry) => entry.details["order_nr"] === placed.body.order_nr)).toBe(true);
    });
  });

  describe("who reads a delivery", () => {
    let orderNr: string;
    beforeAll(async () => {
      orderNr = (await submit(dentist, frenchZoomOrder({ patientScanId: "TR-READ-1", firstName: "Léa", lastName: "Petit" }))).body.order_nr as string;
    });

    it("answers 404 to another company, as for a number that does not exist", async () => {
      const other = await api.get(`${PATH}/deliveries/${orderNr}`, { token: tandarts });
      expect(other.status).toBe(404);
      expect(other.body.error.code).toBe("zoomDelivered.not_found");
      const malformed = await api.get(`${PATH}/deliveries/10%20000`, { token: tandarts });
      expect(malformed.status).toBe(400);
      expect(malformed.body.error.field).toBe("order_nr");
      // A NUL byte never reaches the database (issue 11 item 11): refused with the URL's part named.
      const nul = await api.get(`${PATH}/deliveries/10%000`, { token: tandarts });
      expect(nul.status).toBe(400);
      expect(nul.body.error.field).toBe("path");
      const none = await api.get(`${PATH}/deliveries/999999999`, { token: tandarts });
      expect(none.status).toBe(404);
      expect(none.body.error.code).toBe(other.body.error.code);
      const list = await api.get(`${PATH}/deliveries`, { token: tandarts });
      expect(JSON.stringify(list.body)).not.toContain("Petit");
    });

    it("shows support agents of the market the patient, and audits each read; another market's agent gets 404", async () => {
      const detail = await api.get(`${PATH}/deliveries/${orderNr}`, { token: support });
      expect(detail.status).toBe(200);
      expect(detail.body.patient).toMatchObject({ first_name: "Léa", last_name: "Petit" });
      const list = await api.get(`${PATH}/deliveries?pageSize=100`, { token: support });
      expect(list.body.deliveries.find((row: { order_nr: string }) => row.order_nr === orderNr)?.patient_name).toBe("Léa Petit");
      const reads = await server.db.select().from(audit).where(and(eq(audit.action, "zoom_delivered.patient_read"), eq(audit.onBehalfCustNo, n.frDental)));
      expect(reads.filter((entry) => entry.details["order_nr"] === orderNr).length).toBe(2);

      const passwordHash = await hashPassword("proshop-demo");
      const [spanish] = await server.db
        .insert(users)
        .values({ email: "soporte@example.es", passwordHash, role: "support", companyCustNo: n.esClinic, organisationId: "ES", isValid: true })
        .returning({ id: users.id });
      await server.db.insert(repCompanies).values({ userId: spanish!.id, organisationId: "ES" });
      const soporte = await api.login("soporte@example.es");
      expect((await api.get(`${PATH}/deliveries/${orderNr}`, { token: soporte })).status).toBe(404);
      const theirs = await api.get(`${PATH}/deliveries?pageSize=100`, { token: soporte });
      expect(theirs.body.deliveries.every((row: { practice: { cust_no: string } }) => row.practice.cust_no.startsWith("2"))).toBe(true);
    });
  });

  it("keeps the patient apart from the order: the orders row holds no patient data", async () => {
    const placed = await submit(dentist, frenchZoomOrder({ patientScanId: "TR-APART", firstName: "Inès", lastName: "Marchand" }));
    const [row] = await server.db.select().from(orders).where(eq(orders.orderNr, placed.body.order_nr));
    expect(row!.kind).toBe("patient_delivery");
    expect(JSON.stringify(row)).not.toMatch(/Inès|Marchand|TR-APART|camille/);
    const [patient] = await server.db.select().from(patientDeliveries).where(eq(patientDeliveries.orderId, row!.id));
    expect(patient).toMatchObject({ firstName: "Inès", custNo: n.frDental, anonymisedAt: null });
  });
});
