import { describe, expect, it } from "vitest";
import type { ContentDocument } from "../../services/content-model.ts";
import { bundleContentsOf, bundleTitleOf, cmsBundleOf, cmsBundlesOf } from "../cms-bundles.ts";
import { makeProduct } from "./make-product.ts";

const doc = (type: string, data: unknown): ContentDocument => ({ id: "d1", type, tags: [], lang: "fr-fr", data }) as ContentDocument;

describe("cms bundles", () => {
  it("reads a bundle document: package code from the subject, title, rich text", () => {
    expect(cmsBundleOf(doc("bundle", { title: " Pack maternité ", subject: "PK1", body: "<p>Tout</p>" }))).toEqual({
      package_code: "PK1",
      title: "Pack maternité",
      description: "<p>Tout</p>",
      image: null,
    });
  });

  it("skips other documents and bundles without title or package code", () => {
    const documents = [
      doc("faq", { title: "Q", subject: "ordering", body: "A" }),
      doc("bundle", { title: "", subject: "PK2" }),
      doc("bundle", { title: "Sans code", subject: " " }),
      doc("bundle", { subject: "PK3" }),
      doc("bundle", { title: "Pack", subject: "PK4" }),
    ];
    expect(cmsBundlesOf(documents).map((b) => b.package_code)).toEqual(["PK4"]);
  });

  it("names a bundle by its text's title, else by its package code", () => {
    const bundles = cmsBundlesOf([doc("bundle", { title: "Pack", subject: "PK4" })]);
    expect(bundleTitleOf(bundles, "PK4")).toBe("Pack");
    expect(bundleTitleOf(bundles, "PK9")).toBe("PK9");
  });

  it("gathers each bundle's items under its text, in catalogue order, code as title while there is no text", () => {
    const info = (package_code: string) => ({ package_skey: "S", package_code, package_group: "A", WebPartNbr: "1", PackageQty: 1, max_size: 4, active: true });
    const products = [
      makeProduct({ part_no: "1", bundle_info: info("PK2") }),
      makeProduct({ part_no: "2" }),
      makeProduct({ part_no: "3", bundle_info: info("PK1") }),
      makeProduct({ part_no: "4", bundle_info: info("PK2") }),
    ];
    const texts = [{ package_code: "PK2", title: "Pack", description: "<p>Tout</p>", image: "/pk2.svg" }];
    expect(bundleContentsOf(products, texts).map(({ items, ...text }) => ({ ...text, items: items.map((item) => item.part_no) }))).toEqual([
      { package_code: "PK2", title: "Pack", description: "<p>Tout</p>", image: "/pk2.svg", items: ["1", "4"] },
      { package_code: "PK1", title: "PK1", description: null, image: null, items: ["3"] },
    ]);
  });
});
