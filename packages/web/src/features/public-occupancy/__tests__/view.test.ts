import type { PublicOccupancy } from "@proshop/core";
import { describe, expect, it } from "vitest";
import { clockOf, contentOf, drawnHours } from "../view.ts";
import { loadWords, startingLocale, wordsOf } from "../words.ts";

const hour = (at: string, percent: number) => ({ hour: `2026-03-29T${at}:00+02:00`, percent });

const occupancy: PublicOccupancy = {
  name: "Bibliotheek <Centrale>",
  image: "https://images.example/centrale.jpg",
  percent: 62,
  indicator: "orange",
  at: "2026-03-29T10:41:07.000+02:00",
  expected: [hour("08:00", 0), hour("09:00", 10), hour("10:00", 55), hour("11:00", 120), hour("12:00", 0), hour("13:00", 30), hour("14:00", 0)],
  summary: { kind: "quiet_after", time: "13:00" },
};

const render = (nodes: ReadonlyArray<Node>) => {
  const root = document.createElement("div");
  root.append(...nodes);
  return root;
};

describe("public occupancy view", () => {
  it("shows the name as text, the percentage, the indicator in words and colour, and the venue's time", async () => {
    const t = await loadWords("en");
    const root = render(contentOf({ kind: "shown", occupancy, stale: false }, t));
    expect(root.querySelector("h1")?.textContent).toBe("Bibliotheek <Centrale>");
    expect(root.querySelector("h1")?.children.length).toBe(0);
    expect(root.querySelector(".po-percent")?.textContent).toBe("62% of capacity");
    expect(root.querySelector(".po-percent-number")?.textContent).toBe("62");
    const indicator = root.querySelector(".po-indicator");
    expect(indicator?.textContent).toBe("Busy");
    expect(indicator?.classList.contains("po-indicator-orange")).toBe(true);
    expect(root.querySelector(".po-updated")?.textContent).toBe("Updated at 10:41");
    expect(root.querySelector("img")?.getAttribute("alt")).toBe("");
  });

  it("draws the open hours' bars, each said in words, the current hour marked, and the day's summary", async () => {
    const t = await loadWords("fr");
    const root = render(contentOf({ kind: "shown", occupancy, stale: false }, t));
    const bars = [...root.querySelectorAll(".po-bars li")];
    // 08:00 and 14:00 (nobody expected) are left off the ends; 12:00 stays in the middle.
    expect(bars.map((bar) => bar.querySelector(".po-visually-hidden")?.textContent)).toEqual(["09:00 : 10 %", "10:00 : 55 %", "11:00 : 120 %", "12:00 : 0 %", "13:00 : 30 %"]);
    expect(bars.map((bar) => (bar.querySelector(".po-bar") as HTMLElement).style.height)).toEqual(["8%", "46%", "100%", "0%", "25%"]);
    expect(bars.filter((bar) => bar.getAttribute("aria-current") === "time").map((bar) => bar.querySelector(".po-hour-label")?.textContent)).toEqual(["10"]);
    expect(root.querySelector(".po-percent")?.textContent).toBe("62 % de la capacité");
    expect(root.querySelector(".po-summary")?.textContent).toBe(t("expectedOccupancy.summary.quiet_after", { time: "13:00" }));
    expect(root.querySelector(".po-summary")?.textContent).toContain("13:00");
  });

  it("says there is no forecast, not found, or too many requests, in the visitor's language", async () => {
    const nl = await loadWords("nl");
    expect(render(contentOf({ kind: "shown", occupancy: { ...occupancy, expected: [], summary: null }, stale: true }, nl)).textContent).toContain(nl("publicPage.expected.none"));
    expect(render(contentOf({ kind: "shown", occupancy, stale: true }, nl)).textContent).toContain(nl("publicPage.stale"));
    expect(render(contentOf({ kind: "not_found" }, nl)).querySelector("h1")?.textContent).toBe(nl("publicPage.not_found_title"));
    expect(render(contentOf({ kind: "too_many", retryAfterSeconds: 42 }, nl)).textContent).toContain("42");
    expect(drawnHours([hour("09:00", 0)])).toEqual([]);
    expect(clockOf("2026-10-25T02:00:00+01:00")).toBe("02:00");
  });

  it("starts in ?lang=, else the kept choice, else the browser's first known language, else English", () => {
    expect(startingLocale("?lang=es", ["nl-NL"], "fr")).toBe("es");
    expect(startingLocale("", ["nl-NL"], "fr")).toBe("fr");
    expect(startingLocale("?lang=de", ["de-DE", "nl-BE", "fr"], null)).toBe("nl");
    expect(startingLocale("", ["de-DE"], null)).toBe("en");
    const t = wordsOf({ a: { b: "{{n}} left, {{missing}}" } });
    expect(t("a.b", { n: 3 })).toBe("3 left, {{missing}}");
    expect(t("a.c")).toBe("a.c");
    const counted = wordsOf({ wait: { count: "s", one: "{{s}} seconde", other: "{{s}} secondes" } }, "fr");
    expect([counted("wait", { s: 1 }), counted("wait", { s: 0 }), counted("wait", { s: 5 })]).toEqual(["1 seconde", "0 seconde", "5 secondes"]);
  });
});
