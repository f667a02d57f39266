import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { DomainEvent, registrationDefaults, type Registration } from "@proshop/core";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import type { RunningServer } from "../../app.ts";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { ShopClient } from "../../handlers/__tests__/http.ts";
import { frenchZoomOrder } from "../../zoom-delivered/__tests__/orders.ts";
import { readEvents } from "../read.ts";
import { draftOrder } from "./place-order.ts";

/*
 * Where the events are written (issue 34): each change writes its event in its own transaction,
 * valid against core's schema. An order's events count up its sequence (placed 1, then each
 * payment outcome); a Zoom! delivery's event never holds the patient.
 */

const decode = Schema.decodeUnknownSync(DomainEvent);

describe.each(testDatabases())("event sources ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  useTestServer(database, (running) => ({ server, api } = running));

  /**
   * Every FR event the feed answers, checked against core's schema. The feed holds back events
   * newer than a transaction still open anywhere on the server (read.ts), and other test files
   * share the PostgreSQL server: the tests poll until their events are answered.
   */
  const events = async (market = "FR") => (await readEvents(server.db, { market, limit: 1000 })).events.map((event) => decode(event));
  const ofOrder = async (orderNr: string) => (await events()).filter((event) => "order_nr" in event.data && event.data.order_nr === orderNr);

  it("numbers an order's events: order.placed 1, payment.canceled 2, payment.completed 3 (never the payment's id)", async () => {
    const nurse = await api.login(SEED_EMAILS.nurse);
    const draft = await draftOrder(api, nurse, [{ part_no: "88430042", quantity: 1 }]);
    const placed = await api.post(
      `/admin/order/${draft.orderNr}/submit`,
      { payment: { type: "creditcard", method: "online" }, confirmed_total: draft.total, shipping_method: "Standard" },
      { token: nurse, headers: { "idempotency-key": "sources-online" } },
    );
    expect(placed.status).toBe(200);
    const press = (url: string) => fetch(url, { method: "POST", redirect: "manual" });
    expect((await press(`${placed.body.payment_url}/cancel`)).status).toBe(303);
    const resumed = await api.post(`/admin/order/${draft.orderNr}/payment`, { type: "wallet" }, { token: nurse });
    expect((await press(`${resumed.body.payment_url}/complete`)).status).toBe(303);
    // Pressed again: the payment is no longer pending, nothing changes, no event.
    expect((await press(`${resumed.body.payment_url}/complete`)).status).toBe(303);

    await expect.poll(async () => (await ofOrder(draft.orderNr)).length).toBe(3);
    const orderEvents = await ofOrder(draft.orderNr);
    expect(orderEvents.map((event) => [event.type, "sequence" in event.data ? event.data.sequence : null])).toEqual([
      ["order.placed", 1],
      ["payment.canceled", 2],
      ["payment.completed", 3],
    ]);
    expect(orderEvents[2]!.data).toMatchObject({ type: "wallet", amount: draft.total });
    const paymentIds = [placed.body.payment_url, resumed.body.payment_url].map((url: string) => url.split("/pay/")[1]!);
    for (const id of paymentIds) expect(JSON.stringify(orderEvents)).not.toContain(id);
  });

  it("writes zoom_delivery.placed without the patient", async () => {
    const dentist = await api.login(SEED_EMAILS.dentist);
    const answer = await api.post("/admin/zoom-delivered/deliveries", frenchZoomOrder(), { token: dentist, headers: { "idempotency-key": "sources-zoom" } });
    expect(answer.status).toBe(200);
    await expect.poll(async () => (await ofOrder(answer.body.order_nr)).length).toBe(1);
    const [event] = await ofOrder(answer.body.order_nr);
    expect(event).toMatchObject({ type: "zoom_delivery.placed", data: { sequence: 1, scanner: "trios", country: "FR", replacement: false } });
    // No field holds a patient's value; longer values (names, e-mail, street) appear nowhere at all
    // (a short one, the house number "42", may well occur inside the event's id).
    const dataValues = Object.values(event!.data).map(String);
    const text = JSON.stringify(event);
    for (const value of Object.values(frenchZoomOrder()).filter((value): value is string => typeof value === "string" && value !== "trios")) {
      expect(dataValues).not.toContain(value);
      if (value.length >= 5) expect(text).not.toContain(value);
    }
    expect(event!.data).not.toHaveProperty("patient");
  });

  it("writes account.registered on registration and account.approved when support approves it", async () => {
    const form: Registration = {
      ...registrationDefaults("fr"),
      email: "events.new@example.fr",
      cust_no: "7654399",
      firstName: "Inès",
      lastName: "Roux",
      phone: "+33 6 00 00 00 01",
      company_name: "Cabinet Roux",
      street_name: "Rue des Lilas",
      house_number: "12",
      postalcode: "69003",
      city: "Lyon",
      country: "FR",
      license_number: "10001234599",
      password: "a-good-password",
    };
    expect((await api.postSigned("/admin/user?send_mail=1", form)).status).toBe(200);
    const support = await api.login(SEED_EMAILS.support);
    expect((await api.post("/admin/accounts/approve", { account: form.email }, { token: support })).status).toBe(200);
    const ofAccount = async () => (await events()).filter((event) => "email" in event.data && event.data.email === form.email);
    await expect.poll(async () => (await ofAccount()).length).toBe(2);
    const accountEvents = await ofAccount();
    expect(accountEvents.map((event) => event.type)).toEqual(["account.registered", "account.approved"]);
    expect(accountEvents[0]!.data).toMatchObject({ cust_no: "7654399", first_name: "Inès", new_company: true });
    expect(accountEvents[0]!.data).not.toHaveProperty("password");
  });
});
