import { decodeSegment, normalisePath, pathSegments } from "./path.ts";

/**
 * Who may open a route (SPEC 2): `protected` needs a logged-in user, `public-auth` is the
 * login family (a logged-in user is sent on), `always` is open to everyone, `not-found` is any
 * other path (open to everyone, showing the not-found page).
 */
export type RouteKind = "protected" | "public-auth" | "always" | "not-found";

export type RouteId =
  | "home"
  | "listing"
  | "category"
  | "product"
  | "productByCtn"
  | "cart"
  | "orderOnBehalf"
  | "profile"
  | "myAccount"
  | "myOrders"
  | "quickOrder"
  | "zoomDelivered"
  | "zoomDeliveries"
  | "login"
  | "register"
  | "resetPassword"
  | "forgot"
  | "contact"
  | "faq"
  | "faqSubject"
  | "thanks"
  | "notFound";

export interface RouteDefinition {
  readonly id: RouteId;
  /** Segments after the leading slash; `:name` matches any one segment. */
  readonly pattern: string;
  readonly kind: RouteKind;
}

/** The route table of SPEC 2, most specific first. */
export const ROUTES: readonly RouteDefinition[] = [
  { id: "home", pattern: "/", kind: "protected" },
  { id: "listing", pattern: "/c-p", kind: "protected" },
  { id: "product", pattern: "/c-p/:ctn", kind: "protected" },
  { id: "category", pattern: "/c-p/:category/:id", kind: "protected" },
  { id: "product", pattern: "/c-p/:category/:id/:ctn", kind: "protected" },
  { id: "cart", pattern: "/cart", kind: "protected" },
  { id: "orderOnBehalf", pattern: "/order-on-behalf", kind: "protected" },
  { id: "profile", pattern: "/profile", kind: "protected" },
  { id: "myAccount", pattern: "/profile/my-account", kind: "protected" },
  { id: "myOrders", pattern: "/profile/my-orders", kind: "protected" },
  // Quick order, order again (`?reorder=<order_nr>`) and saved lists (issue 17).
  { id: "quickOrder", pattern: "/quick-order", kind: "protected" },
  // The Zoom! Delivered wizard, one address per screen (zoom-delivered/paths.ts), one screen module.
  { id: "zoomDelivered", pattern: "/zoom-delivered", kind: "protected" },
  { id: "zoomDelivered", pattern: "/zoom-delivered/patient", kind: "protected" },
  { id: "zoomDelivered", pattern: "/zoom-delivered/summary", kind: "protected" },
  { id: "zoomDelivered", pattern: "/zoom-delivered/confirmation", kind: "protected" },
  // The practice's patient deliveries, list and one delivery (zoom-delivered/paths.ts), one screen module.
  { id: "zoomDeliveries", pattern: "/zoom-delivered/deliveries", kind: "protected" },
  { id: "zoomDeliveries", pattern: "/zoom-delivered/deliveries/:order_nr", kind: "protected" },
  { id: "login", pattern: "/login", kind: "public-auth" },
  { id: "register", pattern: "/register", kind: "public-auth" },
  { id: "resetPassword", pattern: "/reset-password", kind: "public-auth" },
  { id: "forgot", pattern: "/forgot", kind: "public-auth" },
  { id: "contact", pattern: "/contact", kind: "always" },
  { id: "faq", pattern: "/faq", kind: "always" },
  { id: "faqSubject", pattern: "/faq/:subject", kind: "always" },
  { id: "thanks", pattern: "/thanks", kind: "always" },
  // Short links, tried last: a first segment that names a route above is never a category or ctn.
  { id: "category", pattern: "/:category/:id", kind: "protected" },
  { id: "productByCtn", pattern: "/:ctn", kind: "protected" },
];

/** First segments owned by a route of the table; short links cannot start with them. */
const RESERVED = new Set(
  ROUTES.map((route) => route.pattern.split("/")[1] ?? "").filter((first) => first !== "" && !first.startsWith(":")),
);

export interface RouteMatch {
  readonly id: RouteId;
  readonly kind: RouteKind;
  /** Decoded values of the pattern's `:name` segments. */
  readonly params: Readonly<Record<string, string>>;
}

const compiled = ROUTES.map((route) => ({ route, parts: pathSegments(route.pattern) }));

/** The route a location opens (query string, hash and trailing slash ignored). */
export const matchRoute = (location: string): RouteMatch => {
  const segments = pathSegments(normalisePath(location));
  for (const { route, parts } of compiled) {
    if (parts.length !== segments.length) continue;
    if (parts[0]?.startsWith(":") && RESERVED.has(segments[0] ?? "")) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      const segment = segments[i]!;
      if (part.startsWith(":")) {
        params[part.slice(1)] = decodeSegment(segment);
        return true;
      }
      return part === segment;
    });
    if (matches) return { id: route.id, kind: route.kind, params };
  }
  return { id: "notFound", kind: "not-found", params: {} };
};

export const routeKind = (location: string): RouteKind => matchRoute(location).kind;

/** True for paths that need a logged-in user. */
export const isProtectedPath = (location: string): boolean => routeKind(location) === "protected";

/** True for /login, /register, /reset-password and /forgot. */
export const isPublicAuthPath = (location: string): boolean => routeKind(location) === "public-auth";

/** Path of a product page; the ctn is encoded because ctns contain slashes (`SCF393/11`). */
export const productPath = (ctn: string, category?: { readonly link: string; readonly id: string | number }): string =>
  category === undefined
    ? `/c-p/${encodeURIComponent(ctn)}`
    : `/c-p/${encodeURIComponent(category.link)}/${encodeURIComponent(String(category.id))}/${encodeURIComponent(ctn)}`;

/** Path of a category's product list. */
export const categoryPath = (category: { readonly link: string; readonly id: string | number }): string =>
  `/c-p/${encodeURIComponent(category.link)}/${encodeURIComponent(String(category.id))}`;
