import { describe, expect, it } from "vitest";
import { hasMessage } from "../../i18n/catalogue.ts";
import { ACCOUNT_AREA_LABEL, ACCOUNT_SETTINGS_ANCHOR, accountLinks, SAVED_LISTS_ANCHOR } from "../account-links.ts";

describe("account-links", () => {
  it("leads to the account, the orders, the saved lists and the settings, in that order", () => {
    expect(accountLinks("/profile/my-orders").map((link) => [link.id, link.href])).toEqual([
      ["account", "/profile/my-account"],
      ["orders", "/profile/my-orders"],
      ["lists", `/quick-order#${SAVED_LISTS_ANCHOR}`],
      ["settings", `/profile/my-account#${ACCOUNT_SETTINGS_ANCHOR}`],
    ]);
  });

  it("marks the page being shown, whatever its query, hash or trailing slash", () => {
    const current = (location: string) => accountLinks(location).filter((link) => link.current).map((link) => link.id);
    expect(current("/profile/my-account")).toEqual(["account"]);
    expect(current("/profile/my-orders/?page=2")).toEqual(["orders"]);
    expect(current("/profile/my-account#settings")).toEqual(["account"]);
    expect(current("/profile")).toEqual([]);
  });

  it("turns a link to a part of the page being shown into an in-page link", () => {
    const settings = (location: string) => accountLinks(location).find((link) => link.id === "settings");
    expect(settings("/profile/my-account")).toMatchObject({ href: `#${ACCOUNT_SETTINGS_ANCHOR}`, inPage: true, current: false });
    expect(settings("/profile/my-orders")).toMatchObject({ href: `/profile/my-account#${ACCOUNT_SETTINGS_ANCHOR}`, inPage: false });
  });

  it("has its words in every language", () => {
    for (const id of [ACCOUNT_AREA_LABEL, ...accountLinks("/").map((link) => link.messageId)]) expect(hasMessage(id), id).toBe(true);
  });
});
