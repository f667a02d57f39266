import { assign, enqueueActions, fromPromise, setup } from "xstate";
import type { Company } from "../entities/company.ts";
import type { OrderOnBehalfAnswer } from "../entities/order-on-behalf.ts";
import { customerNumberError } from "../forms/register.ts";
import { errorNotification, notification, type Notification } from "../notifications/notification.ts";
import { showNotification, type ShowNotification } from "../notifications/emitted.ts";
import { serverMessageOf } from "../notifications/server-message.ts";
import { rememberedCustomerNumberFor, type RememberedOffice } from "./remembered-office.ts";

export const ORDER_ON_BEHALF_FAILED_MESSAGE_ID = "session.order_on_behalf.failed";
export const ORDER_ON_BEHALF_SUCCESS_MESSAGE_ID = "session.order_on_behalf.success";
export const ORDER_ON_BEHALF_CLEARED_MESSAGE_ID = "session.order_on_behalf.cleared";

/** SPEC 8: order-on-behalf toasts sit at the bottom centre (success too, so both appear in one place). */
const ON_BEHALF_TOAST_POSITION = "bottom-center";

/** SPEC 8: the server's own words when it sent some, else our text; error, 3 s, bottom centre. */
export const orderOnBehalfFailureNotification = (failure: unknown): Notification => {
  const serverMessage = serverMessageOf(failure);
  return serverMessage === undefined
    ? errorNotification(ORDER_ON_BEHALF_FAILED_MESSAGE_ID, undefined, { position: ON_BEHALF_TOAST_POSITION })
    : notification({ text: serverMessage }, { severity: "error", position: ON_BEHALF_TOAST_POSITION });
};

export interface OrderOnBehalfContext {
  /** The office being ordered for (SPEC 3: order_for_company), null until one is chosen. */
  readonly company: Company | null;
  /** Its customer number, sent as the `X-Customer-Number` header on later calls. */
  readonly customerNumber: string | null;
  /** The number being looked up right now. */
  readonly pendingCustomerNumber: string | null;
  /** Message id for the form: invalid number or failed lookup. */
  readonly error: string | null;
  readonly notification: Notification | null;
  /** The signed-in sales rep (user id) whose choice is remembered across reloads; null when nobody. */
  readonly userId: string | null;
}

export interface OrderOnBehalfInput {
  /** An office already chosen (e.g. restored with the session), so the header keeps being sent. */
  readonly company?: Company | null;
}

export type OrderOnBehalfEvent =
  | { readonly type: "onBehalf.select"; readonly cust_no: string }
  | { readonly type: "onBehalf.clear" }
  /** A sales rep is signed in (login or reload): set again the office they chose before, if any. */
  | { readonly type: "onBehalf.restore"; readonly userId: string }
  /** The session ended: forget the office, here and in storage, without a toast. */
  | { readonly type: "onBehalf.signOut" }
  | { readonly type: "onBehalf.dismissNotification" };

/** What the machine tells the rest of the app (the session keeps the active company, the API client the header). */
export type OrderOnBehalfEmitted =
  | ShowNotification
  | {
      readonly type: "onBehalf.companySet";
      readonly company: Company;
      readonly customerNumber: string;
      /** True when it is the office chosen before a reload, set again (not a new choice of the user). */
      readonly restored: boolean;
    }
  | { readonly type: "onBehalf.cleared" };

const initialContext = (input: OrderOnBehalfInput = {}): OrderOnBehalfContext => ({
  company: input.company ?? null,
  customerNumber: input.company?.cust_no ?? null,
  pendingCustomerNumber: null,
  error: null,
  notification: null,
  userId: null,
});

