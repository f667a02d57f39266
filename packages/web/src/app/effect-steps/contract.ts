import { AdminApi, AuthApi } from "@proshop/core";

/** Core's first HTTP contract groups: the fourth step (effect-import.ts). */
export const contractStep = [AdminApi, AuthApi] as const;
