import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor, type Actor } from "xstate";
import { orderOnBehalfMachine, type OrderOnBehalfEmitted } from "../machine.ts";
import { encodeRememberedOffice, rememberedCustomerNumberFor, type RememberedOffice } from "../remembered-office.ts";
import { selectIsRestoringOffice, selectOnBehalfHeaders, selectOrderForCompany } from "../selectors.ts";
import type { OrderOnBehalfAnswer } from "../../entities/order-on-behalf.ts";
import type { Company } from "../../entities/company.ts";

const company = (cust_no: string, Name: string): Company => ({ cust_no, Name, orders: [], license_valid: "APPROVED" });

/**
 * A rep's browser: one stored text (what localStorage keeps across reloads) and a fake
 * POST /set_order_on_behalf that knows some offices.
 */
const browser = (offices: Record<string, Company>, stored: string | null = null) => {
  const store = { text: stored };
  const calls: string[] = [];
  const machine = orderOnBehalfMachine.provide({
    actors: {
      setOrderOnBehalf: fromPromise<OrderOnBehalfAnswer, { readonly cust_no: string }>(async ({ input }) => {
        calls.push(input.cust_no);
        const found = offices[input.cust_no];
        if (found === undefined) throw { error: { code: "forbidden", message: "Not your customer" } };
        return { company: found };
      }),
      readRememberedOffice: fromPromise<string | null>(async () => store.text),
      writeRememberedOffice: fromPromise<void, { readonly office: RememberedOffice | null }>(async ({ input }) => {
        store.text = input.office === null ? null : encodeRememberedOffice(input.office);
      }),
    },
  });
  /** A new page load: a fresh actor over the same storage. */
  const load = () => {
    const actor = createActor(machine).start();
    const events: OrderOnBehalfEmitted[] = [];
    actor.on("*", (event) => events.push(event));
    return { actor, events };
  };
  return { store, calls, load };
};

const steady = (actor: Actor<typeof orderOnBehalfMachine>) =>
  waitFor(actor, (snapshot) => snapshot.matches("idle") || snapshot.matches({ selected: "kept" }));

describe("remembered-office", () => {
  it("reads the customer number only for the rep who chose it, and only when it is well formed", () => {
    const text = encodeRememberedOffice({ user_id: "7", cust_no: "100234" });
    expect(rememberedCustomerNumberFor(text, "7")).toBe("100234");
    expect(rememberedCustomerNumberFor(text, "8")).toBeNull();
    expect(rememberedCustomerNumberFor(null, "7")).toBeNull();
    for (const broken of ["", "{", "null", '{"user_id":7,"cust_no":"100234"}', encodeRememberedOffice({ user_id: "7", cust_no: "1" })]) {
      expect(rememberedCustomerNumberFor(broken, "7"), broken).toBeNull();
    }
  });

  it("sets the chosen office again after a reload, quietly, with the customer-number header", async () => {
    const rep = browser({ "100234": company("100234", "Maternité Sainte-Anne") });
    const first = rep.load();
    first.actor.send({ type: "onBehalf.restore", userId: "7" });
    await steady(first.actor);
    first.actor.send({ type: "onBehalf.select", cust_no: "100234" });
    await steady(first.actor);
    expect(rep.store.text).not.toBeNull();

    const reloaded = rep.load();
    expect(selectOrderForCompany(reloaded.actor.getSnapshot())).toBeNull();
    reloaded.actor.send({ type: "onBehalf.restore", userId: "7" });
    expect(selectIsRestoringOffice(reloaded.actor.getSnapshot())).toBe(true);
    const snapshot = await steady(reloaded.actor);
    expect(selectOrderForCompany(snapshot)?.Name).toBe("Maternité Sainte-Anne");
    expect(selectOnBehalfHeaders(snapshot)).toEqual({ "X-Customer-Number": "100234" });
    expect(rep.calls).toEqual(["100234", "100234"]);
    // The session learns the office; no "office set" toast for a choice the rep made before.
    expect(reloaded.events).toEqual([
      { type: "onBehalf.companySet", company: company("100234", "Maternité Sainte-Anne"), customerNumber: "100234", restored: true },
    ]);
  });

  it("does not use another rep's office, and drops it", async () => {
    const rep = browser({ "100234": company("100234", "A") }, encodeRememberedOffice({ user_id: "7", cust_no: "100234" }));
    const { actor } = rep.load();
    actor.send({ type: "onBehalf.restore", userId: "8" });
    const snapshot = await steady(actor);
    expect(selectOrderForCompany(snapshot)).toBeNull();
    expect(rep.calls).toEqual([]);
    expect(rep.store.text).toBeNull();
  });

  it("forgets an office the server no longer lets the rep serve, with the server's reason", async () => {
    const rep = browser({}, encodeRememberedOffice({ user_id: "7", cust_no: "100237" }));
    const { actor } = rep.load();
    actor.send({ type: "onBehalf.restore", userId: "7" });
    const snapshot = await steady(actor);
    expect(selectOrderForCompany(snapshot)).toBeNull();
    expect(selectOnBehalfHeaders(snapshot)).toEqual({});
    expect(snapshot.context.notification).toMatchObject({ message: { text: "Not your customer" }, severity: "error" });
    expect(rep.store.text).toBeNull();
  });

  it("forgets the office in storage on logout and when the rep clears it", async () => {
    for (const leave of [{ type: "onBehalf.signOut" }, { type: "onBehalf.clear" }] as const) {
      const rep = browser({ "100234": company("100234", "A") });
      const { actor } = rep.load();
      actor.send({ type: "onBehalf.restore", userId: "7" });
      await steady(actor);
      actor.send({ type: "onBehalf.select", cust_no: "100234" });
      await steady(actor);
      expect(rep.store.text, leave.type).not.toBeNull();
      actor.send(leave);
      const snapshot = await steady(actor);
      expect(selectOrderForCompany(snapshot), leave.type).toBeNull();
      expect(rep.store.text, leave.type).toBeNull();
    }
  });
});
