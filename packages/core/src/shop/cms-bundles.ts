import { Schema } from "effect";
import type { ShopProduct } from "../entities/product.ts";
import type { CmsBundle } from "../entities/shop-state.ts";
import type { ContentDocument } from "../services/content-model.ts";

/** Content documents of this type describe bundles; `data.subject` is the bundle's package code. */
export const BUNDLE_DOCUMENT_TYPE = "bundle";

const BundleData = Schema.Struct({
  title: Schema.String,
  subject: Schema.String,
  body: Schema.optional(Schema.NullOr(Schema.String)),
  image: Schema.optional(Schema.NullOr(Schema.String)),
});
const decodeBundleData = Schema.decodeUnknownOption(BundleData);

/** The bundle text of one content document, or null when it is no bundle or lacks a title or package code. */
export const cmsBundleOf = (document: ContentDocument): CmsBundle | null => {
  if (document.type !== BUNDLE_DOCUMENT_TYPE) return null;
  const decoded = decodeBundleData(document.data);
  if (decoded._tag === "None") return null;
  const { title, subject, body, image } = decoded.value;
  if (title.trim() === "" || subject.trim() === "") return null;
  return { package_code: subject.trim(), title: title.trim(), description: body ?? null, image: image ?? null };
};

/** The usable bundle texts of a list of documents (for `shop.bundlesLoaded`). */
export const cmsBundlesOf = (documents: ReadonlyArray<ContentDocument>): CmsBundle[] =>
  documents.flatMap((document) => cmsBundleOf(document) ?? []);

/** The title a bundle is shown with: its content text's, else its package code. */
export const bundleTitleOf = (bundles: ReadonlyArray<CmsBundle>, packageCode: string): string =>
  bundles.find((bundle) => bundle.package_code === packageCode)?.title ?? packageCode;

/** A bundle as a page shows it: its content text (title at least) and the products inside it. */
export interface BundleContent extends CmsBundle {
  readonly items: readonly ShopProduct[];
}

/**
 * The bundles the products belong to, in the order their first item comes, each with its
 * content text (package code as title while there is none) and its items in catalogue order.
 */
export const bundleContentsOf = (products: readonly ShopProduct[], bundles: ReadonlyArray<CmsBundle>): BundleContent[] => {
  const items = new Map<string, ShopProduct[]>();
  for (const product of products) {
    const code = product.bundle_info?.package_code;
    if (code !== undefined) items.set(code, [...(items.get(code) ?? []), product]);
  }
  return [...items].map(([code, inside]) => {
    const text = bundles.find((bundle) => bundle.package_code === code);
    return { package_code: code, title: text?.title ?? code, description: text?.description ?? null, image: text?.image ?? null, items: inside };
  });
};
