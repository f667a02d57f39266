import { and, asc, eq, isNull, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SEED_CUSTOMER_NUMBERS } from "@proshop/fixtures/seed/companies";
import { SEED_PARTS } from "@proshop/fixtures/seed/catalogue/products";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import { formatMoney, supportContactLine, supportContactOf, translator } from "@proshop/core";
import type { RunningServer } from "../../app.ts";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import { companies, orders, organisations, outbox, patientDeliveries, settings, users } from "../../db/schema.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";
import { isoNow, machine, makeKey, makePdf, placeOrder } from "../../integration/__tests__/harness.ts";
import { frenchZoomOrder } from "../../zoom-delivered/__tests__/orders.ts";
import { escapeHtml, renderMailHtml, safeHref } from "../../mail-html.ts";
import { silentLog } from "../../log.ts";
import { startConfirmationMails, writeConfirmations } from "../confirmation-mails.ts";

/*
 * The e-mails about an order (issue 34), read from the outbox as `proshop outbox` reads them:
 * one confirmation per placed order in the customer's language (a rep's order to the company's
 * users with a copy to the rep), the shipping notice with carrier, link and what was shipped,
 * the cancel, the invoice, nothing more for a replayed report, Zoom! Delivered's practice and
 * patient, and HTML that escapes what customers typed.
 */

const P = SEED_PARTS;

