import { Schema } from "effect";
import { Company } from "./company.ts";
import { LenientCode } from "./lenient.ts";

/** Header that tells the server which customer office a sales rep is ordering for. */
export const CUSTOMER_NUMBER_HEADER = "X-Customer-Number";

/** Payload of POST /set_order_on_behalf. */
export const OrderOnBehalfRequest = Schema.Struct({ cust_no: LenientCode });
export type OrderOnBehalfRequest = typeof OrderOnBehalfRequest.Type;

/** A 200 answer carrying the company means the office was set. */
export const OrderOnBehalfAnswer = Schema.Struct({ company: Company });
export type OrderOnBehalfAnswer = typeof OrderOnBehalfAnswer.Type;

/** The sales rep's choice: the office they order for, null until one is chosen. */
export const OrderOnBehalfState = Schema.Struct({ order_for_company: Schema.NullOr(Company) });
export type OrderOnBehalfState = typeof OrderOnBehalfState.Type;

/** Headers to add to later calls: the customer number of the chosen office, none before. */
export const customerNumberHeaders = (
  state: OrderOnBehalfState,
): Readonly<Record<string, string>> =>
  state.order_for_company === null ? {} : { [CUSTOMER_NUMBER_HEADER]: state.order_for_company.cust_no };
