import type { SnapshotFrom } from "xstate";
import type { Company } from "../entities/company.ts";
import { CUSTOMER_NUMBER_HEADER } from "../entities/order-on-behalf.ts";
import type { Notification } from "../notifications/notification.ts";
import type { orderOnBehalfMachine } from "./machine.ts";

export type OrderOnBehalfSnapshot = SnapshotFrom<typeof orderOnBehalfMachine>;

/** The office being ordered for (order_for_company), null before one is chosen. */
export const selectOrderForCompany = (snapshot: OrderOnBehalfSnapshot): Company | null => snapshot.context.company;

export const selectOnBehalfCustomerNumber = (snapshot: OrderOnBehalfSnapshot): string | null => snapshot.context.customerNumber;

/** Headers the API client adds to later calls: `X-Customer-Number` once an office is chosen, none before. */
export const selectOnBehalfHeaders = (snapshot: OrderOnBehalfSnapshot): Readonly<Record<string, string>> =>
  snapshot.context.customerNumber === null ? {} : { [CUSTOMER_NUMBER_HEADER]: snapshot.context.customerNumber };

export const selectIsSelectingOffice = (snapshot: OrderOnBehalfSnapshot): boolean => snapshot.matches("selecting");

/** The office chosen before a reload is being set again: not "no office chosen" yet. */
export const selectIsRestoringOffice = (snapshot: OrderOnBehalfSnapshot): boolean =>
  snapshot.matches("restoring") || snapshot.matches("reselecting");

/** SPEC 6: a sales rep must pick a company before ordering. */
export const selectHasChosenOffice = (snapshot: OrderOnBehalfSnapshot): boolean => snapshot.context.company !== null;

export const selectOnBehalfError = (snapshot: OrderOnBehalfSnapshot): string | null => snapshot.context.error;
export const selectOnBehalfNotification = (snapshot: OrderOnBehalfSnapshot): Notification | null => snapshot.context.notification;
