import { Cache, Clock, Context, Duration, Effect, Exit, Layer, Schema } from "effect";
import { FetchHttpClient, HttpClient, HttpClientRequest } from "effect/http";
import {
  ContentForbidden,
  ContentInvalidQuery,
  ContentInvalidResponse,
  ContentNoDocuments,
  ContentRateLimited,
  ContentRefNotFound,
  ContentRepositoryNotFound,
  ContentUnreachable,
  type ContentError,
} from "./content-errors.ts";
import { ContentRepository, ContentSearchPage, type ContentDocument, type ContentRef } from "./content-model.ts";
import {
  contentFilter,
  contentRepositoryUrl,
  contentSearchUrl,
  retryAfterMillis,
  type ContentQueryParams,
} from "./content-query.ts";

/** Successful answers are reused for this long (SPEC 9: content cache 5000 ms). */
export const CONTENT_CACHE_TTL = Duration.millis(5000);
/** `getAll*` reads pages of this size (the largest the API allows)... */
export const CONTENT_PAGE_SIZE = 100;
/** ...and pauses this long between pages, to stay under the repository's rate limit. */
export const CONTENT_PAGE_PAUSE = Duration.millis(500);
/**
 * How many times a 429 is waited out and retried before giving up. SPEC 8 says "waits and
 * retries" without a bound; a bound keeps a repository stuck at 429 from hanging a screen.
 */
export const CONTENT_MAX_RATE_LIMIT_RETRIES = 5;

/** Where the repository is and how to read it. */
export interface ContentClientOptions {
  /** Repository API root, e.g. `https://proshop.cdn.example-cms.io/api/v2`. */
  readonly endpoint: string;
  /** Token of a private repository; sent as `access_token` on every request. */
  readonly accessToken?: string;
  /** Parameters added to every search unless the call sets them (language, routes...). */
  readonly defaultParams?: Pick<ContentQueryParams, "lang" | "routes" | "brokenRoute">;
}

/** Search parameters a caller may set; the client fills in ref, token and defaults. */
export type ContentSearchParams = Omit<ContentQueryParams, "accessToken">;

/**
 * Read-only client of the content service (SPEC 7 and 8): repository refs, document search,
 * documents by id, uid, type and tag, and previews.
 */
export class ContentClient extends Context.Service<
  ContentClient,
  {
    /** The repository root: refs, forms, tags. */
    getRepository(): Effect.Effect<ContentRepository, ContentError>;
    /** The published version; `ContentRefNotFound` if the repository has none. */
    getMasterRef(): Effect.Effect<ContentRef, ContentError>;
    getRefByLabel(label: string): Effect.Effect<ContentRef, ContentError>;
    getRefById(id: string): Effect.Effect<ContentRef, ContentError>;
    /** One page of `documents/search`. */
    search(params?: ContentSearchParams): Effect.Effect<ContentSearchPage, ContentError>;
    /** The first document of a search; `ContentNoDocuments` when there is none. */
    getFirst(params?: ContentSearchParams): Effect.Effect<ContentDocument, ContentError>;
    /** Every document of a search, read in pages of 100 with a 500 ms pause between pages. */
    getAll(params?: ContentSearchParams): Effect.Effect<ReadonlyArray<ContentDocument>, ContentError>;
    getByID(id: string, params?: ContentSearchParams): Effect.Effect<ContentDocument, ContentError>;
    getByUID(type: string, uid: string, params?: ContentSearchParams): Effect.Effect<ContentDocument, ContentError>;
    getAllByType(type: string, params?: ContentSearchParams): Effect.Effect<ReadonlyArray<ContentDocument>, ContentError>;
    getAllByTag(tag: string, params?: ContentSearchParams): Effect.Effect<ReadonlyArray<ContentDocument>, ContentError>;
    /**
     * The draft of a document an editor is previewing: the document `documentId` read at the
     * preview `token` (which is a ref), in whatever language it is written.
     */
    preview(request: { readonly documentId: string; readonly token: string }): Effect.Effect<ContentDocument, ContentError>;
  }
