import type { ShopProduct } from "../entities/product.ts";
import type { FieldErrors } from "../forms/field-rules.ts";
import { validateZoomDelivered, validateZoomDeliveredConfirmation, type ZoomDeliveredValues } from "../forms/zoom-delivered.ts";
import type { Cents } from "../money.ts";

/** The wizard's steps with something to fill in (the confirmation only shows the result). */
export type ZoomStep = "start" | "form" | "summary";

/** A field of the order as the wizard names it: a value's name, or `consents.<consent>`. */
export type ZoomField = Exclude<keyof ZoomDeliveredValues, "consents" | "products"> | `consents.${keyof ZoomDeliveredValues["consents"]}`;

/** The fields each step fills in; a step's errors are those of its fields. */
export const ZOOM_STEP_FIELDS: Readonly<Record<ZoomStep, ReadonlyArray<string>>> = {
  start: ["products"],
  form: [
    "firstName",
    "lastName",
    "zip",
    "street",
    "number",
    "city",
    "state",
    "scanner",
    "patientScanId",
    "email",
    "phone",
    "consents.practice_informed",
    "consents.patient_informed",
  ],
  summary: ["consents.terms", "consents.net_terms", "consents.info_correct"],
};

/** The errors (field -> message id) of one step, by core's Zoom! Delivered rules for the patients' `country`. */
export const stepErrors = (values: ZoomDeliveredValues, country: string, step: ZoomStep): FieldErrors => {
  const all = step === "summary" ? validateZoomDeliveredConfirmation(values) : validateZoomDelivered(values, country);
  return Object.fromEntries(Object.entries(all).filter(([field]) => ZOOM_STEP_FIELDS[step].includes(field)));
};

/** The values with one field changed (a consent by `consents.<name>`). */
export const withValue = (values: ZoomDeliveredValues, field: ZoomField, value: unknown): ZoomDeliveredValues => {
  if (field.startsWith("consents.")) {
    const consent = field.slice("consents.".length) as keyof ZoomDeliveredValues["consents"];
    return { ...values, consents: { ...values.consents, [consent]: value === true } };
  }
  if (field === "replacement") return { ...values, replacement: value === true };
  return { ...values, [field]: typeof value === "string" ? value : "" };
};

/** One field's value (a consent by `consents.<name>`). */
export const zoomFieldValue = (values: ZoomDeliveredValues, field: ZoomField): string | boolean => {
  if (field.startsWith("consents.")) return values.consents[field.slice("consents.".length) as keyof ZoomDeliveredValues["consents"]];
  return values[field as Exclude<ZoomField, `consents.${string}`>];
};

/** The kits of the order with their quantities, in the order of the kit list. */
export const chosenKits = (
  kits: ReadonlyArray<ShopProduct>,
  values: Pick<ZoomDeliveredValues, "products">,
): ReadonlyArray<{ readonly kit: ShopProduct; readonly quantity: number }> =>
  kits.flatMap((kit) => {
    const chosen = values.products.find((product) => product.part_no === kit.part_no);
    return chosen === undefined ? [] : [{ kit, quantity: chosen.quantity }];
  });

/** What the order costs, VAT included, as the kit list prices it (the server prices it again). */
export const zoomOrderTotal = (kits: ReadonlyArray<ShopProduct>, values: Pick<ZoomDeliveredValues, "products">): Cents =>
  chosenKits(kits, values).reduce((sum, { kit, quantity }) => sum + kit.price_in_cents * quantity, 0);
