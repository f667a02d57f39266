import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { registrationDefaults, supportContactLine, supportContactOf, translator, type Registration } from "@proshop/core";
import { SEED_CUSTOMER_NUMBERS as CUST } from "@proshop/fixtures/seed/companies";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import { testDatabases } from "../../__tests__/databases.ts";
import { DEFAULT_SUPPORT_EMAIL } from "../../config.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { RunningServer } from "../../app.ts";
import { audit, companies, organisations, outbox, rateLimits, users } from "../../db/schema.ts";
import type { ShopClient } from "./http.ts";

const registration = (fields: Partial<Registration>): Registration => ({
  ...registrationDefaults("fr"),
  firstName: "Léa",
  lastName: "Martin",
  phone: "+33 6 00 00 00 00",
  company_name: "Cabinet Martin",
  street_name: "Rue des Lilas",
  house_number: "12",
  postalcode: "69003",
  city: "Lyon",
  country: "FR",
  license_number: "10001234567",
  password: "a-good-password",
  ...fields,
});

const question = {
  name: "Léa Martin",
  company: "Cabinet Martin",
  email: "lea.martin@example.fr",
  phone: "+33 6 00 00 00 00",
  question_type: "delivery",
  contact_preference: "email",
  message: "Quand arrive ma commande ?",
} as const;

