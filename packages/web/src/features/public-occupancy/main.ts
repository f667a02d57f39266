import { PUBLIC_API_PREFIX, publicSlugOfPath } from "@proshop/core/public-page";
import type { PublicOccupancy } from "@proshop/core";
// Its styles come inside the script (set as a <style> below): one file to name in occupancy.html.
import styles from "./public-occupancy.css?inline";
import { contentOf, languageSwitcher, titleOf, type PageState } from "./view.ts";
import { LOCALE_NAMES, loadWords, PUBLIC_LOCALES, readStoredLocale, startingLocale, storeLocale, type PublicLocale, type Words } from "./words.ts";

/*
 * The public occupancy page (issue 36), /reporting/public/{slug}: its own entry (occupancy.html),
 * so it loads neither the shop nor the reporting area. It reads the public JSON call and reads it
 * again every REFRESH_MS while the tab is visible (the server keeps each answer 5 s), so a wall
 * screen follows the day; a location made private shows "not found" at the next read.
 */

/** Between two reads: "every few seconds", and a wall of screens behind one address stays under the per-address limit. */
const REFRESH_MS = 10_000;

const root = document.getElementById("root");
if (root === null) throw new Error("occupancy.html has no #root element");
const style = document.createElement("style");
style.textContent = styles;
document.head.append(style);
const slug = publicSlugOfPath(window.location.pathname);

let locale: PublicLocale = startingLocale(window.location.search, navigator.languages ?? [navigator.language], readStoredLocale());
let words: Words = (id) => id;
let state: PageState = { kind: "loading" };
const content = document.createElement("div");
content.className = "po-content";
const top = document.createElement("div");
top.className = "po-top";
root.replaceChildren(top, content);

const render = () => {
  document.documentElement.lang = locale;
  document.title = titleOf(state, words);
  top.replaceChildren(
    languageSwitcher(words, locale, LOCALE_NAMES, (chosen) => {
      const next = PUBLIC_LOCALES.find((candidate) => candidate === chosen);
      if (next === undefined) return;
      storeLocale(next);
      void useLocale(next);
    }),
  );
  content.replaceChildren(...contentOf(state, words));
  root.setAttribute("aria-busy", String(state.kind === "loading"));
};

const useLocale = async (next: PublicLocale) => {
  const loaded = await loadWords(next);
  locale = next;
  words = loaded;
  render();
  // The switcher was drawn again: keep the focus where the visitor left it.
  document.getElementById("po-language")?.focus();
};

/** The state after one read of the public call. */
const read = async (): Promise<PageState> => {
  if (slug === null) return { kind: "not_found" };
  try {
    const response = await fetch(`${PUBLIC_API_PREFIX}${encodeURIComponent(slug)}`, { headers: { accept: "application/json" } });
    if (response.status === 404) return { kind: "not_found" };
    if (response.status === 429) {
      const retryAfterSeconds = Number(response.headers.get("retry-after") ?? "60") || 60;
      return state.kind === "shown" ? { ...state, stale: true } : { kind: "too_many", retryAfterSeconds };
    }
    if (!response.ok) throw new Error(`status ${response.status}`);
    return { kind: "shown", occupancy: (await response.json()) as PublicOccupancy, stale: false };
  } catch {
    // Offline for a moment: the last figures stay, said to be perhaps out of date.
    return state.kind === "shown" ? { ...state, stale: true } : { kind: "unreachable" };
  }
};

let timer: ReturnType<typeof setTimeout> | undefined;
const refresh = async () => {
  clearTimeout(timer);
  state = await read();
  render();
  if (document.visibilityState === "visible") timer = setTimeout(() => void refresh(), REFRESH_MS);
};
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible") void refresh();
  else clearTimeout(timer);
});

void Promise.all([loadWords(locale), read()]).then(([loaded, first]) => {
  words = loaded;
  state = first;
  render();
  if (document.visibilityState === "visible") timer = setTimeout(() => void refresh(), REFRESH_MS);
});
