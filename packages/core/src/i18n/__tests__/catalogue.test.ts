import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { browserCatalogue, catalogues, translator } from "../catalogue.ts";
import { isMessageIn, isPluralMessage, type MessageTree } from "../define.ts";
import { translatorOf } from "../translate.ts";
import { MESSAGE_LOCALES, messageLocaleOf } from "../locale.ts";

/** Message ids: strings and counted messages (one id for all their plural forms). */
const leaves = (tree: MessageTree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" || isPluralMessage(value) ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );

describe("catalogue", () => {
  it("has the same message ids in every locale", () => {
    const english = leaves(catalogues.en).sort();
    for (const locale of MESSAGE_LOCALES) expect(leaves(catalogues[locale]).sort()).toEqual(english);
  });

  it("takes each top-level namespace from exactly one registered feature file (they are merged shallowly)", async () => {
    const folder = new URL("../messages/", import.meta.url);
    const owners = new Map<string, string>();
    for (const file of readdirSync(folder).filter((name) => name.endsWith(".ts"))) {
      const module = (await import(new URL(file, folder).href)) as Record<string, { readonly en: MessageTree }>;
      for (const messages of Object.values(module)) {
        for (const namespace of Object.keys(messages.en)) {
          expect(owners.get(namespace), `${namespace} in ${file}`).toBeUndefined();
          owners.set(namespace, file);
        }
      }
    }
    expect([...owners.keys()].sort()).toEqual(Object.keys(catalogues.en).sort());
  });

  it("has no empty message", () => {
    for (const locale of MESSAGE_LOCALES) {
      for (const id of leaves(catalogues[locale])) expect(translator(locale)(id).trim(), `${locale} ${id}`).not.toBe("");
    }
  });

  it("falls back to English for an unknown locale and shows the id of an unknown message", () => {
    expect(messageLocaleOf("de-DE")).toBe("en");
    expect(messageLocaleOf("nl-BE")).toBe("nl");
    expect(messageLocaleOf(undefined)).toBe("en");
    expect(translator("fr")("no.such.message")).toBe("no.such.message");
  });

  it("gives the browser each locale's table without the terminal's and the mails' namespaces", () => {
    for (const locale of MESSAGE_LOCALES) {
      const browser = browserCatalogue(locale);
      expect(Object.keys(browser)).not.toContain("cli");
      expect(Object.keys(browser)).not.toContain("cliShop");
      expect(Object.keys(browser)).not.toContain("mail");
      for (const [namespace, messages] of Object.entries(browser)) expect(messages, `${locale} ${namespace}`).toEqual(catalogues[locale][namespace]);
    }
  });

  it("translates with one loaded table as the locale's translator does", () => {
    const t = translatorOf(browserCatalogue("nl"), "nl");
    expect(t("cart.order_number", { order_nr: "A-1" })).toBe(translator("nl")("cart.order_number", { order_nr: "A-1" }));
    expect(t("cart.order_number", { order_nr: "A-1" })).toContain("A-1");
    expect(t("no.such.message")).toBe("no.such.message");
    expect(isMessageIn(browserCatalogue("es"), "cart.title")).toBe(true);
    expect(isMessageIn(browserCatalogue("es"), "cart")).toBe(false);
    expect(isMessageIn(browserCatalogue("es"), "cli.login.prompt")).toBe(false);
  });
});
