import { assign, fromPromise, setup } from "xstate";
import type { ZoomDeliveredOrder } from "../entities/zoom-delivered.ts";
import { initialZoomDeliveredValues, prepareZoomDelivered, ZOOM_DELIVERED_ERROR_MESSAGE, type ZoomDeliveredValues } from "../forms/zoom-delivered.ts";
import type { ZoomDeliveryReceipt, ZoomKitsAnswer } from "./contract.ts";
import { kitsToOrderAgain } from "./order-again.ts";
import { stepErrors, withValue, type ZoomField, type ZoomStep } from "./wizard-rules.ts";

/*
 * The Zoom! Delivered wizard: pick the kit, fill in the patient, check the summary, place it.
 *
 *   loading --kits--> start --next [kit chosen]--> form --next [form valid]--> summary
 *      |  \--403--> notEligible      ^  <--back--   ^  <--------back-------      |
 *      \--error--> loadFailed        \-------------- zoom.show / edit ----------/ confirm [confirmed]
 *                                                                                 v
 *                          done <--placed-- submitting --refused--> failed --retry--> submitting
 *                                                                          --replacement--> summary
 *
 * A `next` or `confirm` whose step is not valid stays and makes the step's errors visible.
 * The Idempotency-Key is made on the first submit and kept for every retry of the same order;
 * any change to the order drops it, so a changed order is a new attempt. Side effects live in
 * the two actor slots (`loadKits`, `submit`), filled by the adapter with ZoomDeliveredClient.
 */

/** Why an attempt failed, as the screens show it: a message id and its parameters (from the refusal's details). */
export interface ZoomFailure {
  readonly messageId: string;
  readonly params: Readonly<Record<string, string | number>>;
  /** HTTP status of the refusal, null when there was no answer. */
  readonly status: number | null;
}

export interface ZoomSubmitInput {
  readonly order: ZoomDeliveredOrder;
  readonly idempotencyKey: string;
}

export interface ZoomWizardContext {
  readonly kits: ZoomKitsAnswer | null;
  readonly values: ZoomDeliveredValues;
  readonly touched: Readonly<Record<string, boolean>>;
  /** Steps whose `next` (or `confirm`) was tried: all their errors show. */
  readonly attempted: Readonly<Record<ZoomStep, boolean>>;
  readonly idempotencyKey: string | null;
  readonly receipt: ZoomDeliveryReceipt | null;
  readonly failure: ZoomFailure | null;
}

export type ZoomWizardEvent =
  | { readonly type: "zoom.toggleKit"; readonly partNo: string }
  | { readonly type: "zoom.change"; readonly field: ZoomField; readonly value: unknown }
  | { readonly type: "zoom.blur"; readonly field: ZoomField }
  | { readonly type: "zoom.next" }
  | { readonly type: "zoom.back" }
  /** Go to a step (an edit link, the browser's back and forward buttons); only as far as the order is valid. */
  | { readonly type: "zoom.show"; readonly step: ZoomStep }
  | { readonly type: "zoom.confirm" }
  | { readonly type: "zoom.retry" }
  /** After a "this scan was already ordered" refusal: order the kit again as a replacement. */
  | { readonly type: "zoom.orderAsReplacement" }
  /** After an order: start again for another patient. */
  | { readonly type: "zoom.restart" }
  /** "Order again" of a patient delivery: choose its kits (those orderable `today`), the patient to be filled in afresh. */
  | { readonly type: "zoom.chooseKits"; readonly partNos: ReadonlyArray<string>; readonly today: string };

const NOT_ATTEMPTED: Readonly<Record<ZoomStep, boolean>> = { start: false, form: false, summary: false };

