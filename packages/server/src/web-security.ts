import { createHash } from "node:crypto";
import { frameAncestorsOf } from "@proshop/core";

/*
 * Browser protections of the web app's HTML answers (issue 11 item 10). The one inline script
 * of index.html (the theme set before first paint) is allowed by its sha256 hash, computed from
 * the file as served, so no script runs that the build did not write: no `unsafe-inline`.
 */

/** Every answer of the web app (and the pages the server renders itself). */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  // Other sites learn the origin only, never a path with an order number or a reset token.
  "referrer-policy": "strict-origin-when-cross-origin",
  // Nothing the shop uses; a script that got in could not ask for them either.
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), hid=(), interest-cohort=()",
};

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** `'sha256-...'` of each inline script of `html` (a script with `src` is covered by 'self'). */
export const inlineScriptHashes = (html: string): ReadonlyArray<string> =>
  [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ""))
    .map(([, , body]) => `'sha256-${createHash("sha256").update(body ?? "", "utf8").digest("base64")}'`);

/**
 * The web app's Content-Security-Policy for an HTML page. Styles may be inline (React style
 * props and the CSS build need no more, the HTML from the database may carry style
 * attributes); scripts only from the origin or by hash; the app may not be framed, except a
 * public occupancy page by the origins its location lists (`embedOrigins`, issue 36).
 */
export const webAppPolicy = (html: string, embedOrigins: ReadonlyArray<string> = []): string =>
  [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    frameAncestorsOf(embedOrigins),
  ].join("; ");

/** The headers of one HTML page of the web app (`embedOrigins`: who may frame it, nobody by default). */
export const htmlPageHeaders = (html: string, embedOrigins: ReadonlyArray<string> = []): Record<string, string> => ({
  ...BROWSER_HEADERS,
  "content-security-policy": webAppPolicy(html, embedOrigins),
});
