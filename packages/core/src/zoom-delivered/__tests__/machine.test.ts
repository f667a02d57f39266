import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { apiCallFailed } from "../../services/api-client.ts";
import type { ZoomDeliveryReceipt, ZoomKitsAnswer } from "../contract.ts";
import { zoomWizardMachine, type ZoomSubmitInput } from "../machine.ts";
import { selectZoomFieldError, selectZoomPhase, selectZoomTotal, selectZoomVisibleErrors, type ZoomWizardSnapshot } from "../selectors.ts";
import type { ZoomField } from "../wizard-rules.ts";
import { dutchPatient, kitsAnswer, receipt } from "./fixtures.ts";

/*
 * The wizard without any screen: what a test, the web or the CLI drives through events. The two
 * side effects are fakes: the kit list and the submit, which records what it was sent.
 */

const refusal = (status: number, code: string, details: Record<string, unknown> = {}) =>
  apiCallFailed(status, JSON.stringify({ error: { code, message: code, ...details } }));

const start = (options: { kits?: () => Promise<ZoomKitsAnswer>; submit?: (input: ZoomSubmitInput) => Promise<ZoomDeliveryReceipt> } = {}) => {
  const sent: ZoomSubmitInput[] = [];
  const actor = createActor(
    zoomWizardMachine.provide({
      actors: {
        loadKits: fromPromise(options.kits ?? (async () => kitsAnswer)),
        submit: fromPromise<ZoomDeliveryReceipt, ZoomSubmitInput>(async ({ input }) => {
          sent.push(input);
          return (options.submit ?? (async () => receipt))(input);
        }),
      },
    }),
  ).start();
  return { actor, sent };
};

const phaseOf = (snapshot: ZoomWizardSnapshot) => selectZoomPhase(snapshot);

const fillPatient = (actor: ReturnType<typeof start>["actor"]) => {
  for (const [field, value] of Object.entries(dutchPatient)) actor.send({ type: "zoom.change", field: field as ZoomField, value });
  actor.send({ type: "zoom.change", field: "consents.practice_informed", value: true });
  actor.send({ type: "zoom.change", field: "consents.patient_informed", value: true });
};

const confirmAll = (actor: ReturnType<typeof start>["actor"]) => {
  for (const field of ["consents.terms", "consents.net_terms", "consents.info_correct"] as const) actor.send({ type: "zoom.change", field, value: true });
};

/** Kit chosen, patient filled in, on the summary. */
const toSummary = async (options?: Parameters<typeof start>[0]) => {
  const started = start(options);
  await waitFor(started.actor, (snapshot) => phaseOf(snapshot) === "start");
  started.actor.send({ type: "zoom.toggleKit", partNo: "ZD-NITE-16" });
  started.actor.send({ type: "zoom.next" });
  fillPatient(started.actor);
  started.actor.send({ type: "zoom.next" });
  expect(phaseOf(started.actor.getSnapshot())).toBe("summary");
  return started;
};

