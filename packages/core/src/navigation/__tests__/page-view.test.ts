import { describe, expect, it } from "vitest";
import { pageViewLabel } from "../page-view.ts";

describe("page-view", () => {
  it("labels the home page HOME", () => {
    expect(pageViewLabel("/")).toBe("HOME");
    expect(pageViewLabel("")).toBe("HOME");
    expect(pageViewLabel("/?utm_source=mail")).toBe("HOME");
  });

  it("labels a category list under c-p (four parts) with its category segment", () => {
    expect(pageViewLabel("/c-p/tire-lait/12")).toBe("CAT:tire-lait");
    expect(pageViewLabel("/c-p/tire-lait/12/")).toBe("CAT:tire-lait");
  });

  it("labels a product page under c-p with its ctn, the last segment", () => {
    expect(pageViewLabel("/c-p/SCF393")).toBe("PRD:SCF393");
    expect(pageViewLabel("/c-p/tire-lait/12/SCF393")).toBe("PRD:SCF393");
    expect(pageViewLabel("/c-p/SCF393%2F11")).toBe("PRD:SCF393/11");
  });

  it("joins the segments of any other path with underscores", () => {
    expect(pageViewLabel("/profile/my-account")).toBe("profile_my-account");
    expect(pageViewLabel("/cart")).toBe("cart");
    expect(pageViewLabel("/c-p")).toBe("c-p");
    expect(pageViewLabel("/faq/")).toBe("faq");
    expect(pageViewLabel("/tire-lait/12#top")).toBe("tire-lait_12");
  });
});