describe.each(testDatabases())("admin API ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let nurse: string;
  let rep: string;
  let support: string;
  let dutch: string;
  useTestServer(database, async (running) => {
    ({ server, api } = running);
    [nurse, rep, support, dutch] = await Promise.all([
      api.login(SEED_EMAILS.nurse),
      api.login(SEED_EMAILS.rep),
      api.login(SEED_EMAILS.support),
      api.login(SEED_EMAILS.vroedvrouw),
    ]);
  });
  /** A market's support contact as its configuration names it. */
  const marketContact = async (market: string) => {
    const [row] = await server.db
      .select({ support_phone: organisations.supportPhone, support_email: organisations.supportEmail, support_hours: organisations.supportHours })
      .from(organisations)
      .where(eq(organisations.id, market));
    return supportContactOf(row);
  };
  // This file sends more forms from 127.0.0.1 than an hour's per-address limit allows.
  beforeEach(() => server.db.delete(rateLimits));

  describe("GET /admin/config_for_hostname/{hostname}", () => {
    it("answers each seeded hostname's config without a session", async () => {
      const markets = { localhost: "FR", "fr.localhost": "FR", "es.localhost": "ES", "nl.localhost": "NL", "be.localhost": "BE", "maintenance.localhost": "BE" };
      for (const [hostname, market] of Object.entries(markets)) {
        const answer = await api.get(`/admin/config_for_hostname/${hostname}`);
        expect(answer.status, hostname).toBe(200);
        expect(answer.body, hostname).toMatchObject({ hostname, organisation: { id: market }, currency: "EUR" });
      }
    });

    it("opens Belgium in French and Dutch, and keeps the maintenance example on maintenance.localhost (issue 35 item 17)", async () => {
      const belgium = await api.get("/admin/config_for_hostname/be.localhost");
      expect(belgium.body).toMatchObject({ maintenance_mode: false, locale: ["fr_BE", "nl_BE"], organisation: { id: "BE", maintenance_mode: false } });
      const maintenance = await api.get("/admin/config_for_hostname/maintenance.localhost");
      expect(maintenance.body).toMatchObject({ maintenance_mode: true, organisation: { id: "BE" } });
      expect(maintenance.body.organisation).toMatchObject({ maintenance_title: expect.any(String), maintenance_message: expect.stringContaining("<") });
    });

    it("gives each market's own support phone, e-mail and hours in its configuration (issue 35 item 18)", async () => {
      const contacts = new Map<string, unknown>();
      for (const hostname of ["fr.localhost", "es.localhost", "nl.localhost", "be.localhost"]) {
        const { organisation } = (await api.get(`/admin/config_for_hostname/${hostname}`)).body;
        expect(organisation, hostname).toMatchObject({ support_phone: expect.stringMatching(/^\+\d/), support_email: expect.stringContaining("@"), support_hours: expect.stringMatching(/^\d\d:\d\d-\d\d:\d\d$/) });
        contacts.set(organisation.support_email, organisation.support_phone);
      }
      expect(contacts.size).toBe(4);
      expect([...contacts.keys()]).not.toContain(DEFAULT_SUPPORT_EMAIL);
    });

    it("ignores case and port, and answers 404 for a hostname it does not serve", async () => {
      expect((await api.get("/admin/config_for_hostname/ES.localhost:8080")).body.organisation.id).toBe("ES");
      const unknown = await api.get("/admin/config_for_hostname/shop.example.com");
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toMatchObject({ code: "config.hostname_unknown", hostname: "shop.example.com" });
    });
  });

  describe("GET /admin/product and /admin/category", () => {
    it("needs a session", async () => {
      expect((await api.get("/admin/product")).status).toBe(401);
      expect((await api.get("/admin/category")).status).toBe(401);
    });

    it("answers the caller's market in the caller's language", async () => {
      const products = (await api.get("/admin/product", { token: nurse })).body;
      expect(products.length).toBeGreaterThanOrEqual(60);
      expect(new Set(products.map((product: { organisation: { id: string } }) => product.organisation.id))).toEqual(new Set(["FR"]));
      expect(new Set(products.map((product: { language: string }) => product.language))).toEqual(new Set(["fr"]));
      expect(products[0]).toMatchObject({ price_in_cents: expect.any(Number), price_as_string: expect.stringContaining("€"), ordered_this_year: expect.any(Number) });

      const categories = (await api.get("/admin/category", { token: dutch })).body;
      expect(categories.length).toBeGreaterThanOrEqual(8);
      expect(new Set(categories.map((category: { organisation: { id: string } }) => category.organisation.id))).toEqual(new Set(["NL"]));
      const dutchProducts = (await api.get("/admin/product", { token: dutch })).body;
      expect(dutchProducts.every((product: { language: string }) => product.language === "nl")).toBe(true);
    });

    it("takes ?lang= when the market has that language, else the market's own", async () => {
      const french = (await api.get("/admin/product?lang=nl", { token: nurse })).body;
      expect(french.every((product: { language: string }) => product.language === "fr")).toBe(true);
      const bad = await api.get("/admin/category?lang=french", { token: nurse });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatchObject({ code: "request.invalid", field: "lang", location: "query" });
    });

    it("answers a sales rep without a chosen company with their own market, without yearly counts", async () => {
      const products = (await api.get("/admin/product", { token: rep })).body;
      expect(products[0].organisation.id).toBe("FR");
      expect(products[0].ordered_this_year).toBeUndefined();
      const forCompany = (await api.get("/admin/product", { token: rep, headers: { "X-Customer-Number": CUST.frMidwives } })).body;
      expect(forCompany[0].ordered_this_year).toEqual(expect.any(Number));
    });
  });

  describe("POST /admin/set_order_on_behalf and X-Customer-Number", () => {
    it("lets a sales rep choose a company of their market, and keeps an audit row", async () => {
      const answer = await api.post("/admin/set_order_on_behalf", { cust_no: ` ${CUST.frMidwives} ` }, { token: rep });
      expect(answer.status).toBe(200);
      expect(answer.body.company).toMatchObject({ cust_no: CUST.frMidwives, license_valid: "APPROVED", organisation: { id: "FR" } });
      const rows = await server.db
        .select()
        .from(audit)
        .where(and(eq(audit.action, "set_order_on_behalf"), eq(audit.onBehalfCustNo, CUST.frMidwives)));
      expect(rows).toHaveLength(1);
      // A number is accepted as well (core's lenient customer number).
      expect((await api.post("/admin/set_order_on_behalf", { cust_no: Number(CUST.frMaternity) }, { token: support })).status).toBe(200);
    });

    it("refuses customers (403), companies of another market (403) and unknown numbers (404)", async () => {
      const customer = await api.post("/admin/set_order_on_behalf", { cust_no: CUST.frMidwives }, { token: nurse });
      expect(customer.status).toBe(403);
      expect(customer.body.error.code).toBe("order_on_behalf.not_allowed");
      const spanish = await api.post("/admin/set_order_on_behalf", { cust_no: CUST.esHospital }, { token: rep });
      expect(spanish.status).toBe(403);
      expect(spanish.body.error).toMatchObject({ code: "order_on_behalf.company_not_allowed", cust_no: CUST.esHospital });
      const unknown = await api.post("/admin/set_order_on_behalf", { cust_no: "9999999" }, { token: rep });
      expect(unknown.status).toBe(404);
      expect((await api.post("/admin/set_order_on_behalf", { cust_no: [1] }, { token: rep })).status).toBe(400);
    });

    it("words its refusals in the signed-in user's language (a representative's restored office is refused on a French page)", async () => {
      const spanish = await api.post("/admin/set_order_on_behalf", { cust_no: CUST.esHospital }, { token: rep });
      expect(spanish.body.error.message).toBe(`Vous ne pouvez pas commander pour le compte de la société ${CUST.esHospital}.`);
      const unknown = await api.post("/admin/set_order_on_behalf", { cust_no: "9999999" }, { token: rep });
      expect(unknown.body.error.message).toBe("Aucune société n’a le numéro client 9999999.");
      const customer = await api.post("/admin/set_order_on_behalf", { cust_no: CUST.frMidwives }, { token: nurse });
      expect(customer.body.error.message).toBe("Seuls les commerciaux peuvent commander pour le compte d’une société.");
    });

    it("accepts the header from representatives for companies they serve, and 403 from anyone else", async () => {
      const header = (custNo: string) => ({ "X-Customer-Number": custNo });
      expect((await api.get("/admin/user/me", { token: rep, headers: header(CUST.frMidwives) })).status).toBe(200);
      expect((await api.get("/admin/user/me", { token: support, headers: header(CUST.frPending) })).status).toBe(200);
      const otherMarket = await api.get("/admin/category", { token: rep, headers: header(CUST.nlPractice) });
      expect(otherMarket.status).toBe(403);
      expect(otherMarket.body.error.code).toBe("order_on_behalf.company_not_allowed");
      for (const custNo of [CUST.frMaternity, CUST.frMidwives]) {
        const customer = await api.get("/admin/product", { token: nurse, headers: header(custNo) });
        expect(customer.status).toBe(403);
        expect(customer.body.error.code).toBe("order_on_behalf.not_allowed");
      }
    });
  });

  describe("POST /admin/user?send_mail=1 (registration)", () => {
    it("registers with a signed request token: account not approved, new company pending, mail in the outbox", async () => {
      const form = registration({ email: "  Lea.Martin@Example.fr ", cust_no: "7654321" });
      const answer = await api.postSigned("/admin/user?send_mail=1", form);
      expect(answer).toMatchObject({ status: 200, body: { success: true } });
      const [user] = await server.db.select().from(users).where(eq(users.email, "lea.martin@example.fr"));
      expect(user).toMatchObject({ isValid: false, role: "customer", companyCustNo: "7654321", organisationId: "FR" });
      expect(user!.registration).not.toHaveProperty("password");
      const [company] = await server.db.select().from(companies).where(eq(companies.custNo, "7654321"));
      expect(company).toMatchObject({ licenseValid: "PENDING", name: "Cabinet Martin", city: "Lyon" });
      const [mail] = await server.db.select().from(outbox).where(eq(outbox.toAddress, "lea.martin@example.fr"));
      expect(mail).toMatchObject({ kind: "registration", subject: translator("fr")("mail.registration.subject") });
      expect(mail?.bodyText).toContain("7654321");
      // The market's own support line, as the contact page words it (issue 35 item 18).
      const line = supportContactLine(translator("fr"), "fr", await marketContact("FR"));
      expect(line).toContain("@");
      expect(mail?.bodyText).toContain(line!);

      const token = await api.login("lea.martin@example.fr", "a-good-password");
      expect((await api.get("/admin/user/me", { token })).body).toMatchObject({ is_valid: false, company: { license_valid: "PENDING" } });
    });

    it("takes Spanish as an e-mail language, and writes to a German or Italian account in English (issue 35 item 21)", async () => {
      const cases = [
        ["es", "ana.garcia@example.es", "7654331", "es"],
        ["de", "lena.schmidt@example.de", "7654332", "en"],
        ["it", "giulia.rossi@example.it", "7654333", "en"],
      ] as const;
      for (const [language, email, custNo, mailLanguage] of cases) {
        const answer = await api.postSigned("/admin/user?send_mail=1", registration({ email, cust_no: custNo, language }));
        expect(answer.status, language).toBe(200);
        const [user] = await server.db.select({ language: users.language, market: users.organisationId }).from(users).where(eq(users.email, email));
        expect(user?.language, language).toBe(language);
        const [mail] = await server.db.select().from(outbox).where(eq(outbox.toAddress, email));
        expect(mail?.subject, language).toBe(translator(mailLanguage)("mail.registration.subject"));
        // The support line in the mail's language too (issue 35 item 18).
        expect(mail?.bodyText, language).toContain(supportContactLine(translator(mailLanguage), mailLanguage, await marketContact(user!.market))!);
      }
      expect(translator("es")("mail.registration.subject")).not.toBe(translator("en")("mail.registration.subject"));
    });

    it("joins an existing company without approving anything the form claims", async () => {
      const form = registration({ email: "second@example.fr", cust_no: CUST.frMaternity, license_valid: "APPROVED", userLevel: 5, rights: ["admin"] });
      expect((await api.postSigned("/admin/user", form)).status).toBe(200);
      const [user] = await server.db.select().from(users).where(eq(users.email, "second@example.fr"));
      expect(user).toMatchObject({ isValid: false, companyConfirmed: false, role: "customer", companyCustNo: CUST.frMaternity });
      expect(await server.db.select().from(outbox).where(eq(outbox.toAddress, "second@example.fr"))).toHaveLength(0);
    });

    it("answers the spec's message id when the e-mail already has an account", async () => {
      const answer = await api.postSigned("/admin/user?send_mail=1", registration({ email: SEED_EMAILS.nurse.toUpperCase(), cust_no: "100234" }));
      expect(answer.status).toBe(409);
      expect(answer.body.error).toMatchObject({ code: "register.email_not_unique", field: "email" });
    });

    it("refuses without a valid signed token: none, session, other body, expired, other key, other e-mail", async () => {
      const form = registration({ email: "refused@example.fr", cust_no: "7654322" });
      const reasons = {
        none: await api.post("/admin/user?send_mail=1", form),
        session: await api.post("/admin/user?send_mail=1", form, { token: nurse }),
        payload: await api.postSigned("/admin/user?send_mail=1", form, { sendText: JSON.stringify({ ...form, cust_no: "7654323" }) }),
        expired: await api.postSigned("/admin/user?send_mail=1", form, { nowMillis: Date.now() - 10 * 60 * 1000 }),
        signature: await api.postSigned("/admin/user?send_mail=1", form, { secret: "not-the-form-secret" }),
        email: await api.postSigned("/admin/user?send_mail=1", form, { email: "someone-else@example.fr" }),
      };
      for (const [reason, answer] of Object.entries(reasons)) {
        expect(answer.status, reason).toBe(401);
        expect(answer.body.error.code, reason).toBe("form.token_invalid");
      }
      expect(await server.db.select().from(users).where(eq(users.email, "refused@example.fr"))).toHaveLength(0);
    });

    it("checks the customer number, the e-mail and the password on the server", async () => {
      const cases = [
        [{ cust_no: "12ab" }, "cust_no", "forms.validation.customer_number_digits"],
        [{ cust_no: "12345678" }, "cust_no", "forms.validation.customer_number_length"],
        [{ email: "not-an-email" }, "email", "forms.validation.email_invalid"],
        [{ password: "short" }, "password", "password.too_short"],
      ] as const;
      for (const [fields, field, code] of cases) {
        const answer = await api.postSigned("/admin/user", registration({ email: "checks@example.fr", cust_no: "7654324", ...fields }));
        expect(answer.status, field).toBe(400);
        expect(answer.body.error, field).toMatchObject({ field, code });
      }
    });
  });

  describe("POST /admin/question", () => {
    it("takes a signed request token when signed out, or the session token, and mails support", async () => {
      expect((await api.postSigned("/admin/question", question)).body).toEqual({ success: true });
      expect((await api.post("/admin/question", { ...question, email: "nurse@example.fr" }, { token: nurse })).body).toEqual({ success: true });
      const mails = await server.db.select().from(outbox).where(eq(outbox.kind, "question"));
      expect(mails).toHaveLength(2);
      expect(mails[0]!.bodyText).toContain("Quand arrive ma commande ?");
      // Issue 35 item 18: the nurse's market's own support address; a sender of no known market, SUPPORT_EMAIL.
      const [france] = await server.db.select({ supportEmail: organisations.supportEmail }).from(organisations).where(eq(organisations.id, "FR"));
      expect(mails.map((mail) => mail.toAddress).sort()).toEqual([france!.supportEmail, DEFAULT_SUPPORT_EMAIL].sort());
    });

    it("forwards a question in the signed-in sender's language, with the form's labels", async () => {
      const answer = await api.post("/admin/question", { ...question, email: SEED_EMAILS.vroedvrouw }, { token: dutch });
      expect(answer.body).toEqual({ success: true });
      const mails = await server.db.select().from(outbox).where(eq(outbox.kind, "question"));
      const dutchMail = mails.find((mail) => mail.bodyText.includes(SEED_EMAILS.vroedvrouw))!;
      const nl = translator("nl");
      expect(dutchMail.subject).toBe(nl("mail.question.subject", { topic: nl("forms.question_type.delivery"), name: question.name, company: question.company }));
      expect(dutchMail.bodyText).toContain(`${nl("forms.fields.contact_preference")}: ${nl("forms.contact_preference.email")}`);
      const [netherlands] = await server.db.select({ supportEmail: organisations.supportEmail }).from(organisations).where(eq(organisations.id, "NL"));
      expect(dutchMail.toAddress).toBe(netherlands!.supportEmail);
    });

    it("refuses no token, a missing answer and an unknown question type", async () => {
      expect((await api.post("/admin/question", question)).status).toBe(401);
      const empty = await api.postSigned("/admin/question", { ...question, message: "  " });
      expect(empty.status).toBe(400);
      expect(empty.body.error).toMatchObject({ field: "message", code: "forms.validation.required" });
      const unknownType = await api.postSigned("/admin/question", { ...question, question_type: "complaint" });
      expect(unknownType.status).toBe(400);
      expect(unknownType.body.error).toMatchObject({ code: "request.invalid", field: "question_type" });
    });
  });
});
