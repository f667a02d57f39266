import { isKnownTimeZone } from "../../dates.ts";
import type { CartRecording } from "./schema.ts";

/*
 * What a replay relies on beyond a recording's shape, without Effect: the schema's decoder
 * (`checkCartRecording`) and the quick reader (`readCartRecordingQuickly`) both judge with it,
 * so the two cannot disagree on it.
 */

/** The recording format this build writes and reads. */
export const CART_RECORDING_VERSION = 1;

/** The first thing a replay could not rely on: the field and the problem in one English sentence. */
export interface CartRecordingFault {
  readonly field: string;
  readonly message: string;
}

/** The fault of a recording of another version. */
export const unsupportedVersionFault = (version: unknown): CartRecordingFault => ({
  field: "version",
  message: `unsupported cart recording version ${JSON.stringify(version)}; this build reads version ${CART_RECORDING_VERSION}`,
});

/** A version this build knows, real time zones, and every added product in the snapshot; null when all hold. */
export const cartRecordingFault = (recording: Omit<CartRecording, "version"> & { readonly version: number }): CartRecordingFault | null => {
  if (recording.version !== CART_RECORDING_VERSION) return unsupportedVersionFault(recording.version);
  if (!isKnownTimeZone(recording.time_zone)) return { field: "time_zone", message: `unknown time zone ${JSON.stringify(recording.time_zone)}` };
  const products = recording.snapshot.products;
  for (const [index, step] of recording.events.entries()) {
    const event = step.event;
    if (event.type === "cart.started" && event.time_zone !== undefined && !isKnownTimeZone(event.time_zone)) {
      return { field: `events[${index}].event.time_zone`, message: `unknown time zone ${JSON.stringify(event.time_zone)}` };
    }
    if (event.type !== "cart.add") continue;
    const product = products[event.product];
    if (product === undefined) {
      return { field: `events[${index}].event.product`, message: `product ${event.product} is not in the snapshot (${products.length} products)` };
    }
    if (product.part_no !== event.part_no) {
      return { field: `events[${index}].event.part_no`, message: `part_no ${event.part_no} differs from the snapshot's ${product.part_no}` };
    }
  }
  return null;
};
