import { eq } from "drizzle-orm";
import { Effect } from "effect";
import { HttpRouter, HttpServerResponse } from "effect/http";
import { translator } from "@proshop/core";
import { Db } from "./db/client.ts";
import { hostnames } from "./db/schema.ts";
import { hostnameOf } from "./links.ts";
import { BROWSER_HEADERS } from "./web-security.ts";

/*
 * GET /manifest.webmanifest (issue 37): the installable app's web app manifest, in the language
 * of the market whose hostname the browser asked (its first locale; English for an unknown host).
 * Answered here rather than as a file of the build because the build is one for every market.
 */

/** The shop's blue (the favicon's and the icons'). */
const THEME_COLOR = "#1565c0";

const ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
  { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

/** The manifest for a market of `locale` (`fr_FR`, `nl_BE`...). */
const webManifestFor = (locale: string) => {
  const t = translator(locale);
  return {
    id: "/",
    name: t("web.app.name"),
    short_name: t("web.app.name"),
    description: t("web.app.install_description"),
    lang: locale.replace("_", "-"),
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: "#ffffff",
    icons: ICONS,
  };
};

export const WebManifestRoute = HttpRouter.use((router) =>
  Effect.gen(function* () {
    const db = yield* Db;
    yield* router.add("GET", "/manifest.webmanifest", (request) =>
      Effect.gen(function* () {
        const hostname = hostnameOf(request.headers["x-forwarded-host"]?.split(",")[0] ?? request.headers["host"] ?? "");
        const [known] = yield* Effect.promise(() =>
          db.select({ locales: hostnames.locales }).from(hostnames).where(eq(hostnames.hostname, hostname)).limit(1),
        );
        return HttpServerResponse.jsonUnsafe(webManifestFor(known?.locales[0] ?? "en"), {
          headers: { ...BROWSER_HEADERS, "cache-control": "no-cache" },
          contentType: "application/manifest+json; charset=utf-8",
        });
      }),
    );
  }),
);