describe.each(testDatabases())("order e-mails ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let nurse: string;
  let rep: string;
  let dentist: string;
  let fr: ReturnType<typeof machine>;
  useTestServer(database, async (running) => {
    ({ server, api } = running);
    await server.db.update(organisations).set({ maxOrderCountYear: null }).where(eq(organisations.id, "FR"));
    nurse = await api.login(SEED_EMAILS.nurse);
    rep = await api.login(SEED_EMAILS.rep);
    dentist = await api.login(SEED_EMAILS.dentist);
    fr = machine(server, (await makeKey(server, "FR")).key);
  });

  /** The outbox's mails about order `orderNr`, oldest first. */
  const mailsAbout = (orderNr: string, kind?: string) =>
    server.db
      .select()
      .from(outbox)
      .where(and(like(outbox.subject, `%${orderNr}%`), kind === undefined ? undefined : eq(outbox.kind, kind)))
      .orderBy(asc(outbox.id));

  /** Places the order and waits for its confirmations: they are written from its order.placed event, after its transaction. */
  const placed = async (...args: Parameters<typeof placeOrder>): Promise<string> => {
    const orderNr = await placeOrder(...args);
    await expect.poll(async () => (await mailsAbout(orderNr, "order_confirmation")).length).toBeGreaterThan(0);
    return orderNr;
  };

  /** One look of the confirmation job, taken once no other look holds the cursor (they answer null meanwhile). */
  const lookForConfirmations = async (): Promise<number> => {
    for (;;) {
      const written = await writeConfirmations(server.db, { publicUrl: null, port: server.port });
      if (written !== null) return written;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  const userOf = async (email: string) => (await server.db.select().from(users).where(eq(users.email, email)))[0]!;

  it("queues exactly one confirmation to the nurse, in her language, with lines, amounts, address, payment and a link", async () => {
    const orderNr = await placed(api, nurse, [{ part_no: P.antiColicBottle, quantity: 2 }]);
    // Another look of the job writes nothing more: the event's cursor has passed it.
    expect(await lookForConfirmations()).toBe(0);
    const mails = await mailsAbout(orderNr);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const nurseUser = await userOf(SEED_EMAILS.nurse);
    const [order] = await server.db.select().from(orders).where(eq(orders.orderNr, orderNr));
    expect(mail).toMatchObject({ kind: "order_confirmation", toAddress: SEED_EMAILS.nurse, organisationId: "FR", status: "pending" });
    expect(nurseUser.language).toBe("fr");
    expect(mail!.subject).toBe(`Votre commande ${orderNr}`);
    const total = formatMoney(order!.totalCents, "fr", "EUR");
    for (const part of [orderNr, P.antiColicBottle, total, "Dont TVA", "Adresse de livraison", "Paiement à la livraison", `/profile/my-orders?order=${orderNr}`]) {
      expect(mail!.bodyText).toContain(part);
      expect(mail!.bodyHtml).toContain(escapeHtml(part));
    }
    const [company] = await server.db.select().from(companies).where(eq(companies.custNo, order!.custNo));
    expect(mail!.bodyText).toContain(company!.city);
    expect(mail!.bodyHtml).toMatch(/^<!doctype html>/i);
    expect(mail!.bodyHtml).toContain('lang="fr"');
    // Readable without images: none, and no web font to fetch.
    expect(mail!.bodyHtml).not.toMatch(/<img|fonts\.googleapis/i);
  });

  it("writes one confirmation per order when many are placed at once and several looks race for them", async () => {
    const links = { publicUrl: null, port: server.port };
    const orderNrs = await Promise.all(Array.from({ length: 8 }, () => placeOrder(api, nurse, [{ part_no: P.antiColicBottle, quantity: 1 }])));
    // The instance's own job and three more looks at once (as other instances would): each order is written once.
    const looks = await Promise.all([1, 2, 3].map(() => writeConfirmations(server.db, links)));
    expect(looks.every((look) => look === null || look >= 0)).toBe(true);
    for (const orderNr of orderNrs) await expect.poll(async () => (await mailsAbout(orderNr, "order_confirmation")).length).toBe(1);
    expect(await lookForConfirmations()).toBe(0);
    for (const orderNr of orderNrs) expect(await mailsAbout(orderNr, "order_confirmation")).toHaveLength(1);
  });

  it("starts, on a database with orders from before it, at the events' end: their confirmations are not written again", async () => {
    const links = { publicUrl: null, port: server.port };
    const earlier = await placed(api, nurse, [{ part_no: P.antiColicBottle, quantity: 1 }]);
    // As on a database whose orders had their mails written inside their transactions: events, no cursor.
    await server.db.delete(outbox).where(like(outbox.subject, `%${earlier}%`));
    await server.db.delete(settings).where(eq(settings.key, "order_confirmation_mails.cursor"));
    const job = await startConfirmationMails({ db: server.db, links, log: silentLog });
    try {
      expect(await lookForConfirmations()).toBe(0);
      expect(await mailsAbout(earlier)).toEqual([]);
      const later = await placed(api, nurse, [{ part_no: P.antiColicBottle, quantity: 1 }]);
      await expect.poll(async () => (await mailsAbout(later, "order_confirmation")).length).toBe(1);
    } finally {
      await job.stop();
    }
  });

  it("ends every mail to the customer with the market's own support line, address and hours, as the contact page gives them (issue 35 item 18)", async () => {
    const orderNr = await placed(api, nurse, [{ part_no: P.antiColicBottle, quantity: 1 }]);
    const [mail] = await mailsAbout(orderNr, "order_confirmation");
    const [france] = await server.db.select().from(organisations).where(eq(organisations.id, "FR"));
    const line = supportContactLine(translator("fr"), "fr", supportContactOf({ support_phone: france!.supportPhone, support_email: france!.supportEmail, support_hours: france!.supportHours }));
    expect(line).toContain(france!.supportPhone!);
    expect(line).toContain(france!.supportEmail!);
    expect(line).toContain("08:30");
    expect(mail!.bodyText).toContain(line!);
    expect(mail!.bodyHtml).toContain(escapeHtml(line!));
  });

  it("sends a representative's order to the company's users with a copy to the representative", async () => {
    const orderNr = await placed(api, rep, [{ part_no: P.antiColicBottle, quantity: 1 }], { "x-customer-number": SEED_CUSTOMER_NUMBERS.frMaternity });
    const companyUsers = await server.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.companyCustNo, SEED_CUSTOMER_NUMBERS.frMaternity), eq(users.role, "customer"), eq(users.isValid, true), eq(users.companyConfirmed, true), isNull(users.refusedAt)));
    expect(companyUsers.map((user) => user.email)).toContain(SEED_EMAILS.nurse);
    const mails = await mailsAbout(orderNr, "order_confirmation");
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([...companyUsers.map((user) => user.email), SEED_EMAILS.rep].sort());
    const copy = mails.find((mail) => mail.toAddress === SEED_EMAILS.rep)!;
    const repUser = await userOf(SEED_EMAILS.rep);
    // The copy says whom it was placed for; the company's mail says who placed it.
    expect(copy.bodyText).toContain(SEED_CUSTOMER_NUMBERS.frMaternity);
    const toNurse = mails.find((mail) => mail.toAddress === SEED_EMAILS.nurse)!;
    expect(toNurse.bodyText).toContain(`${repUser.firstName} ${repUser.lastName}`.trim());
    expect(toNurse.subject).toBe(`Votre commande ${orderNr}`);
  });

  it("queues the shipping notice with carrier, tracking link and the partial lines; a replayed report queues nothing more", async () => {
    const orderNr = await placed(api, nurse, [
      { part_no: P.antiColicBottle, quantity: 3 },
      { part_no: P.manualPump, quantity: 2 },
    ]);
    const url = "https://www.laposte.fr/outils/suivre-vos-envois?code=6A1&lang=fr";
    const report = { status: "shipped", at: isoNow(), tracking: { carrier: "Colissimo", number: "6A1", url }, lines: [{ part_no: P.antiColicBottle, shipped: 1 }] };
    expect((await fr.status(orderNr, report, "ship-once")).status).toBe(200);
    const shipped = await mailsAbout(orderNr, "order_shipped");
    expect(shipped).toHaveLength(1);
    const [mail] = shipped;
    expect(mail!.toAddress).toBe(SEED_EMAILS.nurse);
    expect(mail!.bodyText).toContain("Colissimo");
    expect(mail!.bodyText).toContain("6A1");
    expect(mail!.bodyText).toContain(url);
    expect(mail!.bodyHtml).toContain(`href="${escapeHtml(url)}"`);
    expect(mail!.bodyText).toContain("Une partie de votre commande");
    // What this parcel carried: 1 of the 3 bottles, not the pump.
    expect(mail!.bodyText).toMatch(new RegExp(`\\(${P.antiColicBottle}\\) \\| 1 \\| 3`));
    expect(mail!.bodyText).not.toContain(`(${P.manualPump})`);

    expect((await fr.status(orderNr, report, "ship-once")).status).toBe(200);
    expect(await mailsAbout(orderNr, "order_shipped")).toHaveLength(1);

    // The rest: the order is complete, the notice says so.
    expect((await fr.status(orderNr, { status: "shipped", at: isoNow(), tracking: { carrier: "DHL", number: "JD2" } }, "ship-rest")).status).toBe(200);
    const second = (await mailsAbout(orderNr, "order_shipped"))[1]!;
    expect(second.bodyText).toContain("a été expédiée");
    expect(second.bodyText).not.toContain("Une partie");
    expect(second.bodyText).toMatch(new RegExp(`\\(${P.manualPump}\\) \\| 2 \\| 2`));
  });

  it("queues the cancel with its reason, and nothing for other moves", async () => {
    const orderNr = await placed(api, nurse, [{ part_no: P.antiColicBottle, quantity: 1 }]);
    expect((await fr.status(orderNr, { status: "in_process", at: isoNow(-1000) })).status).toBe(200);
    expect(await mailsAbout(orderNr)).toHaveLength(1);
    expect((await fr.status(orderNr, { status: "canceled", at: isoNow(), note: "Rupture <fournisseur>" })).status).toBe(200);
    const canceled = await mailsAbout(orderNr, "order_canceled");
    expect(canceled).toHaveLength(1);
    expect(canceled[0]!.bodyText).toContain("Motif : Rupture <fournisseur>");
    expect(canceled[0]!.bodyHtml).toContain("Rupture &lt;fournisseur&gt;");
    expect(canceled[0]!.bodyHtml).not.toContain("<fournisseur>");
  });

  it("tells the customer once that the invoice is available", async () => {
    const orderNr = await placed(api, nurse, [{ part_no: P.antiColicBottle, quantity: 1 }]);
    expect((await fr.invoice(orderNr, await makePdf())).status).toBe(200);
    expect((await fr.invoice(orderNr, await makePdf(2))).status).toBe(200);
    const mails = await mailsAbout(orderNr, "invoice_available");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: SEED_EMAILS.nurse, subject: `La facture de votre commande ${orderNr}` });
  });

  it("Zoom! Delivered: confirms to the practice without the patient, and tells the informed patient of the parcel", async () => {
    const placed = await api.post("/admin/zoom-delivered/deliveries", frenchZoomOrder({ patientScanId: "TR-MAIL-1" }), { token: dentist, headers: { "idempotency-key": "zoom-mail-1" } });
    expect(placed.status).toBe(200);
    const orderNr = placed.body.order_nr as string;
    const confirmations = await mailsAbout(orderNr, "order_confirmation");
    expect(confirmations.map((mail) => mail.toAddress)).toEqual([SEED_EMAILS.dentist]);
    for (const patientData of ["Camille", "Durand", "rue Paul Bert", "camille.durand@example.fr", "TR-MAIL-1"]) {
      expect(confirmations[0]!.bodyText).not.toContain(patientData);
      expect(confirmations[0]!.bodyHtml).not.toContain(patientData);
    }
    const url = "https://track.example/zoom?n=Z1";
    expect((await fr.status(orderNr, { status: "shipped", at: isoNow(), tracking: { carrier: "Chronopost", number: "Z1", url } })).status).toBe(200);
    const [patientMail, ...more] = await server.db.select().from(outbox).where(eq(outbox.toAddress, "camille.durand@example.fr"));
    expect(more).toHaveLength(0);
    expect(patientMail).toMatchObject({ kind: "patient_shipped", organisationId: null });
    expect(patientMail!.bodyText).toContain("Chronopost");
    expect(patientMail!.bodyText).toContain(url);
    expect(patientMail!.bodyText).not.toMatch(/€/);
    expect((await mailsAbout(orderNr, "order_shipped")).map((mail) => mail.toAddress)).toEqual([SEED_EMAILS.dentist]);
  });

  it("Zoom! Delivered: no patient notice without the patient's e-mail", async () => {
    const placed = await api.post("/admin/zoom-delivered/deliveries", frenchZoomOrder({ patientScanId: "TR-MAIL-2" }), { token: dentist, headers: { "idempotency-key": "zoom-mail-2" } });
    expect(placed.status).toBe(200);
    const orderNr = placed.body.order_nr as string;
    // The form asks for it; a delivery stored without one (older rows, an import) sends nothing.
    const [order] = await server.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNr, orderNr));
    await server.db.update(patientDeliveries).set({ email: "" }).where(eq(patientDeliveries.orderId, order!.id));
    expect((await fr.status(orderNr, { status: "shipped", at: isoNow(), tracking: { carrier: "Chronopost", number: "Z2" } })).status).toBe(200);
    expect(await server.db.select().from(outbox).where(eq(outbox.kind, "patient_shipped"))).toHaveLength(1);
  });

  it("escapes a company's name with a script in the HTML part", async () => {
    const [order] = await server.db.select({ custNo: orders.custNo }).from(orders).innerJoin(users, eq(users.id, orders.placedByUserId)).where(eq(users.email, SEED_EMAILS.nurse)).limit(1);
    await server.db.update(companies).set({ name: `<script>alert("x")</script> & Co` }).where(eq(companies.custNo, order!.custNo));
    const orderNr = await placed(api, nurse, [{ part_no: P.antiColicBottle, quantity: 1 }]);
    const [mail] = await mailsAbout(orderNr, "order_confirmation");
    expect(mail!.bodyText).toContain(`<script>alert("x")</script> & Co`);
    expect(mail!.bodyHtml).not.toContain("<script>");
    expect(mail!.bodyHtml).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co");
  });
});

describe("mail HTML", () => {
  it("draws no link that is not http(s), and keeps `$&` in a text as typed", async () => {
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("https://a.example/x")).toBe("https://a.example/x");
    const html = await renderMailHtml({
      lang: "en",
      title: "t",
      preview: "p",
      footer: "f",
      blocks: [
        { kind: "button", href: "javascript:alert(1)", label: "Track" },
        { kind: "paragraph", text: "Price $& more $1" },
      ],
    });
    expect(html).not.toContain("javascript:");
    expect(html).toContain("Price $&amp; more $1");
  });
});
