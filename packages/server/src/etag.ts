/** An entity tag without its weak marker: If-None-Match compares tags weakly (RFC 9110, 13.1.2). */
const opaque = (tag: string): string => tag.trim().replace(/^W\//, "");

/** True when the request's If-None-Match names this ETag or `*` (a 304 will do). */
export const matchesEtag = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch !== undefined && ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
