import { AdminApi, AuthApi, decodeCartRecording } from "@proshop/core";

/** Core's entity and cart-recording schemas and its first HTTP contract groups: the second step (effect-import.ts). */
export const contractStep = [decodeCartRecording, AdminApi, AuthApi] as const;
