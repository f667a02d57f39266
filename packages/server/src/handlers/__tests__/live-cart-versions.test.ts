import { describe, expect, it } from "vitest";
import { mergeLiveCartChanges, type CartRecording, type ShopProduct } from "@proshop/core";
import { SEED_CUSTOMER_NUMBERS as CUST } from "@proshop/fixtures/seed/companies";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import { testDatabases } from "../../__tests__/databases.ts";
import { useTestServer } from "../../__tests__/test-server.ts";
import type { ShopClient } from "./http.ts";
import { recordingOf } from "./recordings.ts";

/*
 * Issue 11, item 6: the live cart has a version. GET answers it as an ETag ("0": no cart yet),
 * a PUT names the version it changed with If-Match and a stale one is refused with 412, so a
 * client re-reads and replays its change (the recording's steps after the common base).
 */

const onBehalf = (custNo: string) => ({ "x-customer-number": custNo });

describe.each(testDatabases())("live cart versions ($name)", (database) => {
  let api: ShopClient;
  let nurse: string;
  let rep: string;
  let products: ReadonlyArray<ShopProduct>;
  useTestServer(database, async (running) => {
    ({ api } = running);
    [nurse, rep] = await Promise.all([api.login(SEED_EMAILS.nurse), api.login(SEED_EMAILS.rep)]);
    products = ((await api.get("/admin/product", { token: nurse })).body as ShopProduct[]).filter((product) => product.part_no !== "").slice(0, 2);
  });

  const addStep = (recording: CartRecording, product: number, at: number): CartRecording => ({
    ...recording,
    snapshot: { ...recording.snapshot, products },
    events: [...recording.events, { at, by: recording.user.email, event: { type: "cart.add", part_no: products[product]!.part_no, product, quantity: 1 } }],
  });

  it("answers 412 to a stale If-Match, and both of two concurrent edits survive a re-read and replay", async () => {
    const custNo = CUST.frMidwives;
    const company = onBehalf(custNo);
    // No cart yet: version "0", the only one a first PUT may name.
    const empty = await api.get("/admin/cart", { token: rep, headers: company });
    expect(empty.status).toBe(404);
    expect(empty.headers.get("etag")).toBe('"0"');
    const base = { ...recordingOf(custNo, products, { by: SEED_EMAILS.rep, adds: 1 }), snapshot: { ...recordingOf(custNo, products).snapshot, products } };
    const first = await api.put("/admin/cart", base, { token: rep, headers: { ...company, "if-match": '"0"' } });
    expect(first.status).toBe(200);
    const v1 = first.headers.get("etag")!;
    expect(v1).toMatch(/^"[\w-]+"$/);
    expect(first.body.version).toBe(v1);
    expect((await api.get("/admin/cart", { token: rep, headers: company })).headers.get("etag")).toBe(v1);

    // Two people read v1 and each adds a product.
    const last = base.events.at(-1)!.at;
    const mine = addStep(base, 0, last + 1000);
    const theirs = addStep(base, 1, last + 2000);
    const [a, b] = await Promise.all([
      api.put("/admin/cart", mine, { token: rep, headers: { ...company, "if-match": v1 } }),
      api.put("/admin/cart", theirs, { token: rep, headers: { ...company, "if-match": v1 } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 412]);
    const refused = a.status === 412 ? a : b;
    const lost = a.status === 412 ? mine : theirs;
    expect(refused.body.error).toMatchObject({ code: "liveCart.version_stale" });

    // The loser re-reads and replays its steps after the common base on the new version (core's rule).
    const now = await api.get("/admin/cart", { token: rep, headers: company });
    expect(now.body.version).toBe(now.headers.get("etag"));
    const replayed = mergeLiveCartChanges(now.body.recording as CartRecording, lost, base.events.length);
    const again = await api.put("/admin/cart", replayed, { token: rep, headers: { ...company, "if-match": now.headers.get("etag")! } });
    expect(again.status).toBe(200);
    const final = (await api.get("/admin/cart", { token: rep, headers: company })).body.recording as CartRecording;
    const added = final.events.flatMap((step) => (step.event.type === "cart.add" ? [step.event.part_no] : []));
    expect(added).toEqual(expect.arrayContaining([products[0]!.part_no, products[1]!.part_no]));

    // A stale full PUT can no longer roll the cart back.
    const rollback = await api.put("/admin/cart", base, { token: rep, headers: { ...company, "if-match": v1 } });
    expect(rollback.status).toBe(412);
    expect((await api.put("/admin/cart", base, { token: rep, headers: { ...company, "if-match": '"0"' } })).status).toBe(412);
  });

  it("answers 428 to a PUT without If-Match, in the user's language, and stores nothing", async () => {
    const before = await api.get("/admin/cart", { token: nurse });
    const blind = await api.put("/admin/cart", recordingOf(CUST.frMaternity, products, { adds: 1 }), { token: nurse });
    expect(blind.status).toBe(428);
    expect(blind.body.error).toMatchObject({ code: "liveCart.version_required", field: "If-Match", location: "header" });
    expect(blind.body.error.message).toContain("If-Match");
    expect((await api.get("/admin/cart", { token: nurse })).headers.get("etag")).toBe(before.headers.get("etag"));
  });
});
