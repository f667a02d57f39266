/*
 * A patient's scan id as the duplicate-scan rule compares it (issue 32 item 13). A practice may
 * deliver one kit per scan; without this, "SCAN-\u200bx" (a zero-width space), "SCAN‐x" (U+2010
 * HYPHEN) or full-width letters passed as another scan. The key is what the eye reads:
 * compatibility forms folded (NFKC: full-width, ligatures), invisible characters removed
 * (format characters and the other default-ignorable ones: zero-width spaces and joiners, soft
 * hyphen, BOM, variation selectors, Hangul fillers), every dash and the minus sign written "-",
 * runs of spaces one space, no space at either end, case ignored.
 */

const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
const DASHES = /[\p{Pd}\u2212]/gu;
const SPACES = /\s+/gu;

const foldOnce = (text: string): string =>
  text.normalize("NFKC").replace(INVISIBLE, "").replace(DASHES, "-").replace(SPACES, " ").trim().toLowerCase();

/**
 * The key two scan ids share when they read the same. Folded again until nothing changes: a
 * removed character can bring a letter and its accent together, which NFKC then composes.
 */
export const scanIdKey = (scanId: string): string => {
  let key = foldOnce(scanId);
  for (let again = foldOnce(key); again !== key; again = foldOnce(key)) key = again;
  return key;
};

/** True when the scan id has something to read: not only spaces and invisible characters. */
export const hasVisibleScanId = (scanId: string): boolean => scanIdKey(scanId) !== "";
