import { describe, expect, it } from "vitest";
import { sameBundleStatus } from "../bundle-status.ts";
import type { CataloguePage } from "../query.ts";
import { sameListingPage } from "../selectors.ts";

const page = (items: CataloguePage["items"], over: Partial<CataloguePage> = {}): CataloguePage => ({ items, total: items.length, page: 1, pageCount: 1, pageSize: 24, ...over });

describe("answers the web compares before it renders again", () => {
  it("a listing page is the same when it shows the same products on the same page", () => {
    const a = { part_no: "A" } as CataloguePage["items"][number];
    const b = { part_no: "B" } as CataloguePage["items"][number];
    expect(sameListingPage(page([a, b]), page([a, b]))).toBe(true);
    expect(sameListingPage(page([a, b]), page([b, a]))).toBe(false);
    expect(sameListingPage(page([a]), page([a, b]))).toBe(false);
    expect(sameListingPage(page([a], { page: 1 }), page([a], { page: 2 }))).toBe(false);
    expect(sameListingPage(page([a], { total: 30 }), page([a], { total: 31 }))).toBe(false);
  });

  it("a bundle status is the same when its figures are", () => {
    const status = { inCart: 1, full: false, roomLeft: 2 };
    expect(sameBundleStatus(null, null)).toBe(true);
    expect(sameBundleStatus(status, { ...status })).toBe(true);
    expect(sameBundleStatus(status, null)).toBe(false);
    expect(sameBundleStatus(status, { ...status, inCart: 2, roomLeft: 1 })).toBe(false);
    expect(sameBundleStatus(status, { ...status, full: true })).toBe(false);
  });
});
