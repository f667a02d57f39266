import type { Page } from "playwright-core";
import { loginLabels } from "./labels.ts";
import { logIn, PASSWORD } from "./page.ts";
import type { E2eShop, OpenOptions, ShopHost } from "./shop.ts";

/** The language each seeded shop host shows (README: hostnames). */
export const HOST_LOCALE: Record<ShopHost, "fr" | "es" | "nl"> = {
  localhost: "fr",
  "fr.localhost": "fr",
  "es.localhost": "es",
  "nl.localhost": "nl",
  "be.localhost": "fr",
  "maintenance.localhost": "fr",
};

/** A fresh browser context logged in as a seeded account (password `proshop-demo`), on where the app sends it. */
export const openAs = async (shop: E2eShop, email: string, options: OpenOptions = {}): Promise<Page> => {
  const page = await shop.open("/login", options);
  await logIn(page, email, loginLabels(HOST_LOCALE[options.host ?? "localhost"]));
  return page;
};

/** The `Authorization` header of a seeded account logged in over HTTP (no browser), for reading what the server holds. */
export const authorizationOf = async (shop: E2eShop, email: string): Promise<string> => {
  const login = await fetch(shop.url("/auth/login"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`log-in of ${email} answered ${login.status}`);
  return `Bearer ${((await login.json()) as { auth: string }).auth}`;
};
