import { errorNotification, formatMoney, limitViolationNotification, notification, translator } from "@proshop/core";
import { describe, expect, it } from "vitest";
import { escapeHtml, PLACEMENT_OF, toastDuration, toastHtml } from "../toast-content.ts";

describe("toast-content", () => {
  const t = translator("en");

  it("escapes a server's text so it cannot inject markup", () => {
    const toast = notification({ text: '<img src=x onerror="alert(1)">Nope' }, { severity: "error" });
    expect(toastHtml(t, toast, "en", "EUR")).toBe("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;Nope");
  });

  it("translates catalogue messages and escapes their parameters", () => {
    const toast = notification({ id: "session.order_on_behalf.success", params: { company: "<b>Acme</b>" } });
    expect(toastHtml(t, toast, "en", "EUR")).toBe("You are now ordering on behalf of &lt;b&gt;Acme&lt;/b&gt;.");
  });

  it("writes a limit's amounts in the shop's currency (issue 35 item 20)", () => {
    const toast = limitViolationNotification({
      code: "max_order_price_reached",
      scope: "user",
      unit: "cents",
      limit: 50_000,
      used: 45_000,
      requested: 10_000,
      remaining: 5_000,
      fix: { id: "limits.fix.add_at_most_amount", params: { remaining: 5_000 } },
    });
    const html = toastHtml(t, toast, "en", "CHF");
    expect(html).toContain(formatMoney(50_000, "en", "CHF"));
    expect(html).not.toContain("€");
  });

  it("keeps the toast for its own time, or until closed when it has none", () => {
    expect(toastDuration(errorNotification("session.expired"))).toBe(3000);
    expect(toastDuration(notification({ text: "x" }, { autoHideMs: null }))).toBe(Infinity);
  });

  it("maps every corner to an Ark placement (bottom right by default)", () => {
    expect(PLACEMENT_OF[notification({ text: "x" }).position]).toBe("bottom-end");
    expect(PLACEMENT_OF["bottom-center"]).toBe("bottom");
  });

  it("escapes the five HTML-special characters", () => {
    expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
  });
});
