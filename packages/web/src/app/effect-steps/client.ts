import { ApiClient } from "@proshop/core";

/** The rest of core's HTTP contract and its ApiClient: the last step (effect-import.ts). */
export const clientStep = ApiClient;
