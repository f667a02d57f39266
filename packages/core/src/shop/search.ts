import type { ShopProduct } from "../entities/product.ts";

/**
 * Separates the fields inside a product's search text so a keyword never matches across two
 * fields (the end of the name glued to the start of the ctn). Keywords cannot contain it:
 * `normaliseKeyword` drops control characters.
 */
export const FIELD_SEPARATOR = "\u0000";

const searchTexts = new WeakMap<ShopProduct, string>();

/** Letters that carry no separable accent but are typed as two plain ones ("oeuf" for "œuf"). */
const LIGATURES: Readonly<Record<string, string>> = { "ß": "ss", "œ": "oe", "æ": "ae", "ø": "o", "ł": "l", "đ": "d" };

const foldedLetters = new Map<string, string>();

/** One lowercase non-ASCII letter without its accents ("é" is "e", a lone combining accent is ""). */
const foldLetter = (letter: string): string => {
  let folded = foldedLetters.get(letter);
  if (folded === undefined) {
    folded = letter
      .normalize("NFKD")
      .replace(/\p{M}+/gu, "")
      .toLowerCase()
      .replace(/[ßœæøłđ]/g, (ligature) => LIGATURES[ligature]!);
    foldedLetters.set(letter, folded);
  }
  return folded;
};

/**
 * A text as searches compare it: lowercase, without accents or ligatures ("Tétine" and "TETINE"
 * both read "tetine"), so a keyboard without accents finds what the catalogue spells with them.
 * Compatibility forms are unfolded too ("ﬁ" is "fi"). WHY letter by letter, remembered: it is
 * about three times cheaper than normalising whole texts when a catalogue of 100,000 products
 * is indexed, and ASCII (most part numbers, many names) is only lowercased.
 */
export const foldForSearch = (text: string): string => text.toLowerCase().replace(/[^\u0000-\u007f]/gu, foldLetter);

/**
 * The folded text a keyword is searched in (see `foldForSearch`): SKU name, description, ctn,
 * SKU, part_no and part_skey. Computed once per product object and kept in a WeakMap, so it is
 * dropped with the product and recomputed only for the products a list update replaces.
 */
export const searchTextOf = (product: ShopProduct): string => {
  let text = searchTexts.get(product);
  if (text === undefined) {
    text = foldForSearch([product.SKUName, product.SKUDescription, product.ctn, product.SKU, product.part_no, product.part_skey].join(FIELD_SEPARATOR));
    searchTexts.set(product, text);
  }
  return text;
};

/**
 * The keyword as it is searched: folded like the products' texts, trimmed, control characters
 * removed. Inner spaces are kept: "breast pump" looks for that phrase, as a shop's search box does.
 */
export const normaliseKeyword = (keyword: string): string =>
  // eslint-disable-next-line no-control-regex
  foldForSearch(keyword.replace(/[\u0000-\u001f]/g, "").trim());

/** True when one of the searched fields contains the keyword, ignoring case and accents. An empty keyword matches all. */
export const matchesKeyword = (product: ShopProduct, keyword: string): boolean => {
  const needle = normaliseKeyword(keyword);
  return needle === "" || searchTextOf(product).includes(needle);
};

/** The products matching the keyword, in their given order. */
export const searchProducts = (products: readonly ShopProduct[], keyword: string): ShopProduct[] => {
  const needle = normaliseKeyword(keyword);
  return needle === "" ? [...products] : products.filter((p) => searchTextOf(p).includes(needle));
};
