/// <reference types="node" />
import { readFile } from "node:fs/promises";
import { decodeCartRecording, replayCartRecording } from "@proshop/core";
import { Result } from "effect";
import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { t } from "./harness/labels.ts";
import { emptyLiveCart } from "./harness/live-cart.ts";
import { PASSWORD, screenshot, waitForPageView } from "./harness/page.ts";
import { readManifest } from "./harness/paths.ts";
import { openAs } from "./harness/session.ts";
import { useShop } from "./harness/shop.ts";

/*
 * The web side of live carts (issue 5), as nurse@example.fr and rep@example.fr on the French
 * shop: the nurse's changes reach the server (read back over HTTP as the representative), the
 * cart page downloads the recording as a file core decodes, and the representative who picks
 * the nurse's company works on the same cart.
 */
const shop = useShop();
const fr = t("fr");

const PUMP = { name: "Tire-lait manuel Natural", ctn: "SCF430/10" };
const DOUBLE_PUMP = { name: "Tire-lait électrique double Comfort", ctn: "SCF397/11" };
const NURSE_COMPANY = "100234";

const addFromProductPage = async (page: Page, product: { name: string; ctn: string }, quantity: number) => {
  await page.goto(shop.url(`/c-p/${encodeURIComponent(product.ctn)}`));
  await waitForPageView(page, `PRD:${product.ctn}`);
  await page.getByRole("spinbutton", { name: new RegExp(`${product.name}$`) }).first().fill(String(quantity));
  await page.getByRole("button", { name: `${fr("shop.product.add_to_cart")} – ${product.name}`, exact: true }).first().click();
};

/** The lines of the cart the tab shows, as the cart machine stored them. */
const tabLines = async (page: Page): Promise<Array<[string, number]>> => {
  const stored = await page.evaluate(() => window.localStorage.getItem("proshopcart"));
  const cart = JSON.parse(stored ?? "{}") as { products?: Array<{ part_no: string; quantity: number }> };
  return (cart.products ?? []).map((line) => [line.part_no, line.quantity]);
};

/** GET /admin/cart/{cust_no} over plain HTTP as a seeded account. */
const liveCartOverHttp = async (email: string, custNo: string) => {
  const login = await fetch(shop.url("/auth/login"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { auth } = (await login.json()) as { auth: string };
  const answer = await fetch(shop.url(`/admin/cart/${custNo}`), { headers: { authorization: `Bearer ${auth}` } });
  return { status: answer.status, body: (await answer.json()) as { updated_by?: string; recording?: unknown } };
};

const replayedLines = (recording: unknown): Array<[string, number]> => {
  const decoded = decodeCartRecording(recording);
  if (Result.isFailure(decoded)) throw new Error(`not a cart recording: ${decoded.failure.field} ${decoded.failure.message}`);
  return replayCartRecording(decoded.success).cart.products.map((line) => [line.part_no, line.quantity]);
};

/**
 * Holds every request for the Effect services' chunk (which the cart's stored copy and the live
 * cart wait for) until `release`: a slow network's first seconds, made certain.
 */
const holdEffectChunk = async (page: Page) => {
  const chunk = readManifest()["src/app/effect-services.ts"]!.file;
  const held: Route[] = [];
  let released = false;
  await page.route(`**/${chunk}`, (route) => (released ? route.continue() : void held.push(route)));
  return {
    async release() {
      released = true;
      // The routes of pages already left have no one waiting.
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
};

/** The lines of the nurse's live cart as the server holds it (read by the representative), or the status of a refusal. */
const serverLines = async () => {
  const { status, body } = await liveCartOverHttp("rep@example.fr", NURSE_COMPANY);
  return status === 200 ? replayedLines(body.recording) : status;
};

describe("live cart", () => {
  it("syncs the nurse's cart to the server, downloads it for support, and a representative continues it", async () => {
    // From an empty cart: adds made before her tab has read the seeded one are made on top of
    // it once it has (early-changes.ts), so what the tab shows first would depend on timing.
    await emptyLiveCart(shop, "nurse@example.fr");
    const nurse = await openAs(shop, "nurse@example.fr");
    await waitForPageView(nurse, "HOME");
    await addFromProductPage(nurse, PUMP, 2);
    await addFromProductPage(nurse, DOUBLE_PUMP, 1);
    await expect.poll(() => tabLines(nurse).then((lines) => lines.length)).toBe(2);
    const lines = await tabLines(nurse);

    // The server holds her cart: the representative reads it over HTTP.
    await expect.poll(serverLines, { timeout: 15_000 }).toEqual(lines);
    const { body } = await liveCartOverHttp("rep@example.fr", NURSE_COMPANY);
    expect(body.updated_by).toBe("nurse@example.fr");

    // "Download cart for support", reached and pressed with the keyboard.
    await nurse.goto(shop.url("/cart"));
    await waitForPageView(nurse, "cart");
    const button = nurse.getByRole("button", { name: fr("webCart.cart.download_for_support"), exact: true });
    await button.waitFor();
    await screenshot(nurse, "cart-download-for-support");
    await button.focus();
    const downloading = nurse.waitForEvent("download");
    await nurse.keyboard.press("Enter");
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^proshop-cart-${NURSE_COMPANY}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const file = JSON.parse(await readFile(await download.path(), "utf8")) as unknown;
    const decoded = decodeCartRecording(file);
    expect(Result.isSuccess(decoded)).toBe(true);
    if (Result.isSuccess(decoded)) {
      expect(decoded.success.company.cust_no).toBe(NURSE_COMPANY);
      expect(decoded.success.user.email).toBe("nurse@example.fr");
      expect(decoded.success.shop.hostname).toBe("localhost");
    }
    expect(replayedLines(file)).toEqual(lines);

    // The representative picks the nurse's company and sees her cart.
    const rep = await openAs(shop, "rep@example.fr");
    await waitForPageView(rep, "order-on-behalf");
    await rep.getByRole("textbox", { name: fr("session.order_on_behalf.customer_number") }).fill(NURSE_COMPANY);
    await rep.getByRole("button", { name: fr("session.order_on_behalf.select") }).click();
    await expect.poll(() => tabLines(rep), { timeout: 15_000 }).toEqual(lines);
    await rep.goto(shop.url("/cart"));
    await waitForPageView(rep, "cart");
    await expect.poll(() => rep.getByTestId("cart-line").count()).toBe(2);
    expect(await rep.getByRole("main").innerText()).toContain(PUMP.name);
    await screenshot(rep, "cart-continued-by-representative");
  });

  it("keeps adds made before the cart had loaded on pages left at once, and sends them", async () => {
    await emptyLiveCart(shop, "nurse@example.fr");
    const nurse = await openAs(shop, "nurse@example.fr");
    await waitForPageView(nurse, "HOME");
    // The home's live cart has started: this browser holds a copy of the (empty) company cart.
    await expect.poll(() => nurse.evaluate((key) => window.localStorage.getItem(key) !== null, `proshop.liveCart.${NURSE_COMPANY}`)).toBe(true);
    const chunk = await holdEffectChunk(nurse);
    await addFromProductPage(nurse, PUMP, 2);
    await addFromProductPage(nurse, DOUBLE_PUMP, 1);
    await chunk.release();

    // Both adds, in order: the manual pump twice, the double pump once.
    await expect.poll(async () => (await tabLines(nurse)).map(([, quantity]) => quantity), { timeout: 15_000 }).toEqual([2, 1]);
    const lines = await tabLines(nurse);
    await expect.poll(serverLines, { timeout: 15_000 }).toEqual(lines);
  });
});
