/**
 * The static configuration's outside links (SPEC 1): consumer, professional, marketing, sales
 * and about pages, each with a `{locale}` placeholder (fill it with `withLocale`). The brand's
 * real addresses are deployment settings; these are the defaults the adapters use until a
 * deployment provides its own. The support phone, e-mail and hours are each market's own: its
 * organisation's configuration (support-contact.ts).
 */
export interface StaticShopLinks {
  readonly consumerUrl: string;
  readonly professionalUrl: string;
  readonly marketingUrl: string;
  readonly salesUrl: string;
  readonly aboutUrl: string;
}

export const STATIC_SHOP_LINKS: StaticShopLinks = {
  consumerUrl: "https://www.example.com/{locale}/",
  professionalUrl: "https://www.example.com/{locale}/professionals",
  marketingUrl: "https://www.example.com/{locale}/preferences",
  salesUrl: "https://www.example.com/{locale}/sales",
  aboutUrl: "https://www.example.com/{locale}/about",
};
