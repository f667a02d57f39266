import type { RouteId } from "@proshop/core";
import { preloadable, type PreloadableScreen } from "./preloadable.tsx";
import { SCREEN_LOADERS, type RouteProps } from "./screen-loaders.ts";

export type { RouteProps } from "./screen-loaders.ts";

type Screen = PreloadableScreen<RouteProps>;

// One component per screen module: routes sharing a module (product, productByCtn) share it too.
const screenOfLoader = new Map<() => unknown, Screen>();

/** The component of each route id: its screen module, loaded on first use (screen-loaders.ts). */
export const ROUTE_SCREENS = Object.fromEntries(
  Object.entries(SCREEN_LOADERS).map(([id, load]) => {
    const screen = screenOfLoader.get(load) ?? preloadable(load);
    screenOfLoader.set(load, screen);
    return [id, screen];
  }),
) as Record<RouteId, Screen>;
