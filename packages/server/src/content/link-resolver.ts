import type { StoredContentDocument } from "./document.ts";

/*
 * The `routes` parameter: how a document type maps to a path on the site, e.g.
 * `[{"type":"faq","path":"/:lang/faq/:uid"}]`, which fills each document's `url`. Supported
 * placeholders: `:uid`, `:lang`, `:id`, `:type`, optional with `?`. `resolvers` (paths through
 * linked documents) are accepted but no document here links another, so a route naming any
 * other placeholder leaves `url` null, as the mirrored API does for what it cannot resolve.
 */

export interface LinkRoute {
  readonly type: string;
  readonly path: string;
}

const isLinkRoute = (value: unknown): value is LinkRoute => {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record["type"] === "string" && typeof record["path"] === "string" && record["path"].startsWith("/");
};

/** The routes, or undefined when the text is not a JSON list of `{ type, path }` with absolute paths. */
export const parseLinkRoutes = (text: string): ReadonlyArray<LinkRoute> | undefined => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || !value.every(isLinkRoute)) return undefined;
  return value.map(({ type, path }) => ({ type, path }));
};

export const linkRoutesProblem = (text: string): string =>
  `routes must be a JSON list of { "type", "path" } with paths starting with "/", got ${JSON.stringify(text.slice(0, 200))}`;

/** The document's site path under the first route of its type, or null. */
export const resolveDocumentUrl = (document: StoredContentDocument, routes: ReadonlyArray<LinkRoute>): string | null => {
  const route = routes.find((candidate) => candidate.type === document.type);
  if (route === undefined) return null;
  const values: Readonly<Record<string, string>> = { uid: document.uid, lang: document.lang, id: document.id, type: document.type };
  let unresolved = false;
  const path = route.path.replace(/\/:([A-Za-z_]\w*)(\?)?/g, (_segment, name: string, optional: string | undefined) => {
    const value = values[name];
    if (value !== undefined && value !== "") return `/${encodeURIComponent(value)}`;
    if (optional === undefined) unresolved = true;
    return "";
  });
  return unresolved ? null : path === "" ? "/" : path;
};
