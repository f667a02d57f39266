import { eq, inArray } from "drizzle-orm";
import { Effect, Exit, Layer, Scope } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZOOM_PARTS } from "@proshop/fixtures/seed/catalogue/zoom-kits";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import type { ZoomDeliveredOrder } from "@proshop/core";
import { testDatabases } from "../../__tests__/databases.ts";
import { loadConfig, ServerConfig } from "../../config.ts";
import { databaseLayerFrom, type OpenedDatabase } from "../../db/client.ts";
import { orders, patientDeliveries, users } from "../../db/schema.ts";
import { resolveBuyer, type Buyer } from "../../orders/buyer.ts";
import { anonymiseDeliveredPatients, RetentionJob } from "../retention.ts";
import { placeZoomDelivery } from "../submit.ts";

/*
 * The anonymisation job: called with a given "now", it clears the patient data of deliveries
 * older than the retention, once (idempotent), from several callers at once (concurrency-safe),
 * counting from the delivery day when known; and the server's periodic run starts and stops
 * with it.
 */

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date("2026-01-10T09:00:00.000Z");

const order = (scanId: string): ZoomDeliveredOrder => ({
  firstName: "Camille",
  lastName: "Durand",
  zip: "69003",
  street: "rue Paul Bert",
  number: "42",
  city: "Lyon",
  state: "Rhône",
  scanner: "medit",
  patientScanId: scanId,
  email: "camille.durand@example.fr",
  phone: "0612345678",
  products: [{ part_no: ZOOM_PARTS.refill16, quantity: 1 }],
  consents: { practice_informed: true, patient_informed: true, terms: true, net_terms: true, info_correct: true },
});

describe.each(testDatabases())("zoom-delivered retention ($name)", (database) => {
  let opened: OpenedDatabase;
  let buyer: Buyer;
  let scans = 0;

  beforeAll(async () => {
    opened = await database.open({ seed: true });
    const [dentist] = await opened.db.select({ id: users.id }).from(users).where(eq(users.email, SEED_EMAILS.dentist));
    const resolved = await resolveBuyer(opened.db, { userId: dentist!.id, customerNumber: "own" });
    if (!("buyer" in resolved)) throw new Error("the dentist cannot order");
    buyer = resolved.buyer;
  });
  afterAll(() => opened.close());

  /** Places a delivery ordered at `at`; answers its order id. */
  const deliveryAt = async (at: Date): Promise<number> => {
    const receipt = await placeZoomDelivery(opened.db, buyer, { order: order(`SCAN-${++scans}`), idempotencyKey: `retention-${scans}`, country: "FR", mailLinks: { publicUrl: null, port: 8080 } }, at);
    const [row] = await opened.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNr, receipt.order_nr));
    return row!.id;
  };

  const rowsOf = (ids: ReadonlyArray<number>) =>
    opened.db.select().from(patientDeliveries).where(inArray(patientDeliveries.orderId, [...ids]));

  it("anonymises a delivery once its retention has passed, and only then, once", async () => {
    const id = await deliveryAt(T0);
    expect(await anonymiseDeliveredPatients(opened.db, new Date(T0.getTime() + 89 * DAY), 90)).toBe(0);
    expect((await rowsOf([id]))[0]!.firstName).toBe("Camille");
    expect((await rowsOf([id]))[0]!.scanKey).not.toBeNull();

    const now = new Date(T0.getTime() + 90 * DAY);
    expect(await anonymiseDeliveredPatients(opened.db, now, 90)).toBe(1);
    const [row] = await rowsOf([id]);
    expect(row).toMatchObject({
      anonymisedAt: now,
      scanId: null,
      scanKey: null,
      firstName: null,
      lastName: null,
      street: null,
      number: null,
      zip: null,
      city: null,
      state: null,
      email: null,
      phone: null,
      // What is not about the patient stays: the practice, the scanner, the consents, the country.
      custNo: buyer.company.custNo,
      scanner: "medit",
      country: "FR",
    });
    const [placed] = await opened.db.select({ requestHash: orders.requestHash, total: orders.totalCents }).from(orders).where(eq(orders.id, id));
    expect(placed).toEqual({ requestHash: null, total: 5_900 });

    expect(await anonymiseDeliveredPatients(opened.db, new Date(now.getTime() + DAY), 90)).toBe(0);
    expect((await rowsOf([id]))[0]!.anonymisedAt).toEqual(now);
  });

  it("counts from the delivery day when fulfilment reported it", async () => {
    const id = await deliveryAt(new Date(T0.getTime() + 200 * DAY));
    await opened.db.update(patientDeliveries).set({ deliveredAt: new Date(T0.getTime() + 210 * DAY) }).where(eq(patientDeliveries.orderId, id));
    expect(await anonymiseDeliveredPatients(opened.db, new Date(T0.getTime() + 295 * DAY), 90)).toBe(0);
    expect(await anonymiseDeliveredPatients(opened.db, new Date(T0.getTime() + 300 * DAY), 90)).toBe(1);
    expect((await rowsOf([id]))[0]!.firstName).toBeNull();
  });

  it("anonymises each delivery exactly once when several runs race", async () => {
    const start = new Date(T0.getTime() + 400 * DAY);
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await deliveryAt(new Date(start.getTime() + i * 1000)));
    const now = new Date(start.getTime() + 91 * DAY);
    const counts = await Promise.all(Array.from({ length: 4 }, () => anonymiseDeliveredPatients(opened.db, now, 90)));
    expect(counts.reduce((sum, value) => sum + value, 0)).toBe(6);
    expect((await rowsOf(ids)).every((row) => row.anonymisedAt !== null && row.firstName === null)).toBe(true);
  });

  it("runs with the server (at once, then periodically) and stops with it", async () => {
    const id = await deliveryAt(new Date(Date.now() - DAY));
    const scope = Effect.runSync(Scope.make());
    const job = RetentionJob.pipe(
      Layer.provide(databaseLayerFrom(opened)),
      Layer.provide(Layer.succeed(ServerConfig, { ...loadConfig({}), zoomRetentionDays: 0 })),
    );
    await Effect.runPromise(Layer.buildWithScope(job, scope));
    await expect.poll(async () => (await rowsOf([id]))[0]!.anonymisedAt, { timeout: 5_000 }).not.toBeNull();
    await Effect.runPromise(Scope.close(scope, Exit.void));
  });
});
