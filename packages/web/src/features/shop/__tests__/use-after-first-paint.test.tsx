import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithServices } from "../../../test/render.tsx";
import { ProductImage } from "../product-image.tsx";

/** A browser that reports paint timing: no first paint until `paint()`. */
let paintEntries: PerformanceEntry[] = [];
let observers: Array<() => void> = [];
class PaintObserver {
  static supportedEntryTypes = ["paint"];
  private readonly callback: () => void;
  constructor(callback: () => void) {
    this.callback = callback;
  }
  observe() {
    observers.push(this.callback);
  }
  disconnect() {
    observers = observers.filter((callback) => callback !== this.callback);
  }
}
const paint = () =>
  act(() => {
    paintEntries = [{ name: "first-contentful-paint" } as PerformanceEntry];
    for (const callback of observers) callback();
  });

beforeEach(() => {
  paintEntries = [];
  observers = [];
  vi.stubGlobal("PerformanceObserver", PaintObserver);
  vi.spyOn(performance, "getEntriesByName").mockImplementation((name) => paintEntries.filter((entry) => entry.name === name));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const picture = () => document.querySelector("img");

describe("a picture asked for after the first paint", () => {
  it("keeps its frame empty until the page has painted, then shows the picture", () => {
    renderWithServices(<ProductImage src="/images/categories/scales.webp" name="Balances" afterFirstPaint />);
    expect(picture()).toBeNull();
    expect(screen.queryByRole("img")).toBeNull();
    paint();
    expect(picture()?.getAttribute("src")).toBe("/images/categories/scales.webp");
  });

  it("shows it at once in a tab that is hidden (it reports no first paint)", () => {
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    renderWithServices(<ProductImage src="/images/categories/scales.webp" name="Balances" afterFirstPaint />);
    expect(picture()).not.toBeNull();
  });

  it("shows a picture without the option at once", () => {
    renderWithServices(<ProductImage src="/images/categories/scales.webp" name="Balances" />);
    expect(picture()).not.toBeNull();
  });
});