>()("@proshop/core/services/ContentClient") {
  /** The client over whatever `HttpClient` is provided (tests give a fake one). */
  static readonly layerWithoutHttp = (options: ContentClientOptions): Layer.Layer<ContentClient, never, HttpClient.HttpClient> =>
    Layer.effect(ContentClient)(makeContentClient(options));

  /** Production: over `fetch`, which both the browser and Node 24 have. */
  static readonly layer = (options: ContentClientOptions): Layer.Layer<ContentClient> =>
    ContentClient.layerWithoutHttp(options).pipe(Layer.provide(FetchHttpClient.layer));
}

const makeContentClient = Effect.fnUntraced(function* (options: ContentClientOptions) {
  const http = yield* HttpClient.HttpClient;

  /** GET a URL and return its JSON, mapping statuses to the errors of SPEC 8. */
  const fetchJson = (url: string): Effect.Effect<unknown, ContentError> =>
    Effect.gen(function* () {
      for (let retries = 0; ; retries++) {
        const response = yield* http
          .execute(HttpClientRequest.get(url).pipe(HttpClientRequest.acceptJson))
          .pipe(Effect.mapError(() => new ContentUnreachable({ url })));
        if (response.status === 429) {
          if (retries >= CONTENT_MAX_RATE_LIMIT_RETRIES) return yield* new ContentRateLimited({ url, attempts: retries + 1 });
          const now = yield* Clock.currentTimeMillis;
          yield* Effect.sleep(Duration.millis(retryAfterMillis(response.headers["retry-after"], now)));
          continue;
        }
        const text = yield* response.text.pipe(Effect.orElseSucceed(() => ""));
        const json = parseJson(text);
        const status = response.status;
        if (status >= 200 && status < 300) {
          if (json === undefined) return yield* new ContentInvalidResponse({ url, status });
          return json.value;
        }
        const detail = json === undefined ? undefined : explanationOf(json.value);
        switch (status) {
          case 400:
            return yield* new ContentInvalidQuery({ url, detail });
          case 401:
          case 403:
            return yield* new ContentForbidden({ url, status, detail });
          case 404:
            if (json === undefined) return yield* new ContentRepositoryNotFound({ url });
            return yield* new ContentInvalidResponse({ url, status });
          default:
            return yield* new ContentInvalidResponse({ url, status });
        }
      }
    });

  // Only successes are kept; a failure is asked again next time (TTL 0).
  const cache = yield* Cache.makeWith(fetchJson, {
    capacity: 200,
    timeToLive: (exit) => (Exit.isSuccess(exit) ? CONTENT_CACHE_TTL : Duration.zero),
  });

  const getDecoded = <A, I>(url: string, schema: Schema.Codec<A, I>): Effect.Effect<A, ContentError> =>
    Cache.get(cache, url).pipe(
      Effect.flatMap((json) =>
        Schema.decodeUnknownEffect(schema)(json).pipe(
          Effect.mapError(() => new ContentInvalidResponse({ url, status: 200 })),
        ),
      ),
    );

  const getRepository = Effect.fn("ContentClient.getRepository")(() =>
    getDecoded(contentRepositoryUrl(options.endpoint, options.accessToken), ContentRepository),
  );

  const findRef = (wanted: string, predicate: (ref: ContentRef) => boolean) =>
    getRepository().pipe(
      Effect.flatMap((repository) => {
        const found = repository.refs.find(predicate);
        return found === undefined ? Effect.fail(new ContentRefNotFound({ wanted })) : Effect.succeed(found);
      }),
    );

  const getMasterRef = Effect.fn("ContentClient.getMasterRef")(() => findRef("master", (ref) => ref.isMasterRef));
  const getRefByLabel = Effect.fn("ContentClient.getRefByLabel")((label: string) =>
    findRef(label, (ref) => ref.label === label),
  );
  const getRefById = Effect.fn("ContentClient.getRefById")((id: string) => findRef(id, (ref) => ref.id === id));

  /** Fills in what the caller left out: the master ref, integration fields, defaults and the token. */
  const resolveParams = Effect.fnUntraced(function* (params: ContentSearchParams) {
    let ref = params.ref;
    let integrationFieldsRef = params.integrationFieldsRef;
    if (ref === undefined) {
      const repository = yield* getRepository();
      const master = repository.refs.find((candidate) => candidate.isMasterRef);
      if (master === undefined) return yield* new ContentRefNotFound({ wanted: "master" });
      ref = master.ref;
      integrationFieldsRef ??= repository.integrationFieldsRef ?? undefined;
    }
    return { ...options.defaultParams, ...params, ref, integrationFieldsRef, accessToken: options.accessToken };
  });

  const search = Effect.fn("ContentClient.search")(function* (params: ContentSearchParams = {}) {
    const resolved = yield* resolveParams(params);
    return yield* getDecoded(contentSearchUrl(options.endpoint, resolved), ContentSearchPage);
  });

  const getFirst = Effect.fn("ContentClient.getFirst")(function* (params: ContentSearchParams = {}) {
    const resolved = yield* resolveParams(params);
    const page = yield* search({ ...resolved, pageSize: 1 });
    const first = page.results[0];
    if (first === undefined) return yield* new ContentNoDocuments({ url: contentSearchUrl(options.endpoint, resolved) });
    return first;
  });

  const getAll = Effect.fn("ContentClient.getAll")(function* (params: ContentSearchParams = {}) {
    // Resolve the ref once: every page must come from the same version of the content.
    const resolved = yield* resolveParams(params);
    const documents: Array<ContentDocument> = [];
    for (let page = 1; ; page++) {
      const result = yield* search({ ...resolved, pageSize: CONTENT_PAGE_SIZE, page });
      documents.push(...result.results);
      if (result.next_page === null || page >= result.total_pages) return documents;
      yield* Effect.sleep(CONTENT_PAGE_PAUSE);
    }
  });

  const withFilter = (params: ContentSearchParams, ...filters: ReadonlyArray<string>): ContentSearchParams => ({
    ...params,
    filters: [...filters, ...(params.filters ?? [])],
  });

  const getByID = Effect.fn("ContentClient.getByID")((id: string, params: ContentSearchParams = {}) =>
    getFirst(withFilter(params, contentFilter.at("document.id", id))),
  );
  const getByUID = Effect.fn("ContentClient.getByUID")((type: string, uid: string, params: ContentSearchParams = {}) =>
    getFirst(withFilter(params, contentFilter.at("document.type", type), contentFilter.at(`my.${type}.uid`, uid))),
  );
  const getAllByType = Effect.fn("ContentClient.getAllByType")((type: string, params: ContentSearchParams = {}) =>
    getAll(withFilter(params, contentFilter.at("document.type", type))),
  );
  const getAllByTag = Effect.fn("ContentClient.getAllByTag")((tag: string, params: ContentSearchParams = {}) =>
    getAll(withFilter(params, contentFilter.any("document.tags", [tag]))),
  );
  const preview = Effect.fn("ContentClient.preview")((request: { readonly documentId: string; readonly token: string }) =>
    getByID(request.documentId, { ref: request.token, lang: "*" }),
  );

  return ContentClient.of({
    getRepository,
    getMasterRef,
    getRefByLabel,
    getRefById,
    search,
    getFirst,
    getAll,
    getByID,
    getByUID,
    getAllByType,
    getAllByTag,
    preview,
  });
});

const parseJson = (text: string): { readonly value: unknown } | undefined => {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
};

/** The repository's explanation in an error body (`message` or `error`), when it gave one. */
const explanationOf = (body: unknown): string | undefined => {
  if (typeof body !== "object" || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const text = record["message"] ?? record["error"];
  return typeof text === "string" ? text : undefined;
};