/** A failed call (ApiCallFailed or anything else) as the screens show it. */
export const zoomFailureOf = (error: unknown): ZoomFailure => {
  const record = (typeof error === "object" && error !== null ? error : {}) as { status?: unknown; messageId?: unknown; body?: unknown };
  const detail = (record.body as { error?: Record<string, unknown> } | undefined)?.error ?? {};
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(detail)) if (typeof value === "string" || typeof value === "number") params[key] = value;
  const messageId = typeof record.messageId === "string" && record.messageId !== "content.wrong_services" ? record.messageId : ZOOM_DELIVERED_ERROR_MESSAGE;
  return { messageId, params, status: typeof record.status === "number" ? record.status : null };
};

const countryOf = (context: ZoomWizardContext): string => context.kits?.country ?? "";

const isStepValid = (context: ZoomWizardContext, step: ZoomStep): boolean =>
  Object.keys(stepErrors(context.values, countryOf(context), step)).length === 0;

export const zoomWizardMachine = setup({
  types: {
    context: {} as ZoomWizardContext,
    events: {} as ZoomWizardEvent,
  },
  actors: {
    /** GET the eligible kits (rejects with the refusal: 403 for a company that is not a Zoom! practice). */
    loadKits: fromPromise<ZoomKitsAnswer>(async () => {
      throw new Error("zoomWizardMachine: no loadKits actor provided");
    }),
    /** POST the order with its Idempotency-Key. */
    submit: fromPromise<ZoomDeliveryReceipt, ZoomSubmitInput>(async () => {
      throw new Error("zoomWizardMachine: no submit actor provided");
    }),
  },
  guards: {
    isForbidden: ({ event }) => zoomFailureOf((event as { error?: unknown }).error).status === 403,
    isKitChosen: ({ context }) => isStepValid(context, "start"),
    isFormValid: ({ context }) => isStepValid(context, "start") && isStepValid(context, "form"),
    isConfirmed: ({ context }) => isStepValid(context, "summary"),
    isShowingStart: ({ event }) => event.type === "zoom.show" && event.step === "start",
    isShowingForm: ({ context, event }) => event.type === "zoom.show" && event.step === "form" && isStepValid(context, "start"),
    isShowingSummary: ({ context, event }) =>
      event.type === "zoom.show" && event.step === "summary" && isStepValid(context, "start") && isStepValid(context, "form"),
    isDuplicateScan: ({ context }) => context.failure?.messageId === "zoomDelivered.duplicate_scan",
  },
  actions: {
    storeKits: assign({ kits: (_, params: { kits: ZoomKitsAnswer }) => params.kits }),
    storeFailure: assign({ failure: (_, params: { error: unknown }) => zoomFailureOf(params.error) }),
    toggleKit: assign(({ context, event }) => {
      if (event.type !== "zoom.toggleKit") return {};
      const chosen = context.values.products.some((product) => product.part_no === event.partNo);
      const products = chosen
        ? context.values.products.filter((product) => product.part_no !== event.partNo)
        : [...context.values.products, { part_no: event.partNo, quantity: 1 }];
      return { values: { ...context.values, products }, idempotencyKey: null };
    }),
    chooseKits: assign(({ context, event }) =>
      event.type === "zoom.chooseKits"
        ? { values: { ...context.values, products: kitsToOrderAgain(context.kits?.kits ?? [], event.partNos, event.today) }, idempotencyKey: null }
        : {},
    ),
    changeValue: assign(({ context, event }) =>
      event.type === "zoom.change" ? { values: withValue(context.values, event.field, event.value), idempotencyKey: null } : {},
    ),
    touchField: assign({
      touched: ({ context, event }) => (event.type === "zoom.blur" ? { ...context.touched, [event.field]: true } : context.touched),
    }),
    attempt: assign({ attempted: ({ context }, params: { step: ZoomStep }) => ({ ...context.attempted, [params.step]: true }) }),
    ensureIdempotencyKey: assign({ idempotencyKey: ({ context }) => context.idempotencyKey ?? globalThis.crypto.randomUUID() }),
    storeReceipt: assign({ receipt: (_, params: { receipt: ZoomDeliveryReceipt }) => params.receipt, failure: null }),
    markReplacement: assign(({ context }) => ({ values: { ...context.values, replacement: true }, idempotencyKey: null, failure: null })),
    reset: assign({
      values: initialZoomDeliveredValues,
      touched: {},
      attempted: NOT_ATTEMPTED,
      idempotencyKey: null,
      receipt: null,
      failure: null,
    }),
  },
}).createMachine({
  id: "zoomWizard",
  context: {
    kits: null,
    values: initialZoomDeliveredValues,
    touched: {},
    attempted: NOT_ATTEMPTED,
    idempotencyKey: null,
    receipt: null,
    failure: null,
  },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        src: "loadKits",
        onDone: { target: "start", actions: { type: "storeKits", params: ({ event }) => ({ kits: event.output }) } },
        onError: [
          { guard: "isForbidden", target: "notEligible", actions: { type: "storeFailure", params: ({ event }) => ({ error: event.error }) } },
          { target: "loadFailed", actions: { type: "storeFailure", params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    loadFailed: { on: { "zoom.retry": "loading" } },
    notEligible: {},
    start: {
      on: {
        "zoom.toggleKit": { actions: "toggleKit" },
        "zoom.chooseKits": { actions: "chooseKits" },
        "zoom.next": [{ guard: "isKitChosen", target: "form" }, { actions: { type: "attempt", params: { step: "start" } } }],
        "zoom.show": [{ guard: "isShowingForm", target: "form" }, { guard: "isShowingSummary", target: "summary" }],
      },
    },
    form: {
      on: {
        "zoom.change": { actions: "changeValue" },
        "zoom.blur": { actions: "touchField" },
        "zoom.back": "start",
        "zoom.next": [{ guard: "isFormValid", target: "summary" }, { actions: { type: "attempt", params: { step: "form" } } }],
        "zoom.show": [{ guard: "isShowingStart", target: "start" }, { guard: "isShowingSummary", target: "summary" }],
      },
    },
    summary: {
      on: {
        // The summary's own ticks: terms, net terms, information correct, replacement.
        "zoom.change": { actions: "changeValue" },
        "zoom.blur": { actions: "touchField" },
        "zoom.back": "form",
        "zoom.show": [{ guard: "isShowingStart", target: "start" }, { guard: "isShowingForm", target: "form" }],
        "zoom.confirm": [
          { guard: "isConfirmed", target: "submitting" },
          { actions: { type: "attempt", params: { step: "summary" } } },
        ],
      },
    },
    submitting: {
      entry: "ensureIdempotencyKey",
      invoke: {
        src: "submit",
        input: ({ context }) => ({
          order: orderOf(context),
          idempotencyKey: context.idempotencyKey ?? "",
        }),
        onDone: { target: "done", actions: { type: "storeReceipt", params: ({ event }) => ({ receipt: event.output }) } },
        onError: { target: "failed", actions: { type: "storeFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: {
        "zoom.retry": "submitting",
        "zoom.back": "form",
        "zoom.show": [
          { guard: "isShowingStart", target: "start" },
          { guard: "isShowingForm", target: "form" },
          { guard: "isShowingSummary", target: "summary" },
        ],
        "zoom.orderAsReplacement": { guard: "isDuplicateScan", target: "summary", actions: "markReplacement" },
      },
    },
    done: {
      on: {
        "zoom.restart": { target: "start", actions: "reset" },
        // Back from the confirmation: the order is placed, the wizard starts afresh.
        "zoom.show": { target: "start", actions: "reset" },
      },
    },
  },
});

/** The order as it is sent: prepared (trimmed, postal code written as the country does). */
const orderOf = (context: ZoomWizardContext): ZoomDeliveredOrder => {
  const prepared = prepareZoomDelivered(context.values, countryOf(context));
  // Submitting is reached only through a valid form, which requires the scanner.
  return { ...prepared, scanner: prepared.scanner as ZoomDeliveredOrder["scanner"] };
};
