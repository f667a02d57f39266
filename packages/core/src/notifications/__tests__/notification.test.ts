import { describe, expect, it } from "vitest";
import {
  DEFAULT_AUTO_HIDE_MS,
  errorNotification,
  limitViolationNotification,
  notification,
  notificationText,
} from "../notification.ts";
import { translator } from "../../i18n/catalogue.ts";
import type { LimitViolation } from "../../limits/violation.ts";
import { formatMoney } from "../../money.ts";

describe("notification", () => {
  it("fills in the shop's defaults: info, 3000 ms, bottom right, no undo", () => {
    expect(notification({ id: "session.expired" })).toEqual({
      message: { id: "session.expired" },
      severity: "info",
      autoHideMs: DEFAULT_AUTO_HIDE_MS,
      position: "bottom-right",
    });
    expect(DEFAULT_AUTO_HIDE_MS).toBe(3000);
  });

  it("keeps what the caller chose, including a toast that stays and an undo button", () => {
    const toast = notification(
      { text: "Line removed" },
      { severity: "success", autoHideMs: null, position: "top-center", undo: { labelId: "common.undo", event: { type: "cart.undo" } } },
    );
    expect(toast).toMatchObject({ severity: "success", autoHideMs: null, position: "top-center", undo: { event: { type: "cart.undo" } } });
  });

  it("words a catalogue message in the reader's language and shows a server text as it came", () => {
    expect(notificationText(translator("fr"), errorNotification("session.expired"), "fr")).toBe(
      translator("fr")("session.expired"),
    );
    expect(notificationText(translator("fr"), errorNotification("session.expired"), "fr")).not.toBe(
      notificationText(translator("en"), errorNotification("session.expired"), "en"),
    );
    expect(notificationText(translator("nl"), notification({ text: "Klant onbekend" }), "nl")).toBe("Klant onbekend");
  });

  it("builds a warning toast from a cart limit violation, worded by the limits messages", () => {
    const violation: LimitViolation = {
      code: "max_product_amount_reached",
      scope: "product",
      limit: 4,
      used: 4,
      requested: 1,
      remaining: 0,
      unit: "units",
      part_no: "SCF-001",
      fix: { id: `limits.max_product_amount_reached.title`, params: {} },
    };
    const toast = limitViolationNotification(violation);
    expect(toast.severity).toBe("warning");
    expect(toast.autoHideMs).toBe(3000);
    const t = translator("en");
    const text = notificationText(t, toast, "en");
    expect(text.startsWith(`${t("limits.max_product_amount_reached.title")}: `)).toBe(true);
    expect(text).toContain(t("limits.max_product_amount_reached.detail", { limit: 4, used: 4, requested: 1, remaining: 0, product: "SCF-001" }));
    const fr = translator("fr");
    expect(notificationText(fr, toast, "fr").startsWith(`${fr("limits.max_product_amount_reached.title")}\u202f: `)).toBe(true);
  });

  it("writes a limit's amounts in the currency the caller names (the market's), euros by default (issue 35 item 20)", () => {
    const toast = limitViolationNotification({
      code: "max_order_price_reached",
      scope: "user",
      limit: 50_000,
      used: 45_000,
      requested: 10_000,
      remaining: 5_000,
      unit: "cents",
      fix: { id: "limits.fix.add_at_most_amount", params: { remaining: 5_000 } },
    });
    const t = translator("en");
    expect(notificationText(t, toast, "en", "CHF")).toContain(formatMoney(5_000, "en", "CHF"));
    expect(notificationText(t, toast, "en", "CHF")).not.toContain("€");
    expect(notificationText(t, toast, "en")).toContain("€50.00");
  });
});
