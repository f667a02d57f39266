import { and, asc, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { registrationDefaults, supportContactLine, supportContactOf, translator, type ShopProduct } from "@proshop/core";
import { SEED_CUSTOMER_NUMBERS as CUST } from "@proshop/fixtures/seed/companies";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { RunningServer } from "../../app.ts";
import { audit, companies, orders, organisations, outbox, rateLimits, users } from "../../db/schema.ts";
import type { Answer, ShopClient } from "./http.ts";
import { recordingOf } from "./recordings.ts";

/*
 * Company membership (issue 11 item 1) and support's approvals (issue 12), on a seeded server:
 * a stranger registering with an existing company's customer number sees none of its orders
 * or its live cart until support approves the link (or a confirmed colleague invited them);
 * support of that market alone lists, approves and refuses accounts, sets limits and
 * maintenance, each decision audited and the customer e-mailed.
 */

const PASSWORD = "a-long-enough-password";

describe.each(testDatabases())("membership and approvals ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let nurse: string;
  let support: string;
  let products: ShopProduct[];
  let companyOrder: string;
  useTestServer(database, async (running) => {
    ({ server, api } = running);
    [nurse, support] = await Promise.all([api.login(SEED_EMAILS.nurse), api.login(SEED_EMAILS.support)]);
    products = ((await api.get("/admin/product", { token: nurse })).body as ShopProduct[]).filter((product) => product.part_no !== "").slice(0, 1);
    const [order] = await server.db.select({ orderNr: orders.orderNr }).from(orders).where(eq(orders.custNo, CUST.frMaternity)).limit(1);
    companyOrder = order!.orderNr;
  });

  const register = (email: string, custNo: string, extra: Record<string, unknown> = {}) =>
    api.postSigned("/admin/user?send_mail=1", {
      ...registrationDefaults("fr"),
      email,
      cust_no: custNo,
      password: PASSWORD,
      firstName: "Eve",
      lastName: "Stranger",
      company_name: "Cabinet Eve",
      license_number: "LIC-" + custNo,
      ...extra,
    });

  const companyCalls = (token: string) => [
    api.get("/admin/order", { token }),
    api.get(`/admin/order/${companyOrder}`, { token }),
    api.get("/admin/cart", { token }),
    api.put("/admin/cart", recordingOf(CUST.frMaternity, products, { by: "eve@example.fr" }), { token, headers: { "if-match": "*" } }),
    api.get("/admin/saved_list", { token }),
    api.get("/admin/zoom-delivered/kits", { token }),
  ];

  /** The FR market's support line in French, as its configuration names it and the contact page words it. */
  const frenchSupportLine = async (): Promise<string> => {
    const [row] = await server.db
      .select({ support_phone: organisations.supportPhone, support_email: organisations.supportEmail, support_hours: organisations.supportHours })
      .from(organisations)
      .where(eq(organisations.id, "FR"));
    const line = supportContactLine(translator("fr"), "fr", supportContactOf(row));
    expect(line).toContain(row!.support_email!);
    return line!;
  };

  const lastMailTo = async (email: string) =>
    (await server.db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.id)).limit(1))[0];

  it("keeps a new member of company 100234 out of its orders and live cart until support approves the link", async () => {
    const nurseCart = recordingOf(CUST.frMaternity, products, { adds: 3 });
    expect((await api.put("/admin/cart", nurseCart, { token: nurse, headers: { "if-match": "*" } })).status).toBe(200);

    expect((await register("eve@example.fr", CUST.frMaternity)).status).toBe(200);
    const [row] = await server.db.select().from(users).where(eq(users.email, "eve@example.fr"));
    expect(row).toMatchObject({ companyConfirmed: false, isValid: false, companyCustNo: CUST.frMaternity });
    const eve = await api.login("eve@example.fr", PASSWORD);

    // Her own profile and the catalogue; not the company's orders, even in the profile.
    const me = await api.get("/admin/user/me", { token: eve });
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    expect(me.body.company.orders ?? []).toEqual([]);
    expect((await api.get("/admin/product", { token: eve })).status).toBe(200);
    for (const answer of await Promise.all(companyCalls(eve))) {
      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe("membership.unconfirmed");
      expect(JSON.stringify(answer.body)).not.toContain(companyOrder);
    }
    expect((await api.post("/admin/order", { cart: [] }, { token: eve })).status).toBe(403);
    // The nurse's cart was not overwritten.
    expect((await api.get("/admin/cart", { token: nurse })).body.recording).toEqual(nurseCart);

    // Support approves her by e-mail: the link is confirmed, she reads the company's orders and cart.
    const approved = await api.post("/admin/accounts/approve", { account: "eve@example.fr" }, { token: support });
    expect(approved.status).toBe(200);
    expect(approved.body.accounts).toEqual([expect.objectContaining({ email: "eve@example.fr", approved: true, company_confirmed: true, license_state: "valid" })]);
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // the session-user cache's moment
    expect((await api.get("/admin/order", { token: eve })).status).toBe(200);
    expect((await api.get(`/admin/order/${companyOrder}`, { token: eve })).status).toBe(200);
    expect((await api.get("/admin/cart", { token: eve })).status).toBe(200);
    expect((await api.get("/admin/user/me", { token: eve })).body.is_valid).toBe(true);
  });

  // Issue 32 item 12: creating the company is the founder's step; of registrations at the same moment only the first takes it.
  it("makes only the first of simultaneous registrations of a new customer number the company's confirmed founder, every time", async () => {
    for (let round = 0; round < 6; round++) {
      await server.db.delete(rateLimits); // the per-address registration limit is not what this tests
      const custNo = String(7_650_000 + round);
      const emails = [0, 1, 2].map((index) => `race-${round}-${index}@example.fr`);
      const answers = await Promise.all(emails.map((email) => register(email, custNo)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const rows = await server.db.select().from(users).where(eq(users.companyCustNo, custNo)).orderBy(asc(users.id));
      expect(rows.map((row) => row.email).sort()).toEqual([...emails].sort());
      // The company's first account founded it; the others wait like anyone joining an existing company.
      expect(rows.map((row) => row.companyConfirmed)).toEqual([true, false, false]);
      expect(rows.every((row) => !row.isValid && row.organisationId === "FR")).toBe(true);
      const [company] = await server.db.select().from(companies).where(eq(companies.custNo, custNo));
      expect(company).toMatchObject({ licenseValid: "PENDING", organisationId: "FR" });
      const late = await api.login(rows[1]!.email, PASSWORD);
      expect((await api.get("/admin/order", { token: late })).body.error?.code).toBe("membership.unconfirmed");
    }
    // A Spanish office (country ES from this unknown host) and a French one at once: whichever comes
    // second is treated as if it came later, joining unconfirmed or refused as another market's.
    for (let round = 0; round < 3; round++) {
      await server.db.delete(rateLimits);
      const custNo = String(7_660_000 + round);
      const answers = await Promise.all([
        register(`race-es-${round}@example.es`, custNo, { country: "ES" }),
        register(`race-fr-${round}@example.fr`, custNo, { country: "FR" }),
      ]);
      const rows = await server.db.select().from(users).where(eq(users.companyCustNo, custNo)).orderBy(asc(users.id));
      const [company] = await server.db.select().from(companies).where(eq(companies.custNo, custNo));
      expect(rows[0]?.companyConfirmed).toBe(true);
      expect(rows.slice(1).every((row) => !row.companyConfirmed && row.organisationId === company!.organisationId)).toBe(true);
      const refusedAnswers = answers.filter((answer) => answer.status !== 200);
      expect(refusedAnswers.map((answer) => answer.body.error.code)).toEqual(rows.length === 2 ? [] : ["membership.other_market"]);
    }
  });

  it("refuses registering into another market's company from this shop (409 membership.other_market)", async () => {
    const answer = await register("intruder@example.fr", CUST.esClinic);
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe("membership.other_market");
    expect(await server.db.select().from(users).where(eq(users.email, "intruder@example.fr"))).toEqual([]);
  });

  it("confirms a colleague invited by a confirmed user of the company", async () => {
    expect((await api.post("/admin/invitation", { email: "colleague@example.fr" }, { token: nurse })).status).toBe(200);
    const mail = await lastMailTo("colleague@example.fr");
    expect(mail?.kind).toBe("invitation");
    const token = decodeURIComponent(/register\?token=([^\s]+)/.exec(mail!.bodyText)![1]!);
    // The token is for that address and company only.
    const misused = await register("someone-else@example.fr", CUST.frMaternity, { invitation: token });
    expect(misused.status).toBe(400);
    expect(misused.body.error.code).toBe("invitation.token_invalid");
    expect((await register("colleague@example.fr", CUST.frMaternity, { invitation: token })).status).toBe(200);
    const [row] = await server.db.select().from(users).where(eq(users.email, "colleague@example.fr"));
    expect(row?.companyConfirmed).toBe(true);
    const colleague = await api.login("colleague@example.fr", PASSWORD);
    expect((await api.get("/admin/order", { token: colleague })).status).toBe(200);
    expect(await server.db.select().from(audit).where(eq(audit.action, "invitation.send"))).toHaveLength(1);

    // An unconfirmed member may not vouch for anyone.
    expect((await register("unconfirmed@example.fr", CUST.frMaternity)).status).toBe(200);
    const unconfirmed = await api.login("unconfirmed@example.fr", PASSWORD);
    expect((await api.post("/admin/invitation", { email: "friend@example.fr" }, { token: unconfirmed })).status).toBe(403);
  });

  it("lets only support of the market list, approve and refuse accounts, audited and e-mailed", async () => {
    // A new Spanish company (registered from an unknown host, country ES) is another market's.
    const nueva = await register("nueva@example.es", "7654321", { country: "ES", language: "en" });
    expect(nueva.status, JSON.stringify(nueva.body)).toBe(200);
    expect((await register("new-office@example.fr", "7654300")).status).toBe(200);

    const refused = await api.get("/admin/accounts/pending", { token: nurse });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("accounts.not_allowed");

    const pending = await api.get("/admin/accounts/pending", { token: support });
    expect(pending.status).toBe(200);
    const emails = pending.body.accounts.map((account: { email: string }) => account.email);
    expect(emails).toContain(SEED_EMAILS.pending);
    expect(emails).toContain("new-office@example.fr");
    expect(emails).not.toContain("nueva@example.es");
    // The reporting demo's accounts are not shop accounts to approve.
    expect(emails).not.toContain("libadmin@example.fr");
    expect(pending.body.accounts.find((account: { email: string }) => account.email === SEED_EMAILS.pending)).toMatchObject({
      license_number: "20011223344",
      license_state: "pending",
      approved: false,
      organisation: "FR",
    });
    expect((await api.post("/admin/accounts/approve", { account: "nueva@example.es" }, { token: support })).status).toBe(404);
    expect((await api.post("/admin/accounts/approve", { account: "7654321" }, { token: support })).status).toBe(404);
    expect((await api.post("/admin/accounts/approve", { account: SEED_EMAILS.pending }, { token: nurse })).status).toBe(403);

    // Approve by customer number: the account that created the company, the licence becomes valid;
    // never a stranger who registered into it meanwhile (issue 32 item 11).
    await server.db.delete(rateLimits);
    expect((await register("stranger-100236@example.fr", "100236")).status).toBe(200);
    const approved = await api.post("/admin/accounts/approve", { account: "100236" }, { token: support });
    expect(approved.status).toBe(200);
    expect(approved.body.accounts.map((account: { email: string }) => account.email)).toEqual([SEED_EMAILS.pending]);
    const [stranger] = await server.db.select().from(users).where(eq(users.email, "stranger-100236@example.fr"));
    expect(stranger).toMatchObject({ isValid: false, companyConfirmed: false });
    const [company] = await server.db.select().from(companies).where(eq(companies.custNo, "100236"));
    expect(company?.licenseValid).toBe("APPROVED");
    const mail = await lastMailTo(SEED_EMAILS.pending);
    expect(mail).toMatchObject({ kind: "account_approved", subject: "Votre compte est approuvé" });
    // The customer reads which company, by name and number.
    expect(mail?.bodyText).toContain("Pharmacie du Parc (100236)");
    // Whom to call or write: the market's own support line (issue 35 item 18).
    expect(mail?.bodyText).toContain(await frenchSupportLine());
    const [supportRow] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, SEED_EMAILS.support));
    const [entry] = await server.db.select().from(audit).where(and(eq(audit.action, "account.approve"), eq(audit.onBehalfCustNo, "100236")));
    expect(entry).toMatchObject({ userId: supportRow!.id, details: expect.objectContaining({ email: SEED_EMAILS.pending, licence_before: "pending" }) });
    expect(entry?.at).toBeInstanceOf(Date);
    // Ordering opens on the next log-in: the account is valid, the licence approved.
    const julien = await api.login(SEED_EMAILS.pending);
    const me = await api.get("/admin/user/me", { token: julien });
    expect(me.body.is_valid).toBe(true);

    // Refuse: a reason is required; it is audited and mailed; the account leaves the list.
    const noReason = await api.post("/admin/accounts/refuse", { account: "new-office@example.fr", reason: "  " }, { token: support });
    expect(noReason.status).toBe(400);
    const refusal = await api.post("/admin/accounts/refuse", { account: "new-office@example.fr", reason: "Licence inconnue du registre" }, { token: support });
    expect(refusal.status).toBe(200);
    expect(refusal.body.accounts[0]).toMatchObject({ license_state: "invalid", approved: false });
    const refusalMail = await lastMailTo("new-office@example.fr");
    expect(refusalMail?.bodyText).toContain("Licence inconnue du registre");
    expect(refusalMail?.bodyText).toContain(await frenchSupportLine());
    const [why] = await server.db.select().from(audit).where(eq(audit.action, "account.refuse"));
    expect(why?.details).toMatchObject({ reason: "Licence inconnue du registre", email: "new-office@example.fr" });
    const after = await api.get("/admin/accounts/pending", { token: support });
    expect(after.body.accounts.map((account: { email: string }) => account.email)).not.toContain("new-office@example.fr");
  });

  it("approves or refuses by customer number only the account that created the company, and asks for an e-mail otherwise", async () => {
    await server.db.delete(rateLimits);
    expect((await register("founder@example.fr", "7654400")).status).toBe(200);
    expect((await register("joiner-1@example.fr", "7654400")).status).toBe(200);
    expect((await register("joiner-2@example.fr", "7654400")).status).toBe(200);
    const approve = (account: string) => api.post("/admin/accounts/approve", { account }, { token: support });

    const first = await approve("7654400");
    expect(first.status).toBe(200);
    expect(first.body.accounts.map((account: { email: string }) => account.email)).toEqual(["founder@example.fr"]);
    const waiting = async () => (await server.db.select().from(users).where(and(eq(users.companyCustNo, "7654400"), eq(users.isValid, false)))).map((row) => row.email).sort();
    expect(await waiting()).toEqual(["joiner-1@example.fr", "joiner-2@example.fr"]);

    // The founder is decided: the number names no one, so support is asked which account, by e-mail.
    for (const answer of [await approve("7654400"), await api.post("/admin/accounts/refuse", { account: "7654400", reason: "Inconnu" }, { token: support })]) {
      expect(answer.status).toBe(409);
      expect(answer.body.error).toMatchObject({ code: "accounts.choose_by_email", field: "account", account: "7654400", emails: "joiner-1@example.fr, joiner-2@example.fr" });
      expect(answer.body.error.message).toContain("joiner-1@example.fr, joiner-2@example.fr");
    }
    expect(await waiting()).toEqual(["joiner-1@example.fr", "joiner-2@example.fr"]);
    expect(await server.db.select().from(outbox).where(and(eq(outbox.toAddress, "joiner-1@example.fr"), eq(outbox.kind, "account_approved")))).toEqual([]);

    // By e-mail, as before.
    const byEmail = await approve("joiner-2@example.fr");
    expect(byEmail.body.accounts.map((account: { email: string }) => account.email)).toEqual(["joiner-2@example.fr"]);
    expect(await waiting()).toEqual(["joiner-1@example.fr"]);

    // A company whose first account was refused: its number names no one either.
    expect((await register("refused-founder@example.fr", "7654401")).status).toBe(200);
    expect((await api.post("/admin/accounts/refuse", { account: "7654401", reason: "Licence inconnue" }, { token: support })).status).toBe(200);
    expect((await register("late-joiner@example.fr", "7654401")).status).toBe(200);
    const late = await approve("7654401");
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: "accounts.choose_by_email", emails: "late-joiner@example.fr" });
  });

  it("decides an account once when support approves or refuses it twice at once (409 accounts.already_decided)", async () => {
    const mailsTo = (email: string, kind: string) => server.db.select().from(outbox).where(and(eq(outbox.toAddress, email), eq(outbox.kind, kind)));
    const auditOf = async (action: string, email: string) =>
      (await server.db.select().from(audit).where(eq(audit.action, action))).filter((entry) => entry.details["email"] === email);
    const once = (answers: ReadonlyArray<Answer>) => {
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const late = answers.find((answer) => answer.status === 409)!;
      expect(late.body.error).toMatchObject({ code: "accounts.already_decided", message: expect.stringContaining("Le compte") });
    };

    expect((await register("twice@example.fr", "7654310")).status).toBe(200);
    const approve = () => api.post("/admin/accounts/approve", { account: "twice@example.fr" }, { token: support });
    once(await Promise.all([approve(), approve()]));
    expect(await mailsTo("twice@example.fr", "account_approved")).toHaveLength(1);
    expect(await auditOf("account.approve", "twice@example.fr")).toHaveLength(1);

    expect((await register("twice-refused@example.fr", "7654311")).status).toBe(200);
    const refuseIt = () => api.post("/admin/accounts/refuse", { account: "twice-refused@example.fr", reason: "Licence inconnue" }, { token: support });
    once(await Promise.all([refuseIt(), refuseIt()]));
    expect(await mailsTo("twice-refused@example.fr", "account_refused")).toHaveLength(1);
    expect(await auditOf("account.refuse", "twice-refused@example.fr")).toHaveLength(1);

    // Decided is decided: an approved account is neither refused nor approved again.
    expect((await api.post("/admin/accounts/refuse", { account: "twice@example.fr", reason: "Trop tard" }, { token: support })).status).toBe(409);
    expect((await approve()).status).toBe(409);
    expect(await mailsTo("twice@example.fr", "account_refused")).toHaveLength(0);
    expect(await mailsTo("twice@example.fr", "account_approved")).toHaveLength(1);
  });

  it("sets a user's maximum order amount and the market's maintenance, audited, within the market only", async () => {
    const limit = await api.put("/admin/accounts/max_order_amount", { email: SEED_EMAILS.nurse, max_order_amount_cents: 75_000 }, { token: support });
    expect(limit.status).toBe(200);
    expect((await server.db.select().from(users).where(eq(users.email, SEED_EMAILS.nurse)))[0]?.maxOrderAmountCents).toBe(75_000);
    expect((await api.put("/admin/accounts/max_order_amount", { email: SEED_EMAILS.matrona, max_order_amount_cents: 1 }, { token: support })).status).toBe(404);
    expect((await api.put("/admin/accounts/max_order_amount", { email: SEED_EMAILS.nurse, max_order_amount_cents: -5 }, { token: support })).status).toBe(400);

    const on = await api.put("/admin/organisation/FR/maintenance", { maintenance_mode: true, maintenance_message: "<p>Inventaire</p>" }, { token: support });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ organisation: "FR", maintenance_mode: true, maintenance_message: "<p>Inventaire</p>" });
    expect((await api.put("/admin/organisation/ES/maintenance", { maintenance_mode: true }, { token: support })).status).toBe(404);
    expect((await api.put("/admin/organisation/FR/maintenance", { maintenance_mode: true }, { token: nurse })).status).toBe(403);
    const off = await api.put("/admin/organisation/FR/maintenance", { maintenance_mode: false }, { token: support });
    expect(off.body.maintenance_mode).toBe(false);
    expect((await server.db.select().from(organisations).where(eq(organisations.id, "FR")))[0]?.maintenanceMode).toBe(false);
    const actions = (await server.db.select({ action: audit.action }).from(audit)).map((entry) => entry.action);
    expect(actions.filter((action) => action === "organisation.maintenance")).toHaveLength(2);
    expect(actions).toContain("account.max_order_amount");
  });
});
