import { Effect, Schema, SchemaGetter } from "effect";
import { LenientCode, EntityId, LenientText } from "./lenient.ts";
import { OrganisationOrId } from "./organisation.ts";
import { ShippingAddress } from "./shipping-address.ts";
import { isLicenseApproved, companyLicenseState, ordersThisYear, type CompanyLicenseState } from "./company-values.ts";
export { isLicenseApproved, companyLicenseState, ordersThisYear, type CompanyLicenseState };

/** One past order of a company, as far as the login state needs it (yearly order count). */
export const CompanyOrder = Schema.Struct({
  id: Schema.optional(EntityId),
  /** When the order was placed: ISO date or date-time ("2025-03-01", "2025-03-01 10:12:00"). */
  created: Schema.String,
});
export type CompanyOrder = typeof CompanyOrder.Type;

/**
 * The customer company of the logged-in user (or the one a sales rep orders for).
 * `cust_no` is required and may arrive as a number (kept as text); `orders` may be null or absent (no orders).
 */
export const Company = Schema.Struct({
  cust_no: LenientCode,
  Name: LenientText,
  organisation: Schema.optional(Schema.NullOr(OrganisationOrId)),
  orders: Schema.NullOr(Schema.Array(CompanyOrder)).pipe(
    Schema.decodeTo(Schema.Array(CompanyOrder), {
      decode: SchemaGetter.transform((orders: ReadonlyArray<CompanyOrder> | null) => orders ?? []),
      encode: SchemaGetter.transform((orders: ReadonlyArray<CompanyOrder>) => orders),
    }),
    Schema.withDecodingDefaultType(Effect.succeed([])),
  ),
  /** License state text; the license is approved when it contains APPROVED (see isLicenseApproved). */
  license_valid: LenientText,
  /**
   * Where this company's orders ship. Not in the spec: the server names it so a representative
   * ordering on behalf sees the customer's address at the checkout, not their own office's.
   */
  shipping_address: Schema.optional(Schema.NullOr(ShippingAddress)),
  /** A dental practice registered for Zoom! Delivered (patient deliveries); absent means no. */
  zoom_delivered: Schema.optional(Schema.Boolean),
});
export type Company = typeof Company.Type;
