import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api";

/** Effect's HTTP contract modules, before core's groups are built with them: the third step (effect-import.ts). */
export const httpApiStep = [HttpApiEndpoint.get, HttpApiGroup.make] as const;
