import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor, type Actor } from "xstate";
import { orderOnBehalfMachine, ORDER_ON_BEHALF_FAILED_MESSAGE_ID, type OrderOnBehalfEmitted } from "../machine.ts";
import {
  selectHasChosenOffice,
  selectIsSelectingOffice,
  selectOnBehalfHeaders,
  selectOrderForCompany,
} from "../selectors.ts";
import { customerNumberError } from "../../forms/register.ts";
import type { OrderOnBehalfAnswer } from "../../entities/order-on-behalf.ts";
import type { Company } from "../../entities/company.ts";

const company = (cust_no: string, Name: string): Company => ({ cust_no, Name, orders: [], license_valid: "APPROVED" });

/** A fake POST /set_order_on_behalf: known offices answer with their company, others fail as scripted. */
const withServer = (offices: Record<string, Company>, failure: unknown = { error: { code: "not_found", message: "" } }) => {
  const calls: string[] = [];
  const machine = orderOnBehalfMachine.provide({
    actors: {
      setOrderOnBehalf: fromPromise<OrderOnBehalfAnswer, { readonly cust_no: string }>(async ({ input }) => {
        calls.push(input.cust_no);
        const found = offices[input.cust_no];
        if (found === undefined) throw failure;
        return { company: found };
      }),
    },
  });
  return { machine, calls };
};

const settled = (actor: Actor<typeof orderOnBehalfMachine>) => waitFor(actor, (snapshot) => !snapshot.matches("selecting"));

const record = (actor: Actor<typeof orderOnBehalfMachine>) => {
  const events: OrderOnBehalfEmitted[] = [];
  actor.on("*", (event) => events.push(event));
  return events;
};

describe("machine", () => {
  it("starts with no office and no header", () => {
    const actor = createActor(orderOnBehalfMachine).start();
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    expect(selectHasChosenOffice(actor.getSnapshot())).toBe(false);
    expect(selectOnBehalfHeaders(actor.getSnapshot())).toEqual({});
  });

  it("refuses a malformed customer number before calling the server, with the form rule's message", () => {
    const { machine, calls } = withServer({});
    const actor = createActor(machine).start();
    for (const typed of ["", "1", "12345678", "12ab"]) {
      actor.send({ type: "onBehalf.select", cust_no: typed });
      expect(actor.getSnapshot().context.error, typed).toBe(customerNumberError(typed));
      expect(actor.getSnapshot().context.error, typed).not.toBeNull();
    }
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    expect(calls).toEqual([]);
  });

  it("sets the office, keeps its customer number for the header and tells the app", async () => {
    const { machine, calls } = withServer({ "01234": company("01234", "Cabinet Dupont") });
    const actor = createActor(machine).start();
    const events = record(actor);
    actor.send({ type: "onBehalf.select", cust_no: " 01234 " });
    expect(selectIsSelectingOffice(actor.getSnapshot())).toBe(true);
    const snapshot = await settled(actor);
    expect(calls).toEqual(["01234"]);
    expect(snapshot.matches("selected")).toBe(true);
    expect(selectOrderForCompany(snapshot)?.Name).toBe("Cabinet Dupont");
    expect(selectOnBehalfHeaders(snapshot)).toEqual({ "X-Customer-Number": "01234" });
    expect(events.map((event) => event.type)).toEqual(["onBehalf.companySet", "notification.show"]);
    expect(snapshot.context.notification).toMatchObject({
      message: { id: "session.order_on_behalf.success", params: { company: "Cabinet Dupont" } },
      severity: "success",
    });
  });

  it("shows the default failure toast (error, 3 s, bottom centre) when the server gives no message", async () => {
    const { machine } = withServer({}, "Wrong Services");
    const actor = createActor(machine).start();
    actor.send({ type: "onBehalf.select", cust_no: "999" });
    const snapshot = await settled(actor);
    expect(snapshot.matches("idle")).toBe(true);
    expect(snapshot.context.error).toBe(ORDER_ON_BEHALF_FAILED_MESSAGE_ID);
    expect(snapshot.context.notification).toEqual({
      message: { id: ORDER_ON_BEHALF_FAILED_MESSAGE_ID },
      severity: "error",
      autoHideMs: 3000,
      position: "bottom-center",
    });
  });

  it("shows the server's message when it sent one", async () => {
    const { machine } = withServer({}, { error: { code: "not_found", message: "Unknown customer 999" } });
    const actor = createActor(machine).start();
    actor.send({ type: "onBehalf.select", cust_no: "999" });
    const snapshot = await settled(actor);
    expect(snapshot.context.notification?.message).toEqual({ text: "Unknown customer 999" });
    expect(snapshot.context.notification?.position).toBe("bottom-center");
  });

  it("keeps the office chosen before when switching to another one fails", async () => {
    const { machine } = withServer({ "11": company("11", "Maternité A") });
    const actor = createActor(machine).start();
    actor.send({ type: "onBehalf.select", cust_no: "11" });
    await settled(actor);
    actor.send({ type: "onBehalf.select", cust_no: "22" });
    const snapshot = await settled(actor);
    expect(snapshot.matches("selected")).toBe(true);
    expect(selectOnBehalfHeaders(snapshot)).toEqual({ "X-Customer-Number": "11" });
    expect(snapshot.context.error).toBe(ORDER_ON_BEHALF_FAILED_MESSAGE_ID);
  });

  it("lets the latest choice win when a second number is entered during a lookup", async () => {
    const { machine, calls } = withServer({ "11": company("11", "A"), "22": company("22", "B") });
    const actor = createActor(machine).start();
    actor.send({ type: "onBehalf.select", cust_no: "11" });
    actor.send({ type: "onBehalf.select", cust_no: "22" });
    const snapshot = await settled(actor);
    expect(calls).toEqual(["11", "22"]);
    expect(selectOrderForCompany(snapshot)?.cust_no).toBe("22");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectOrderForCompany(actor.getSnapshot())?.cust_no).toBe("22");
  });

  it("clears the office and the header", async () => {
    const { machine } = withServer({ "11": company("11", "A") });
    const actor = createActor(machine).start();
    const events = record(actor);
    actor.send({ type: "onBehalf.select", cust_no: "11" });
    await settled(actor);
    actor.send({ type: "onBehalf.clear" });
    expect(selectOrderForCompany(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.matches("idle"));
    expect(selectOnBehalfHeaders(actor.getSnapshot())).toEqual({});
    expect(events.map((event) => event.type)).toContain("onBehalf.cleared");
  });

  it("starts selected when an office is handed over", () => {
    const actor = createActor(orderOnBehalfMachine, { input: { company: company("77", "C") } }).start();
    expect(actor.getSnapshot().matches("selected")).toBe(true);
    expect(selectOnBehalfHeaders(actor.getSnapshot())).toEqual({ "X-Customer-Number": "77" });
  });
});
