import { Result } from "effect";
import { parsingError, validationError, type ContentFailure } from "./failures.ts";
import { linkRoutesProblem, parseLinkRoutes, type LinkRoute } from "./link-resolver.ts";
import { predicateProblem } from "./matching.ts";
import { OrderingsSyntaxError, parseOrderings, type Ordering } from "./orderings.ts";
import { parsePredicates, PredicateSyntaxError, type Predicate } from "./predicates.ts";

/*
 * The parameters of `documents/search` (SPEC 7), read and checked. Read here: ref, q (may
 * repeat; all are ANDed), orderings, page, pageSize, lang, routes. Accepted and ignored:
 * brokenRoute (no document links to resolve), integrationFieldsRef (no integration fields),
 * fetch, fetchLinks, graphQuery, access_token (checked before, by the route).
 */

/** The largest page the mirrored API serves (core's `CONTENT_PAGE_SIZE`). */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
/** Without `lang`, the repository's main language, as the mirrored API does. */
export const DEFAULT_CONTENT_LANG = "fr-fr";

export interface SearchRequest {
  readonly ref: string;
  readonly predicates: ReadonlyArray<Predicate>;
  readonly orderings: ReadonlyArray<Ordering>;
  readonly page: number;
  readonly pageSize: number;
  /** A language code in lower case, or `*` for every language. */
  readonly lang: string;
  readonly linkRoutes: ReadonlyArray<LinkRoute>;
}

const positiveInteger = (name: string, text: string | null, fallback: number, max?: number): Result.Result<number, ContentFailure> => {
  if (text === null || text.trim() === "") return Result.succeed(fallback);
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || (max !== undefined && value > max)) {
    const range = max === undefined ? "a whole number of at least 1" : `a whole number from 1 to ${max}`;
    return Result.fail(validationError(`${name} must be ${range}, got ${JSON.stringify(text)}`));
  }
  return Result.succeed(value);
};

const LANGUAGE_CODE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/;

const readLang = (text: string | null): Result.Result<string, ContentFailure> => {
  if (text === null || text.trim() === "") return Result.succeed(DEFAULT_CONTENT_LANG);
  const lang = text.trim().toLowerCase();
  if (lang === "*" || LANGUAGE_CODE.test(lang)) return Result.succeed(lang);
  return Result.fail(validationError(`lang must be a language code such as fr-fr, or *, got ${JSON.stringify(text)}`));
};

const readPredicates = (texts: ReadonlyArray<string>): Result.Result<ReadonlyArray<Predicate>, ContentFailure> => {
  const predicates: Array<Predicate> = [];
  for (const text of texts) {
    if (text.trim() === "") continue;
    try {
      predicates.push(...parsePredicates(text));
    } catch (error) {
      if (error instanceof PredicateSyntaxError) return Result.fail(parsingError(`invalid q ${JSON.stringify(text)}: ${error.message}`, error.position));
      throw error;
    }
  }
  for (const predicate of predicates) {
    const problem = predicateProblem(predicate);
    if (problem !== undefined) return Result.fail(parsingError(`invalid q: ${problem}`));
  }
  return Result.succeed(predicates);
};

const readOrderings = (text: string | null): Result.Result<ReadonlyArray<Ordering>, ContentFailure> => {
  if (text === null || text.trim() === "") return Result.succeed([]);
  try {
    return Result.succeed(parseOrderings(text));
  } catch (error) {
    if (error instanceof OrderingsSyntaxError) return Result.fail(parsingError(`invalid orderings: ${error.message}`));
    throw error;
  }
};

const readLinkRoutes = (text: string | null): Result.Result<ReadonlyArray<LinkRoute>, ContentFailure> => {
  if (text === null || text.trim() === "") return Result.succeed([]);
  const routes = parseLinkRoutes(text);
  return routes === undefined ? Result.fail(validationError(linkRoutesProblem(text))) : Result.succeed(routes);
};

/** Reads a search's parameters; the first problem found is the refusal. */
export const readSearchRequest = (params: URLSearchParams): Result.Result<SearchRequest, ContentFailure> =>
  Result.gen(function* () {
    const ref = params.get("ref");
    if (ref === null || ref.trim() === "") {
      return yield* Result.fail(validationError("ref is required: read the master ref from the repository root"));
    }
    return {
      ref,
      predicates: yield* readPredicates(params.getAll("q")),
      orderings: yield* readOrderings(params.get("orderings")),
      page: yield* positiveInteger("page", params.get("page"), 1),
      pageSize: yield* positiveInteger("pageSize", params.get("pageSize"), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
      lang: yield* readLang(params.get("lang")),
      linkRoutes: yield* readLinkRoutes(params.get("routes")),
    };
  });