/**
 * Order on behalf (SPEC 4): a sales rep picks a customer office by its customer number.
 * The number is checked first with the register form's rule (required, digits only, 2 to 7
 * digits; its message id goes to `error`); then the slot `setOrderOnBehalf`
 * (POST /set_order_on_behalf, a 200 with the company means success) sets it on the server.
 * On success the office and its number are kept; adapters read them (selectors) or listen for
 * `onBehalf.companySet` to send `X-Customer-Number` on later calls. A failed lookup keeps the
 * office chosen before, if any: the server did not switch, so neither do we. Selecting another
 * number while one is being looked up abandons the first lookup: the latest choice wins.
 *
 * A reload must not forget the office: a chosen office is kept for the rep (`writeRememberedOffice`,
 * their user id and the number); `onBehalf.restore` (the session signed a rep in) reads it back
 * (`readRememberedOffice`) and asks the server again, quietly (`companySet` with `restored: true`,
 * no toast); a refusal forgets it with the failure toast. `onBehalf.clear` and `onBehalf.signOut`
 * (logout) forget it in storage too. Both slots do nothing by default.
 */
export const orderOnBehalfMachine = setup({
  types: {
    context: {} as OrderOnBehalfContext,
    events: {} as OrderOnBehalfEvent,
    // `void`, not `undefined`: keeps `createActor(orderOnBehalfMachine)` valid without an input.
    input: {} as OrderOnBehalfInput | void,
    emitted: {} as OrderOnBehalfEmitted,
  },
  actors: {
    setOrderOnBehalf: fromPromise<OrderOnBehalfAnswer, { readonly cust_no: string }>(() =>
      Promise.reject(new Error('orderOnBehalfMachine: actor slot "setOrderOnBehalf" is not provided')),
    ),
    /** The stored text of the office chosen before (`readRememberedOffice`); none by default. */
    readRememberedOffice: fromPromise<string | null>(async () => null),
    /** Keeps (or, with null, forgets) the chosen office (`writeRememberedOffice`); nothing by default. */
    writeRememberedOffice: fromPromise<void, { readonly office: RememberedOffice | null }>(async () => undefined),
  },
  guards: {
    isInvalidCustomerNumber: (_, params: { cust_no: string }) => customerNumberError(params.cust_no) !== null,
    hasCompany: ({ context }) => context.company !== null,
    hasRememberedNumber: ({ context }, params: { stored: string | null }) =>
      context.userId !== null && rememberedCustomerNumberFor(params.stored, context.userId) !== null,
  },
  actions: {
    rejectCustomerNumber: assign((_, params: { cust_no: string }) => ({ error: customerNumberError(params.cust_no) })),
    startLookup: assign((_, params: { cust_no: string }) => ({
      pendingCustomerNumber: params.cust_no.trim(),
      error: null,
    })),
    storeCompany: enqueueActions(({ context, enqueue }, params: { company: Company; restored: boolean }) => {
      const customerNumber = params.company.cust_no !== "" ? params.company.cust_no : (context.pendingCustomerNumber ?? "");
      enqueue.assign({ company: params.company, customerNumber, pendingCustomerNumber: null, error: null });
      enqueue.emit({ type: "onBehalf.companySet", company: params.company, customerNumber, restored: params.restored });
    }),
    signIn: assign((_, params: { userId: string }) => ({ userId: params.userId })),
    pickRememberedNumber: assign(({ context }, params: { stored: string | null }) => ({
      pendingCustomerNumber: context.userId === null ? null : rememberedCustomerNumberFor(params.stored, context.userId),
      error: null,
    })),
    forgetQuietly: assign({ company: null, customerNumber: null, pendingCustomerNumber: null, error: null }),
    signOut: assign({ userId: null }),
    failLookup: assign({ pendingCustomerNumber: null, error: ORDER_ON_BEHALF_FAILED_MESSAGE_ID }),
    forgetCompany: enqueueActions(({ enqueue }) => {
      enqueue.assign({ company: null, customerNumber: null, pendingCustomerNumber: null, error: null });
      enqueue.emit({ type: "onBehalf.cleared" });
    }),
    notify: enqueueActions(({ enqueue }, params: { notification: Notification }) => {
      enqueue.assign({ notification: params.notification });
      enqueue.emit(showNotification(params.notification));
    }),
    dismissNotification: assign({ notification: null }),
  },
}).createMachine({
  id: "orderOnBehalf",
  context: ({ input }) => initialContext(input ?? undefined),
  initial: "deciding",
  on: {
    "onBehalf.select": [
      {
        guard: { type: "isInvalidCustomerNumber", params: ({ event }) => ({ cust_no: event.cust_no }) },
        actions: { type: "rejectCustomerNumber", params: ({ event }) => ({ cust_no: event.cust_no }) },
      },
      {
        target: ".selecting",
        reenter: true,
        actions: { type: "startLookup", params: ({ event }) => ({ cust_no: event.cust_no }) },
      },
    ],
    "onBehalf.restore": {
      target: ".restoring",
      actions: ["forgetQuietly", { type: "signIn", params: ({ event }) => ({ userId: event.userId }) }],
    },
    "onBehalf.signOut": {
      target: ".forgetting",
      actions: ["forgetQuietly", "signOut"],
    },
    "onBehalf.clear": {
      target: ".forgetting",
      actions: [
        "forgetCompany",
        {
          type: "notify",
          params: { notification: notification({ id: ORDER_ON_BEHALF_CLEARED_MESSAGE_ID }, { position: ON_BEHALF_TOAST_POSITION }) },
        },
      ],
    },
    "onBehalf.dismissNotification": { actions: "dismissNotification" },
  },
  states: {
    /** Starts in `selected` when an office was handed over as input. */
    deciding: { always: [{ guard: "hasCompany", target: "selected" }, { target: "idle" }] },
    idle: {},
    /** Reads the office this rep chose before (a reload keeps it); none: nothing to set. */
    restoring: {
      invoke: {
        src: "readRememberedOffice",
        onDone: [
          {
            guard: { type: "hasRememberedNumber", params: ({ event }) => ({ stored: event.output }) },
            target: "reselecting",
            actions: { type: "pickRememberedNumber", params: ({ event }) => ({ stored: event.output }) },
          },
          // Nothing stored, or someone else's or unreadable: nothing to set, and nothing to keep.
          { guard: ({ event }) => event.output !== null, target: "forgetting" },
          { target: "idle" },
        ],
        onError: "idle",
      },
    },
    /** Asks the server again (the rep may no longer serve it): quietly, unless it refuses. */
    reselecting: {
      invoke: {
        src: "setOrderOnBehalf",
        input: ({ context }) => ({ cust_no: context.pendingCustomerNumber ?? "" }),
        onDone: {
          target: "selected",
          actions: { type: "storeCompany", params: ({ event }) => ({ company: event.output.company, restored: true }) },
        },
        onError: {
          target: "forgetting",
          actions: [
            "forgetQuietly",
            { type: "notify", params: ({ event }) => ({ notification: orderOnBehalfFailureNotification(event.error) }) },
          ],
        },
      },
    },
    /** The office is no longer chosen: drop it from storage too. */
    forgetting: {
      invoke: {
        src: "writeRememberedOffice",
        input: () => ({ office: null }),
        onDone: "idle",
        onError: "idle",
      },
    },
    selecting: {
      invoke: {
        src: "setOrderOnBehalf",
        input: ({ context }) => ({ cust_no: context.pendingCustomerNumber ?? "" }),
        onDone: {
          target: "selected.remembering",
          actions: [
            { type: "storeCompany", params: ({ event }) => ({ company: event.output.company, restored: false }) },
            {
              type: "notify",
              params: ({ event }) => ({
                notification: notification(
                  { id: ORDER_ON_BEHALF_SUCCESS_MESSAGE_ID, params: { company: event.output.company.Name || event.output.company.cust_no } },
                  { severity: "success", position: ON_BEHALF_TOAST_POSITION },
                ),
              }),
            },
          ],
        },
        onError: {
          target: "deciding",
          actions: ["failLookup", { type: "notify", params: ({ event }) => ({ notification: orderOnBehalfFailureNotification(event.error) }) }],
        },
      },
    },
    selected: {
      initial: "kept",
      states: {
        kept: {},
        /** Keeps the choice for this rep, so a reload sets it again. */
        remembering: {
          invoke: {
            src: "writeRememberedOffice",
            input: ({ context }) => ({
              office: context.userId === null || context.customerNumber === null ? null : { user_id: context.userId, cust_no: context.customerNumber },
            }),
            onDone: "kept",
            onError: "kept",
          },
        },
      },
    },
  },
});

export type OrderOnBehalfMachine = typeof orderOnBehalfMachine;
