import { matchRoute, type RouteId } from "@proshop/core";
import { preloadable, type PreloadableScreen } from "./preloadable.tsx";

/** What every screen of the route table receives: the decoded `:name` segments of its pattern. */
export interface RouteProps {
  readonly params: Readonly<Record<string, string>>;
}

type Screen = PreloadableScreen<RouteProps>;

const product = preloadable(() => import("../routes/product.tsx"));

/*
 * One lazily loaded module per screen (src/routes/<name>.tsx, default export), so the login
 * page never carries the checkout. The paths and who may open them are core's (ROUTES in
 * navigation/routes.ts): this table only names the component of each route id.
 */
export const ROUTE_SCREENS: Record<RouteId, Screen> = {
  home: preloadable(() => import("../routes/home.tsx")),
  listing: preloadable(() => import("../routes/listing.tsx")),
  category: preloadable(() => import("../routes/category.tsx")),
  product,
  productByCtn: product,
  cart: preloadable(() => import("../routes/cart.tsx")),
  orderOnBehalf: preloadable(() => import("../routes/order-on-behalf.tsx")),
  profile: preloadable(() => import("../routes/profile.tsx")),
  myAccount: preloadable(() => import("../routes/my-account.tsx")),
  myOrders: preloadable(() => import("../routes/my-orders.tsx")),
  login: preloadable(() => import("../routes/login.tsx")),
  register: preloadable(() => import("../routes/register.tsx")),
  resetPassword: preloadable(() => import("../routes/reset-password.tsx")),
  forgot: preloadable(() => import("../routes/forgot.tsx")),
  contact: preloadable(() => import("../routes/contact.tsx")),
  faq: preloadable(() => import("../routes/faq.tsx")),
  faqSubject: preloadable(() => import("../routes/faq-subject.tsx")),
  thanks: preloadable(() => import("../routes/thanks.tsx")),
  notFound: preloadable(() => import("../routes/not-found.tsx")),
};

/**
 * Starts loading the screen of `location` now. WHY: the tab opens on one address and the
 * session needs a few API calls before the guard lets a screen render; fetching the screen's
 * chunk meanwhile means it is ready then, instead of a Suspense fallback (and React's reveal
 * delay) after the data arrived. A logged-out visitor of a protected page goes to /login
 * instead: that chunk is small and wasted, which is cheaper than waiting on every load.
 */
export const preloadScreenOf = (location: string): void => {
  void ROUTE_SCREENS[matchRoute(location).id].preload().catch(() => undefined);
};
