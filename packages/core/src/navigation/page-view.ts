import { decodeSegment, pathSegments } from "./path.ts";

/**
 * The label analytics records for a page view (SPEC 2), from the path alone:
 * - `/` (and an empty path) is `HOME`;
 * - under `/c-p`, SPEC counts "parts" as `path.split("/")`, where the leading slash gives an
 *   empty first part: `/c-p/{category}/{id}` has four parts and is a category page, labelled
 *   `CAT:{category}` (the category segment right after c-p); every other `/c-p/...` path with
 *   at least one segment after c-p is a product page, labelled `PRD:{ctn}` with the LAST
 *   segment, because that is the product in both `/c-p/{ctn}` and `/c-p/{category}/{id}/{ctn}`
 *   (using the category there would count every product of a category as one page);
 * - any other path is its segments joined by underscores (`/profile/my-account` gives
 *   `profile_my-account`, `/c-p` alone gives `c-p`).
 * Query string, hash and trailing slashes are ignored, and segments are URL-decoded, so a ctn
 * such as `SCF393/11` (sent as `SCF393%2F11`) is labelled as written on the box.
 */
export const pageViewLabel = (location: string): string => {
  const segments = pathSegments(location).map(decodeSegment);
  if (segments.length === 0) return "HOME";
  if (segments[0] === "c-p" && segments.length >= 2) {
    return segments.length === 3 ? `CAT:${segments[1]}` : `PRD:${segments[segments.length - 1]}`;
  }
  return segments.join("_");
};
