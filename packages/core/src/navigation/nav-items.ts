import { isProductionEnvironment } from "../entities/shop-config.ts";
import { QUICK_ORDER_PATH } from "../quick-order/paths.ts";
import { ZOOM_DELIVERED_PATH } from "../zoom-delivered/paths.ts";
import { DEFAULT_PATH, LOGIN_PATH, ORDER_ON_BEHALF_PATH } from "./redirect.ts";

export type NavItemId = "shop" | "quickOrder" | "orderOnBehalf" | "zoomDelivered" | "faq" | "contact" | "account" | "cart" | "login" | "logout";

/** One link of the header or the mobile menu: a message id to show and where it goes. */
export interface NavItem {
  readonly id: NavItemId;
  readonly messageId: string;
  /** Null for log out, which is an action rather than a page. */
  readonly path: string | null;
  /** Icon links show an icon with the message as accessible label. */
  readonly icon?: "account" | "cart";
  /** Badge text (the cart's item count), absent when there is nothing to count. */
  readonly badge?: string;
}

/** FAQ for visitors who are not logged in: the subject about logging in and registering. */
export const LOGGED_OUT_FAQ_PATH = "/faq/authentication";
export const FAQ_PATH = "/faq/";
export const CONTACT_PATH = "/contact";
export const ACCOUNT_PATH = "/profile/my-account";
export const CART_PATH = "/cart";
/** Where the non-production environment badge links to. */
export const ENVIRONMENT_BADGE_PATH = "/c-p/";

/** Largest number a badge spells out; above it shows `99+` so the badge keeps its size. */
export const BADGE_MAX = 99;

/** Sum of the cart's item quantities (negative quantities, which the cart removes, count 0). */
export const cartItemCount = (lines: ReadonlyArray<{ readonly quantity: number }>): number =>
  lines.reduce((sum, line) => sum + Math.max(0, line.quantity), 0);

/** Badge text for a count: nothing at 0, `99+` above the maximum. */
export const badgeLabel = (count: number, max: number = BADGE_MAX): string | null =>
  count <= 0 ? null : count > max ? `${max}+` : String(count);

export interface NavContext {
  readonly isLoggedIn: boolean;
  readonly isSalesRep: boolean;
  /** Sum of item quantities in the cart (see `cartItemCount`). */
  readonly cartCount: number;
  /** The active company is a Zoom! Delivered practice (see `isZoomDeliveredPractice`). */
  readonly zoomDelivered?: boolean;
}

/**
 * Header links (SPEC 2). Logged in: Shop, Quick order (issue 17), Order on behalf (sales reps only), Zoom! Delivered
 * (Zoom! practices only), FAQ, Contact
 * support, the account icon and the cart icon with its badge. Logged out: Login and the FAQ
 * about logging in.
 */
export const navItems = (context: NavContext): NavItem[] => {
  if (!context.isLoggedIn) {
    return [
      { id: "login", messageId: "navigation.nav.login", path: LOGIN_PATH },
      { id: "faq", messageId: "navigation.nav.faq", path: LOGGED_OUT_FAQ_PATH },
    ];
  }
  const badge = badgeLabel(context.cartCount);
  return [
    { id: "shop", messageId: "navigation.nav.shop", path: DEFAULT_PATH },
    { id: "quickOrder", messageId: "reorder.nav", path: QUICK_ORDER_PATH },
    ...(context.isSalesRep
      ? [{ id: "orderOnBehalf", messageId: "navigation.nav.order_on_behalf", path: ORDER_ON_BEHALF_PATH } as const]
      : []),
    ...(context.zoomDelivered === true
      ? [{ id: "zoomDelivered", messageId: "navigation.nav.zoom_delivered", path: ZOOM_DELIVERED_PATH } as const]
      : []),
    { id: "faq", messageId: "navigation.nav.faq", path: FAQ_PATH },
    { id: "contact", messageId: "navigation.nav.contact", path: CONTACT_PATH },
    { id: "account", messageId: "navigation.nav.account", path: ACCOUNT_PATH, icon: "account" },
    { id: "cart", messageId: "navigation.nav.cart", path: CART_PATH, icon: "cart", ...(badge === null ? {} : { badge }) },
  ];
};

/** The mobile menu: the same links, plus log out for a logged-in user. */
export const mobileNavItems = (context: NavContext): NavItem[] => [
  ...navItems(context),
  ...(context.isLoggedIn ? [{ id: "logout", messageId: "navigation.nav.logout", path: null } as const] : []),
];

/** Replaces the `{locale}` placeholder of the static configuration's links. */
export const withLocale = (url: string, locale: string): string => url.split("{locale}").join(locale);

export interface FooterLink {
  readonly id: "contact" | "faq" | "terms" | "privacy" | "marketing" | "about";
  readonly messageId: string;
  /** A path inside the shop or an absolute URL (terms, privacy, marketing, about open outside). */
  readonly href: string;
  readonly external: boolean;
}

/**
 * Footer links (SPEC 2): contact, FAQ, the organisation's terms of use and privacy notice,
 * marketing and about pages from the static configuration (with `{locale}` filled in). A link
 * whose address is not configured is left out rather than shown dead.
 */
export const footerLinks = (input: {
  readonly organisation?: { readonly terms_of_use?: string | null; readonly privacy_notice?: string | null } | null;
  readonly marketingUrl?: string | null;
  readonly aboutUrl?: string | null;
  readonly locale: string;
}): FooterLink[] => {
  const external = (id: FooterLink["id"], url: string | null | undefined): FooterLink[] =>
    url === null || url === undefined || url.trim() === ""
      ? []
      : [{ id, messageId: `navigation.footer.${id}`, href: withLocale(url.trim(), input.locale), external: true }];
  return [
    { id: "contact", messageId: "navigation.footer.contact", href: CONTACT_PATH, external: false },
    { id: "faq", messageId: "navigation.footer.faq", href: FAQ_PATH, external: false },
    ...external("terms", input.organisation?.terms_of_use),
    ...external("privacy", input.organisation?.privacy_notice),
    ...external("marketing", input.marketingUrl),
    ...external("about", input.aboutUrl),
  ];
};

/** The footer's copyright line; the year is given, rules never read the clock. */
export const footerCopyright = (year: number): { readonly id: string; readonly params: { readonly year: number } } => ({
  id: "navigation.footer.copyright",
  params: { year },
});

/**
 * The top bar's professionals link: the organisation's academy when it has one, otherwise the
 * static configuration's professional page (with `{locale}` filled in).
 */
export const professionalsLink = (input: {
  readonly academy?: string | null;
  readonly professionalUrl: string;
  readonly locale: string;
}): string => {
  const academy = input.academy?.trim();
  return academy !== undefined && academy !== "" ? academy : withLocale(input.professionalUrl, input.locale);
};

/** The badge naming the connected environment outside production, linking to the listing. */
export const environmentBadge = (config: {
  readonly environment?: string | null;
}): { readonly label: string; readonly path: string } | null => {
  const name = config.environment?.trim() ?? "";
  return name === "" || isProductionEnvironment(config) ? null : { label: name, path: ENVIRONMENT_BADGE_PATH };
};
