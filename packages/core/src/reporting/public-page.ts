/*
 * A location's public occupancy page (issue 36): its address, the slug in it, and the origins
 * allowed to embed it. Dependency-free on purpose: the public page's own small bundle imports
 * this file alone (`@proshop/core/public-page`), never core's index.
 */

/** Where a public page lives: `/reporting/public/{slug}`; its JSON is `/reporting/api/public/{slug}`. */
export const PUBLIC_PAGE_PREFIX = "/reporting/public/";
export const PUBLIC_API_PREFIX = "/reporting/api/public/";

/** Longest slug: a name part of at most 40 characters, a dash and the random part. */
export const MAX_PUBLIC_SLUG_LENGTH = 60;
/** Random characters after the name: 36^10 (about 3.6 * 10^15) slugs per name, so none is guessed. */
export const PUBLIC_SLUG_RANDOM_LENGTH = 10;
const SLUG_NAME_LENGTH = 40;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True for a slug as the server makes them: lower-case letters and digits in dash-separated words. */
export const isPublicSlug = (text: string): boolean => text.length <= MAX_PUBLIC_SLUG_LENGTH && SLUG.test(text);

/**
 * The readable part of a slug: the name without accents, lower case, words joined by dashes, at
 * most 40 characters (cut at a word), `location` when nothing is left ("Médiathèque Part-Dieu"
 * → `mediatheque-part-dieu`).
 */
export const publicSlugName = (name: string): string => {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
  let slug = "";
  for (const word of words) {
    const next = slug === "" ? word : `${slug}-${word}`;
    if (next.length > SLUG_NAME_LENGTH) break;
    slug = next;
  }
  // A single word longer than the limit is cut rather than lost.
  if (slug === "" && words[0] !== undefined) slug = words[0].slice(0, SLUG_NAME_LENGTH);
  return slug === "" ? "location" : slug;
};

/** A new slug of `name` with `random` (PUBLIC_SLUG_RANDOM_LENGTH characters of [a-z0-9]) after it. */
export const publicSlugOf = (name: string, random: string): string => `${publicSlugName(name)}-${random}`;

/** The page's path of a slug. */
export const publicPagePath = (slug: string): string => `${PUBLIC_PAGE_PREFIX}${encodeURIComponent(slug)}`;

/** The slug a path names (`/reporting/public/{slug}`, an optional trailing slash), or null. */
export const publicSlugOfPath = (pathname: string): string | null => {
  if (!pathname.startsWith(PUBLIC_PAGE_PREFIX)) return null;
  const rest = pathname.slice(PUBLIC_PAGE_PREFIX.length).replace(/\/$/, "");
  return rest === "" || rest.includes("/") ? null : rest;
};

// --- Embedding ----------------------------------------------------------------------------

/** At most this many origins may embed a location's page. */
export const MAX_EMBED_ORIGINS = 10;
const MAX_ORIGIN_LENGTH = 200;
const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
/** `http(s)://host[:port]`: no path, query, user, wildcard or space, so it can go into a CSP as it is. */
const ORIGIN = new RegExp(`^https?://${LABEL}(?:\\.${LABEL})*(?::(\\d{1,5}))?$`);

/** The message ids of the embedding rules (core's `publicSettings.field.*`). */
export const EMBED_ORIGIN_MESSAGES = {
  origin: "publicSettings.field.embed_origin",
  tooMany: "publicSettings.field.embed_origins_too_many",
} as const;
export type EmbedOriginMessage = (typeof EMBED_ORIGIN_MESSAGES)[keyof typeof EMBED_ORIGIN_MESSAGES];

/** One origin as it is kept: trimmed, lower case, without a trailing slash. */
export const normalizedOrigin = (origin: string): string => origin.trim().toLowerCase().replace(/\/$/, "");

/** True for `http(s)://host[:port]` (normalised first). */
export const isEmbedOrigin = (origin: string): boolean => {
  const normal = normalizedOrigin(origin);
  const match = normal.length <= MAX_ORIGIN_LENGTH ? ORIGIN.exec(normal) : null;
  return match !== null && (match[1] === undefined || (Number(match[1]) >= 1 && Number(match[1]) <= 65_535));
};

/** The origins as they are kept: normalised, each once, in the order given. */
export const normalizedEmbedOrigins = (origins: ReadonlyArray<string>): ReadonlyArray<string> => [
  ...new Set(origins.map(normalizedOrigin).filter((origin) => origin !== "")),
];

/** The first problem of a list of embedding origins (a message id and its words' values), or null. */
export const embedOriginsProblem = (
  origins: ReadonlyArray<string>,
): { readonly id: EmbedOriginMessage; readonly params: { readonly origin?: string; readonly max?: number } } | null => {
  const normal = normalizedEmbedOrigins(origins);
  const wrong = normal.find((origin) => !isEmbedOrigin(origin));
  if (wrong !== undefined) return { id: EMBED_ORIGIN_MESSAGES.origin, params: { origin: wrong.slice(0, 80) } };
  if (normal.length > MAX_EMBED_ORIGINS) return { id: EMBED_ORIGIN_MESSAGES.tooMany, params: { max: MAX_EMBED_ORIGINS } };
  return null;
};

/** The origins a form field's text lists: one per line (commas and spaces separate too). */
export const embedOriginsOfText = (text: string): ReadonlyArray<string> => text.split(/[\s,]+/).filter((origin) => origin !== "");

/** The CSP directive of a page embeddable by `origins`: `frame-ancestors 'none'` when there are none. */
export const frameAncestorsOf = (origins: ReadonlyArray<string>): string => {
  const allowed = normalizedEmbedOrigins(origins).filter(isEmbedOrigin);
  return `frame-ancestors ${allowed.length === 0 ? "'none'" : allowed.join(" ")}`;
};
