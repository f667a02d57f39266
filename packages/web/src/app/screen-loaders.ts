import { matchRoute, routeDecision, type RouteId } from "@proshop/core";
import type { ComponentType } from "react";
import { storedToken } from "./area.ts";

/** What every screen of the route table receives: the decoded `:name` segments of its pattern. */
export interface RouteProps {
  readonly params: Readonly<Record<string, string>>;
}

type ScreenModule = Promise<{ readonly default: ComponentType<RouteProps> }>;

const loadProduct = (): ScreenModule => import("../routes/product.tsx");

/*
 * One lazily loaded module per screen (src/routes/<name>.tsx, default export), so the login
 * page never carries the checkout. The paths and who may open them are core's (ROUTES in
 * navigation/routes.ts): this table only names the module of each route id. WHY apart from
 * route-table.ts: main.tsx starts a screen's download before React has loaded.
 */
export const SCREEN_LOADERS: Record<RouteId, () => ScreenModule> = {
  home: () => import("../routes/home.tsx"),
  listing: () => import("../routes/listing.tsx"),
  category: () => import("../routes/category.tsx"),
  product: loadProduct,
  productByCtn: loadProduct,
  cart: () => import("../routes/cart.tsx"),
  orderOnBehalf: () => import("../routes/order-on-behalf.tsx"),
  profile: () => import("../routes/profile.tsx"),
  myAccount: () => import("../routes/my-account.tsx"),
  myOrders: () => import("../routes/my-orders.tsx"),
  quickOrder: () => import("../routes/quick-order.tsx"),
  zoomDelivered: () => import("../routes/zoom-delivered.tsx"),
  zoomDeliveries: () => import("../routes/zoom-deliveries.tsx"),
  login: () => import("../routes/login.tsx"),
  register: () => import("../routes/register.tsx"),
  resetPassword: () => import("../routes/reset-password.tsx"),
  forgot: () => import("../routes/forgot.tsx"),
  contact: () => import("../routes/contact.tsx"),
  faq: () => import("../routes/faq.tsx"),
  faqSubject: () => import("../routes/faq-subject.tsx"),
  thanks: () => import("../routes/thanks.tsx"),
  notFound: () => import("../routes/not-found.tsx"),
};

/**
 * The screen the tab shows first at `location`: where core's guard (`routeDecision`) sends a
 * visitor with or without a stored session. WHY a guess: the session's answer is not in yet;
 * what it cannot tell from the token (a sales representative's pages) is taken as allowed.
 */
export const firstScreenOf = (location: string): RouteId => {
  const decision = routeDecision(location, { isLoggedIn: storedToken() !== null, isSalesRep: true });
  return decision.action === "render" ? decision.route.id : matchRoute(decision.to).id;
};

/**
 * Starts loading the first screen of `location` now. WHY: the tab opens on one address and the
 * session needs a few API calls before the guard lets a screen render; fetching the screen's
 * chunk meanwhile means it is ready then, instead of a Suspense fallback (and React's reveal
 * delay) after the data arrived. The browser keeps the module, so the route table's own import
 * later finds it loaded.
 */
export const preloadScreenOf = (location: string): void => {
  void SCREEN_LOADERS[firstScreenOf(location)]().catch(() => undefined);
};