describe("zoom-delivered wizard", () => {
  it("loads the kits, and will not leave the start without a kit", async () => {
    const { actor } = start();
    expect(phaseOf(actor.getSnapshot())).toBe("loading");
    await waitFor(actor, (snapshot) => phaseOf(snapshot) === "start");
    expect(selectZoomFieldError(actor.getSnapshot(), "products")).toBeNull();
    actor.send({ type: "zoom.next" });
    expect(phaseOf(actor.getSnapshot())).toBe("start");
    expect(selectZoomFieldError(actor.getSnapshot(), "products")).toBe("forms.validation.product_required");
    actor.send({ type: "zoom.toggleKit", partNo: "ZD-DAY-6" });
    actor.send({ type: "zoom.toggleKit", partNo: "ZD-REFILL" });
    expect(selectZoomTotal(actor.getSnapshot())).toBe(18_900 + 6_900);
    actor.send({ type: "zoom.toggleKit", partNo: "ZD-REFILL" });
    actor.send({ type: "zoom.next" });
    expect(phaseOf(actor.getSnapshot())).toBe("form");
  });

  it("starts an order again with the earlier order's kits chosen and nothing else filled in", async () => {
    const { actor } = start();
    await waitFor(actor, (snapshot) => phaseOf(snapshot) === "start");
    actor.send({ type: "zoom.chooseKits", partNos: ["ZD-NITE-16", "ZD-REFILL"], today: "2026-03-02" });
    // The refill is out of stock in the kit list: only the night kit is chosen.
    expect(actor.getSnapshot().context.values.products).toEqual([{ part_no: "ZD-NITE-16", quantity: 1 }]);
    expect(actor.getSnapshot().context.values.firstName).toBe("");
    actor.send({ type: "zoom.next" });
    expect(phaseOf(actor.getSnapshot())).toBe("form");
  });

  it("shows a field's error once it was left or the step was tried, with the country's rules", async () => {
    const { actor } = start();
    await waitFor(actor, (snapshot) => phaseOf(snapshot) === "start");
    actor.send({ type: "zoom.toggleKit", partNo: "ZD-DAY-6" });
    actor.send({ type: "zoom.next" });
    actor.send({ type: "zoom.change", field: "zip", value: "75014" });
    expect(selectZoomFieldError(actor.getSnapshot(), "zip")).toBeNull();
    actor.send({ type: "zoom.blur", field: "zip" });
    expect(selectZoomFieldError(actor.getSnapshot(), "zip")).toBe("zoomDelivered.validation.zip_dutch");
    expect(selectZoomFieldError(actor.getSnapshot(), "city")).toBeNull();
    actor.send({ type: "zoom.next" });
    expect(phaseOf(actor.getSnapshot())).toBe("form");
    expect(selectZoomVisibleErrors(actor.getSnapshot(), "form").map(([field]) => field)).toContain("city");
    expect(selectZoomFieldError(actor.getSnapshot(), "consents.patient_informed")).toBe("forms.validation.consent_required");
  });

  it("goes back and forth keeping every value, and only as far as the order is valid", async () => {
    const { actor } = await toSummary();
    actor.send({ type: "zoom.back" });
    expect(phaseOf(actor.getSnapshot())).toBe("form");
    expect(actor.getSnapshot().context.values.firstName).toBe("Jan");
    actor.send({ type: "zoom.back" });
    expect(phaseOf(actor.getSnapshot())).toBe("start");
    actor.send({ type: "zoom.show", step: "summary" });
    expect(phaseOf(actor.getSnapshot())).toBe("summary");
    actor.send({ type: "zoom.show", step: "form" });
    actor.send({ type: "zoom.change", field: "city", value: "" });
    actor.send({ type: "zoom.show", step: "start" });
    actor.send({ type: "zoom.show", step: "summary" });
    // The form is no longer valid: the summary cannot be shown.
    expect(phaseOf(actor.getSnapshot())).toBe("start");
    actor.send({ type: "zoom.show", step: "form" });
    expect(phaseOf(actor.getSnapshot())).toBe("form");
  });

  it("needs the summary's consents, then sends the prepared order with an Idempotency-Key", async () => {
    const { actor, sent } = await toSummary();
    actor.send({ type: "zoom.confirm" });
    expect(phaseOf(actor.getSnapshot())).toBe("summary");
    expect(selectZoomFieldError(actor.getSnapshot(), "consents.terms")).toBe("forms.validation.consent_required");
    confirmAll(actor);
    actor.send({ type: "zoom.confirm" });
    expect(phaseOf(actor.getSnapshot())).toBe("submitting");
    await waitFor(actor, (snapshot) => phaseOf(snapshot) === "done");
    expect(actor.getSnapshot().context.receipt?.order_nr).toBe("100777");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.order).toMatchObject({
      products: [{ part_no: "ZD-NITE-16", quantity: 1 }],
      zip: "1012 AB",
      email: "jan@example.nl",
      patientScanId: "SCAN-778",
      replacement: false,
      consents: { practice_informed: true, patient_informed: true, terms: true, net_terms: true, info_correct: true },
    });
    expect(sent[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("retries a refused submit with the same key, and a changed order with a new one", async () => {
    let refuse = true;
    const { actor, sent } = await toSummary({
      submit: async () => {
        if (refuse) throw refusal(409, "zoomDelivered.out_of_stock", { product: "Zoom! NiteWhite", available: 0 });
        return receipt;
      },
    });
    confirmAll(actor);
    actor.send({ type: "zoom.confirm" });
    await waitFor(actor, (snapshot) => phaseOf(snapshot) === "failed");
    expect(actor.getSnapshot().context.failure).toEqual({
      messageId: "zoomDelivered.out_of_stock",
      params: { code: "zoomDelivered.out_of_stock", message: "zoomDelivered.out_of_stock", product: "Zoom! NiteWhite", available: 0 },
      status: 409,
    });
    actor.send({ type: "zoom.retry" });
    await waitFor(actor, (snapshot) => phaseOf(snapshot) === "failed");
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey);
    actor.send({ type: "zoom.show", step: "start" });
    actor.send({ type: "zoom.toggleKit", partNo: "ZD-DAY-6" });
    actor.send({ type: "zoom.show", step: "summary" });
    refuse = false;
    actor.send({ type: "zoom.confirm" });
    await waitFor(actor, (snapshot) => phaseOf(snapshot) === "done");
    expect(sent[2]!.idempotencyKey).not.toBe(sent[0]!.idempotencyKey);
    expect(sent[2]!.order.products.map((product) => product.part_no)).toEqual(["ZD-NITE-16", "ZD-DAY-6"]);
  });

  it("orders a scan already delivered again only as a replacement", async () => {
    const { actor, sent } = await toSummary({
      submit: async (input) => {
        if (input.order.replacement !== true) throw refusal(409, "zoomDelivered.duplicate_scan", { order_nr: "100500", ordered_at: "2026-01-05T09:00:00.000Z" });
        return { ...receipt, replacement: true };
      },
    });
    confirmAll(actor);
    actor.send({ type: "zoom.orderAsReplacement" });
    expect(phaseOf(actor.getSnapshot())).toBe("summary");
    actor.send({ type: "zoom.confirm" });
    await waitFor(actor, (snapshot) => phaseOf(snapshot) === "failed");
    expect(actor.getSnapshot().context.failure?.params["order_nr"]).toBe("100500");
    actor.send({ type: "zoom.orderAsReplacement" });
    expect(phaseOf(actor.getSnapshot())).toBe("summary");
    expect(actor.getSnapshot().context.values.replacement).toBe(true);
    actor.send({ type: "zoom.confirm" });
    await waitFor(actor, (snapshot) => phaseOf(snapshot) === "done");
    expect(sent.map((input) => input.order.replacement)).toEqual([false, true]);
  });

  it("says when the company is not a Zoom! practice, and retries a failed kit list", async () => {
    const forbidden = start({ kits: async () => Promise.reject(refusal(403, "zoomDelivered.not_eligible")) });
    await waitFor(forbidden.actor, (snapshot) => phaseOf(snapshot) === "notEligible");
    expect(forbidden.actor.getSnapshot().context.failure?.messageId).toBe("zoomDelivered.not_eligible");

    let fail = true;
    const flaky = start({ kits: async () => (fail ? Promise.reject(new Error("network")) : kitsAnswer) });
    await waitFor(flaky.actor, (snapshot) => phaseOf(snapshot) === "loadFailed");
    expect(flaky.actor.getSnapshot().context.failure?.messageId).toBe("forms.zoom_delivered.error_message");
    fail = false;
    flaky.actor.send({ type: "zoom.retry" });
    await waitFor(flaky.actor, (snapshot) => phaseOf(snapshot) === "start");
  });

  it("starts afresh for another patient after an order, also when the browser goes back", async () => {
    const { actor } = await toSummary();
    confirmAll(actor);
    actor.send({ type: "zoom.confirm" });
    await waitFor(actor, (snapshot) => phaseOf(snapshot) === "done");
    actor.send({ type: "zoom.show", step: "summary" });
    expect(phaseOf(actor.getSnapshot())).toBe("start");
    expect(actor.getSnapshot().context.values.products).toEqual([]);
    expect(actor.getSnapshot().context.receipt).toBeNull();
  });
});
