/**
 * The path part of a location: no query string or hash, always starting with `/`, without a
 * trailing slash (except the root itself), so `/faq/`, `/faq` and `faq?x=1` are one page.
 */
export const normalisePath = (location: string): string => {
  const path = location.split(/[?#]/, 1)[0] ?? "";
  const segments = pathSegments(path);
  return segments.length === 0 ? "/" : `/${segments.join("/")}`;
};

/** The non-empty segments of a path, still URL-encoded (`/c-p/a/b/` gives `c-p`, `a`, `b`). */
export const pathSegments = (location: string): string[] =>
  (location.split(/[?#]/, 1)[0] ?? "").split("/").filter((segment) => segment !== "");

/** Decodes one URL segment; a malformed escape is kept as written rather than throwing. */
export const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};
