import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  embedOriginsOfText,
  embedOriginsProblem,
  frameAncestorsOf,
  isEmbedOrigin,
  isPublicSlug,
  MAX_EMBED_ORIGINS,
  normalizedEmbedOrigins,
  publicPagePath,
  publicSlugName,
  publicSlugOf,
  publicSlugOfPath,
} from "../public-page.ts";
import { propertySeed } from "./seed.ts";

const seed = propertySeed("reporting public page");

describe("public-page", () => {
  it("makes a readable slug of a name, without accents, cut at a word", () => {
    expect(publicSlugName("Médiathèque Part-Dieu")).toBe("mediatheque-part-dieu");
    expect(publicSlugName("Bibliotheek Utrecht-Oost: Centrale hal (1e verdieping)")).toBe("bibliotheek-utrecht-oost-centrale-hal-1e");
    expect(publicSlugName("  ¡¿ !!")).toBe("location");
    expect(publicSlugName("a".repeat(90))).toBe("a".repeat(40));
    expect(publicSlugOf("Centrale", "k3x9q2mw0a")).toBe("centrale-k3x9q2mw0a");
  });

  it("gives a valid slug for any name (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.stringMatching(/^[a-z0-9]{10}$/), (name, random) => {
        const slug = publicSlugOf(name, random);
        expect(isPublicSlug(slug)).toBe(true);
        expect(slug.endsWith(`-${random}`)).toBe(true);
      }),
      { seed },
    );
  });

  it("refuses slugs the server never makes", () => {
    for (const bad of ["", "-a", "a-", "a--b", "A", "a b", "a/b", "a\u0000b", "é", "a".repeat(61)]) expect(isPublicSlug(bad), bad).toBe(false);
  });

  it("reads the slug of a page's path", () => {
    expect(publicSlugOfPath(publicPagePath("centrale-k3x9q2mw0a"))).toBe("centrale-k3x9q2mw0a");
    expect(publicSlugOfPath("/reporting/public/centrale-k3x9q2mw0a/")).toBe("centrale-k3x9q2mw0a");
    expect(publicSlugOfPath("/reporting/public/")).toBeNull();
    expect(publicSlugOfPath("/reporting/public/a/b")).toBeNull();
    expect(publicSlugOfPath("/reporting/locations")).toBeNull();
  });

  it("accepts origins with a scheme, a host and a port only", () => {
    for (const good of ["https://www.library.example", "http://localhost:5173", "HTTPS://Library.Example/", "https://10.0.0.1:8443"]) {
      expect(isEmbedOrigin(good), good).toBe(true);
    }
    for (const bad of [
      "www.library.example",
      "https://library.example/page",
      "https://library.example?x=1",
      "https://*.library.example",
      "https://user@library.example",
      "ftp://library.example",
      "https://library.example:0",
      "https://library.example:70000",
      "https://library.example; script-src *",
      "https://library.example 'unsafe-inline'",
      "'self'",
      "*",
      `https://${"a".repeat(200)}.example`,
    ]) {
      expect(isEmbedOrigin(bad), bad).toBe(false);
    }
  });

  it("keeps each origin once, normalised, and says what is wrong first", () => {
    expect(normalizedEmbedOrigins([" https://A.example/ ", "https://a.example", ""])).toEqual(["https://a.example"]);
    expect(embedOriginsProblem(["https://a.example", "https://a.example/x"])).toEqual({
      id: "publicSettings.field.embed_origin",
      params: { origin: "https://a.example/x" },
    });
    const many = Array.from({ length: MAX_EMBED_ORIGINS + 1 }, (_, index) => `https://s${index}.example`);
    expect(embedOriginsProblem(many)).toEqual({ id: "publicSettings.field.embed_origins_too_many", params: { max: MAX_EMBED_ORIGINS } });
    expect(embedOriginsProblem(many.slice(1))).toBeNull();
    expect(embedOriginsOfText("https://a.example\n https://b.example, https://c.example\n\n")).toEqual(["https://a.example", "https://b.example", "https://c.example"]);
  });

  it("writes frame-ancestors from valid origins only: 'none' when none, never a CSP separator (property)", () => {
    expect(frameAncestorsOf([])).toBe("frame-ancestors 'none'");
    expect(frameAncestorsOf(["https://a.example", "http://b.example:8080"])).toBe("frame-ancestors https://a.example http://b.example:8080");
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.webUrl(), fc.string(), fc.webUrl().map((url) => new URL(url).origin)), { maxLength: 12 }), (origins) => {
        const directive = frameAncestorsOf(origins);
        const sources = directive.slice("frame-ancestors ".length).split(" ");
        expect(directive).not.toMatch(/[;,"\n\r]/);
        for (const source of sources) expect(source === "'none'" || isEmbedOrigin(source), source).toBe(true);
      }),
      { seed },
    );
  });
});
