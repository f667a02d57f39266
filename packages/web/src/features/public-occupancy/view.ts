import type { PublicOccupancy } from "@proshop/core";
import type { Words } from "./words.ts";

/*
 * What the public page shows, drawn with the DOM alone (no React: the page is its own small
 * bundle, for phones, wall screens and libraries' iframes). Texts from the server are set as
 * text, never as HTML.
 */

export type PageState =
  | { readonly kind: "loading" }
  | { readonly kind: "shown"; readonly occupancy: PublicOccupancy; readonly stale: boolean }
  | { readonly kind: "not_found" }
  | { readonly kind: "too_many"; readonly retryAfterSeconds: number }
  | { readonly kind: "unreachable" };

type Child = Node | string | null;

const h = (tag: string, attributes: Readonly<Record<string, string>> = {}, ...children: ReadonlyArray<Child>): HTMLElement => {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) if (child !== null) element.append(child);
  return element;
};

/** `HH:MM` of a local ISO time (`2026-03-29T10:00:00+02:00` → `10:00`): the venue's own clock. */
export const clockOf = (localIso: string): string => localIso.slice(11, 16);

/** The hours worth drawing: the day without its closed hours before the first and after the last expected visitor. */
export const drawnHours = (expected: PublicOccupancy["expected"]): PublicOccupancy["expected"] => {
  const first = expected.findIndex((hour) => hour.percent > 0);
  if (first < 0) return [];
  const last = expected.findLastIndex((hour) => hour.percent > 0);
  return expected.slice(first, last + 1);
};

const percentLine = (t: Words, percent: number) => {
  // The number large, the words around it as the language puts them ("60 % de la capacité").
  const mark = "\u0001";
  const [before = "", after = ""] = t("publicPage.percent", { percent: mark }).split(mark);
  return h("p", { class: "po-percent" }, before, h("span", { class: "po-percent-number" }, String(percent)), after);
};

const nowSection = (t: Words, occupancy: PublicOccupancy) =>
  h(
    "section",
    { class: "po-now", "aria-labelledby": "po-now-title" },
    h("h2", { id: "po-now-title", class: "po-section-title" }, t("publicPage.now")),
    occupancy.percent === null ? null : percentLine(t, occupancy.percent),
    // Colour AND words (and a shape), for readers who do not tell the colours apart.
    h(
      "p",
      { class: `po-indicator po-indicator-${occupancy.indicator}`, "data-indicator": occupancy.indicator },
      h("span", { class: "po-indicator-mark", "aria-hidden": "true" }),
      t(`publicPage.indicator.${occupancy.indicator}`),
    ),
    h("p", { class: "po-updated" }, t("publicPage.updated", { time: clockOf(occupancy.at) })),
  );

const expectedSection = (t: Words, occupancy: PublicOccupancy) => {
  const hours = drawnHours(occupancy.expected);
  const summary = occupancy.summary === null ? null : t(`expectedOccupancy.summary.${occupancy.summary.kind}`, { time: occupancy.summary.time ?? "" });
  const top = Math.max(100, ...hours.map((hour) => hour.percent));
  const currentHour = occupancy.at.slice(0, 13);
  return h(
    "section",
    { class: "po-expected", "aria-labelledby": "po-expected-title" },
    h("h2", { id: "po-expected-title", class: "po-section-title" }, t("publicPage.expected.title")),
    // Only words the table has (an id coming back as itself is not shown).
    summary === null || summary.startsWith("expectedOccupancy.") ? null : h("p", { class: "po-summary" }, summary),
    hours.length === 0
      ? h("p", { class: "po-muted" }, t("publicPage.expected.none"))
      : h(
          "ol",
          { class: "po-bars", "aria-label": t("publicPage.expected.title") },
          ...hours.map((hour) => {
            const bar = h("span", { class: "po-bar", "aria-hidden": "true" });
            bar.style.height = `${Math.round((hour.percent / top) * 100)}%`;
            const now = hour.hour.slice(0, 13) === currentHour;
            return h(
              "li",
              { class: now ? "po-hour po-hour-now" : "po-hour", ...(now ? { "aria-current": "time" } : {}) },
              h("span", { class: "po-bar-track", "aria-hidden": "true" }, bar),
              h("span", { class: "po-hour-label", "aria-hidden": "true" }, clockOf(hour.hour).slice(0, 2)),
              h("span", { class: "po-visually-hidden" }, t("publicPage.expected.hour", { hour: clockOf(hour.hour), percent: hour.percent })),
            );
          }),
        ),
  );
};

const shown = (t: Words, occupancy: PublicOccupancy, stale: boolean): ReadonlyArray<Node> => {
  const picture = occupancy.image === null ? null : h("img", { class: "po-picture", src: occupancy.image, alt: "" });
  return [
    h("h1", { class: "po-name" }, occupancy.name),
    stale ? h("p", { class: "po-notice", role: "status" }, t("publicPage.stale")) : null,
    h("div", { class: "po-layout" }, picture ?? "", nowSection(t, occupancy), expectedSection(t, occupancy)),
  ].filter((node): node is HTMLElement => node !== null);
};

/** The page's content for a state, in the words `t`. */
export const contentOf = (state: PageState, t: Words): ReadonlyArray<Node> => {
  switch (state.kind) {
    case "loading":
      return [h("p", { class: "po-muted", role: "status" }, t("publicPage.loading"))];
    case "shown":
      return shown(t, state.occupancy, state.stale);
    case "not_found":
      return [h("h1", { class: "po-name" }, t("publicPage.not_found_title")), h("p", { class: "po-notice" }, t("publicPage.not_found"))];
    case "too_many":
      return [h("p", { class: "po-notice", role: "status" }, t("publicPage.too_many_requests", { retry_after_seconds: state.retryAfterSeconds }))];
    case "unreachable":
      return [h("p", { class: "po-notice", role: "status" }, t("publicPage.stale"))];
  }
};

/** The page's title for a state. */
export const titleOf = (state: PageState, t: Words): string =>
  state.kind === "shown" ? t("publicPage.page_title", { name: state.occupancy.name }) : state.kind === "not_found" ? t("publicPage.not_found_title") : t("publicPage.now");

/** The language switcher: a labelled select of the four languages, each named in its own. */
export const languageSwitcher = (t: Words, locale: string, names: Readonly<Record<string, string>>, onChange: (locale: string) => void): HTMLElement => {
  const select = h(
    "select",
    { id: "po-language", class: "po-language-select" },
    ...Object.entries(names).map(([value, name]) => {
      const option = h("option", { value, lang: value }, name) as HTMLOptionElement;
      option.selected = value === locale;
      return option;
    }),
  ) as HTMLSelectElement;
  select.addEventListener("change", () => onChange(select.value));
  return h("div", { class: "po-language" }, h("label", { for: "po-language" }, t("publicPage.language")), select);
};
