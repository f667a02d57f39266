import { quickOrderMessages, translatorOf } from "@proshop/core";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { t } from "./harness/labels.ts";
import { PASSWORD, waitForPageView } from "./harness/page.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * Deleting a saved list (issue 33 item 7) on the French shop, as nurse@example.fr: the toast
 * names the list and offers UNDO, which (from the keyboard) saves the same list again, same
 * name, same lines and quantities, on the server; a deletion left alone stays a deletion.
 */
const shop = useShop();
const fr = t("fr");
// The quick order page brings its own words (core's quick-order.ts).
const qo = translatorOf(quickOrderMessages.fr, "fr");
const NURSE = "nurse@example.fr";
const SLOW = { timeout: 15_000 };

/** Calls of the saved-list API as the nurse, over plain HTTP (what the server keeps, not what a tab shows). */
const api = async () => {
  const login = await fetch(shop.url("/auth/login"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: NURSE, password: PASSWORD }),
  });
  const { auth } = (await login.json()) as { auth: string };
  const call = async (path: string, init: RequestInit = {}) => {
    const answer = await fetch(shop.url(path), { ...init, headers: { authorization: `Bearer ${auth}`, "content-type": "application/json" } });
    return { status: answer.status, body: answer.status === 204 ? null : ((await answer.json()) as unknown) };
  };
  return {
    save: async (name: string, lines: ReadonlyArray<{ part_no: string; quantity: number }>) => {
      const saved = await call("/admin/saved_list", { method: "POST", body: JSON.stringify({ name, lines }) });
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    },
    /** The list of that name with its lines, or null when the company has none. */
    find: async (name: string) => {
      const index = (await call("/admin/saved_list")).body as { lists: Array<{ id: number; name: string }> };
      const found = index.lists.find((list) => list.name === name);
      if (found === undefined) return null;
      const list = (await call(`/admin/saved_list/${found.id}`)).body as { name: string; lines: Array<{ part_no: string; quantity: number }> };
      return { name: list.name, lines: list.lines };
    },
  };
};

const openQuickOrder = async (page: Page) => {
  await page.getByRole("navigation", { name: fr("web.app.main_navigation") }).getByRole("link", { name: fr("reorder.nav"), exact: true }).click();
  await waitForPageView(page, "quick-order");
  await page.getByTestId("saved-lists").waitFor();
};

const savedList = (page: Page, name: string) => page.getByTestId("saved-list").filter({ hasText: name });

describe("deleting a saved list", () => {
  it("offers UNDO, which brings back the same list on the server; without UNDO the list is gone", async () => {
    // Names are unique per company: a retry of this test saves under names of its own.
    const suffix = Date.now() % 100_000;
    const kept = { name: `Réassort maternité ${suffix}`, lines: [{ part_no: "88430035", quantity: 6 }, { part_no: "88430028", quantity: 12 }, { part_no: "88430001", quantity: 3 }] };
    const dropped = { name: `Ancienne liste ${suffix}`, lines: [{ part_no: "88430012", quantity: 2 }] };
    const nurse = await api();
    await nurse.save(kept.name, kept.lines);
    await nurse.save(dropped.name, dropped.lines);

    const page = await openAs(shop, NURSE);
    await waitForPageView(page, "HOME");
    await openQuickOrder(page);
    await savedList(page, kept.name).waitFor(SLOW);

    await savedList(page, kept.name).getByRole("button", { name: qo("quickOrder.lists.delete_named", { name: kept.name }) }).click();
    await expect.poll(() => savedList(page, kept.name).count(), SLOW).toBe(0);
    await expect.poll(() => nurse.find(kept.name), SLOW).toBeNull();
    const toast = page.locator("[data-variant=plain]").filter({ hasText: fr("reorder.list_deleted", { name: kept.name }) });
    await toast.waitFor();
    // UNDO from the keyboard: a real button that takes focus and answers Enter.
    const undo = toast.getByRole("button", { name: fr("common.button.undo") });
    await undo.focus();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("BUTTON");
    await page.keyboard.press("Enter");

    // Back in the list without a reload, with its three lines; the toast says so.
    await savedList(page, kept.name).waitFor(SLOW);
    expect(await savedList(page, kept.name).innerText()).toContain(qo("quickOrder.lists.lines", { count: kept.lines.length }));
    await page.getByText(fr("reorder.list_restored", { name: kept.name })).waitFor();
    // On the server: same name, same lines and quantities, in order.
    expect(await nurse.find(kept.name)).toEqual(kept);
    // And after a reload.
    await page.reload();
    await waitForPageView(page, "quick-order");
    await savedList(page, kept.name).waitFor(SLOW);

    // A deletion nobody undoes stays done: gone from the page, from the server, and after a reload.
    await savedList(page, dropped.name).getByRole("button", { name: qo("quickOrder.lists.delete_named", { name: dropped.name }) }).click();
    const droppedToast = page.locator("[data-variant=plain]").filter({ hasText: fr("reorder.list_deleted", { name: dropped.name }) });
    await droppedToast.waitFor();
    await expect.poll(() => savedList(page, dropped.name).count(), SLOW).toBe(0);
    // The toast closed without UNDO: nothing comes back.
    await droppedToast.getByRole("button", { name: fr("web.app.close_notification") }).click();
    await droppedToast.waitFor({ state: "detached", timeout: 15_000 });
    expect(await nurse.find(dropped.name)).toBeNull();
    await page.reload();
    await waitForPageView(page, "quick-order");
    await savedList(page, kept.name).waitFor(SLOW);
    expect(await savedList(page, dropped.name).count()).toBe(0);
    // UNDO ran once: one list of that name, not two.
    expect(await savedList(page, kept.name).count()).toBe(1);
  }, 120_000);
});
