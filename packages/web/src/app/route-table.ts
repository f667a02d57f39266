import type { RouteId } from "@proshop/core";
import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** What every screen of the route table receives: the decoded `:name` segments of its pattern. */
export interface RouteProps {
  readonly params: Readonly<Record<string, string>>;
}

type Screen = LazyExoticComponent<ComponentType<RouteProps>>;

/*
 * One lazily loaded module per screen (src/routes/<name>.tsx, default export), so the login
 * page never carries the checkout. The paths and who may open them are core's (ROUTES in
 * navigation/routes.ts): this table only names the component of each route id.
 */
export const ROUTE_SCREENS: Record<RouteId, Screen> = {
  home: lazy(() => import("../routes/home.tsx")),
  listing: lazy(() => import("../routes/listing.tsx")),
  category: lazy(() => import("../routes/category.tsx")),
  product: lazy(() => import("../routes/product.tsx")),
  productByCtn: lazy(() => import("../routes/product.tsx")),
  cart: lazy(() => import("../routes/cart.tsx")),
  orderOnBehalf: lazy(() => import("../routes/order-on-behalf.tsx")),
  profile: lazy(() => import("../routes/profile.tsx")),
  myAccount: lazy(() => import("../routes/my-account.tsx")),
  myOrders: lazy(() => import("../routes/my-orders.tsx")),
  login: lazy(() => import("../routes/login.tsx")),
  register: lazy(() => import("../routes/register.tsx")),
  resetPassword: lazy(() => import("../routes/reset-password.tsx")),
  forgot: lazy(() => import("../routes/forgot.tsx")),
  contact: lazy(() => import("../routes/contact.tsx")),
  faq: lazy(() => import("../routes/faq.tsx")),
  faqSubject: lazy(() => import("../routes/faq-subject.tsx")),
  thanks: lazy(() => import("../routes/thanks.tsx")),
  notFound: lazy(() => import("../routes/not-found.tsx")),
};
