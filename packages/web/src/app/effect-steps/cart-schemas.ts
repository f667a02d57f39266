import { decodeCartRecording } from "@proshop/core";

/** Core's entity and cart-recording schemas: the second step (effect-import.ts). */
export const cartSchemasStep = decodeCartRecording;
