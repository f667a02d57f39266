import { describe, expect, it } from "vitest";
import { catalogues, translator } from "../catalogue.ts";
import { isPluralMessage, type MessageTree, type PluralMessage } from "../define.ts";
import { MESSAGE_LOCALES, type MessageLocale } from "../locale.ts";
import { translatorOf } from "../translate.ts";

/*
 * Issue 33 item 15: every message that counts something follows its language's plural rules
 * ("1 ligne", "2 lignes"; French says "0 ligne"). The counted messages are found in the
 * catalogue itself, so a new one without its plural forms fails here.
 */

/** Placeholders that carry a number of things (positions such as `page`, `step` or `line` are not counts). */
const NUMBER_PLACEHOLDER =
  /^(count|n|units|lines|items|quantity|rows|max_rows|events|max_events|max|min|minimum|limit|used|remaining|excess|requested|available|stock|total|pages|pageCount|bytes|recipients|scheduled|worked|shown|ordered|minutes|retry_after_seconds|retry_after_minutes|\w+_count)$/;

/**
 * Messages whose number placeholder is followed by a word, yet counts nothing that agrees with
 * it, and why. Everything else with a number followed by a word must be a counted message.
 */
const NOT_COUNTED: Readonly<Record<string, string>> = {
  "limits.fix.add_at_most_amount": "`remaining` is an amount of money",
  "limits.fix.remove_amount": "`excess` is an amount of money",
  "limits.fix.no_more_amount": "`limit` is an amount of money",
  "limits.max_order_price_reached.detail": "`limit` and `used` are amounts of money",
  "limits.requested.cents": "`requested` is an amount of money",
  "common.chunk.failed": "`n` is the name of a file",
  "limits.fix.add_at_most_units": "the number stands alone (\"nog maximaal 2 toevoegen\")",
  "shop.stock.low_stock": "the number stands alone (\"only 2 left\")",
  "cart.added_capped.per_line": "the number stands alone (\"3 au maximum par ligne\")",
  "cart.added_capped.stock": "the number stands alone (\"3 en stock\")",
  "cart.added_capped.bundle": "the number stands alone (\"room for 3 more\")",
};

interface Message {
  readonly id: string;
  readonly text: string | PluralMessage;
}

const messagesOf = (tree: MessageTree, prefix = ""): Message[] =>
  Object.entries(tree).flatMap(([key, value]): Message[] =>
    typeof value === "string" || isPluralMessage(value) ? [{ id: `${prefix}${key}`, text: value }] : messagesOf(value as MessageTree, `${prefix}${key}.`),
  );

const byId = (locale: MessageLocale): Map<string, string | PluralMessage> => new Map(messagesOf(catalogues[locale]).map((m) => [m.id, m.text]));

const templatesOf = (text: string | PluralMessage): string[] =>
  typeof text === "string" ? [text] : Object.entries(text).filter(([key]) => key !== "count").map(([, template]) => template);

const placeholdersOf = (template: string): string[] => [...template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!);

/** Words after a number that do not agree with it ("2 of 5", "3 per order", "2 more", "1 en stock"). */
const FUNCTION_WORDS = new Set(["of", "per", "more", "in", "to", "sur", "par", "au", "de", "à", "en", "por", "al", "más", "como", "van", "meer", "tot", "op"]);

/** A number placeholder with a word right after it ("{{count}} lignes", "{{available}} disponible"). */
const countsSomething = (template: string): boolean =>
  [...template.matchAll(/\{\{\s*(\w+)\s*\}\}\s+(\p{L}+)/gu)].some((match) => NUMBER_PLACEHOLDER.test(match[1]!) && !FUNCTION_WORDS.has(match[2]!));

/** Plural hacks the rules replace: "compte(s)", "artikel(en)", "taak/taken" (not "http(s)"). */
const PLURAL_HACK = /\p{L}(?<!\bhttp)\((?:s|es|en|x)\)|\btaak\/taken\b/u;

const english = byId("en");
const counted = [...english.keys()].filter(
  (id) => !(id in NOT_COUNTED) && MESSAGE_LOCALES.some((locale) => templatesOf(byId(locale).get(id)!).some(countsSomething)),
);

/** Sample parameters: words for every placeholder, the number for the counted one. */
const paramsFor = (id: string, count: number, countParam: string): Record<string, string | number> => {
  const params: Record<string, string | number> = {};
  for (const locale of MESSAGE_LOCALES) for (const template of templatesOf(byId(locale).get(id)!)) for (const name of placeholdersOf(template)) params[name] = 3;
  return { ...params, [countParam]: count };
};

describe("plurals", () => {
  it("finds the counted messages in the catalogue", () => {
    // The catalogue has dozens of them; a detection that finds none would pass everything.
    expect(counted.length).toBeGreaterThan(40);
    expect(counted).toContain("quickOrder.lists.lines");
    expect(counted).toContain("cli.orders.page");
  });

  it("gives every counted message its plural forms in every language, chosen by a number it shows", () => {
    for (const id of counted) {
      for (const locale of MESSAGE_LOCALES) {
        const message = byId(locale).get(id)!;
        expect(isPluralMessage(message), `${locale} ${id} counts something: give it plural forms ({ one, other })`).toBe(true);
        const plural = message as PluralMessage;
        const countParam = plural.count ?? "count";
        for (const template of templatesOf(plural)) expect(placeholdersOf(template), `${locale} ${id}: ${template}`).toContain(countParam);
        expect(placeholdersOf(plural.other).sort(), `${locale} ${id} uses the parameters English uses`).toEqual(
          [...new Set(templatesOf(english.get(id)!).flatMap(placeholdersOf))].sort(),
        );
      }
    }
  });

  it("renders every counted message with 0, 1, 2 and 5 in the form its language's rules pick", () => {
    for (const locale of MESSAGE_LOCALES) {
      const t = translator(locale);
      const table = translatorOf(catalogues[locale], locale);
      const rules = new Intl.PluralRules(locale);
      for (const id of counted) {
        const message = byId(locale).get(id);
        if (!isPluralMessage(message)) throw new Error(`${locale} ${id} counts something: give it plural forms ({ one, other })`);
        const plural = message;
        const countParam = plural.count ?? "count";
        for (const count of [0, 1, 2, 5]) {
          const params = paramsFor(id, count, countParam);
          const form = rules.select(count);
          const template = plural[form] ?? plural.other;
          const expected = template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name]));
          expect(t(id, params), `${locale} ${id} ${count}`).toBe(expected);
          expect(table(id, params), `${locale} ${id} ${count} (one loaded table)`).toBe(expected);
          expect(expected, `${locale} ${id} ${count}`).toContain(String(count));
        }
        // French counts 0 and 1 alike ("0 ligne"); the others say "0 lines".
        expect(t(id, paramsFor(id, 0, countParam)), `${locale} ${id}`).toBe(
          t(id, paramsFor(id, locale === "fr" ? 1 : 2, countParam)).replace(locale === "fr" ? /\b1\b/ : /\b2\b/, "0"),
        );
      }
    }
  });

  it("writes no plural hack such as 'compte(s)' in any message", () => {
    for (const locale of MESSAGE_LOCALES) {
      for (const { id, text } of messagesOf(catalogues[locale])) {
        for (const template of templatesOf(text)) expect(template, `${locale} ${id}`).not.toMatch(PLURAL_HACK);
      }
    }
  });

  it("reads right in each language", () => {
    const fr = translator("fr");
    expect(fr("quickOrder.lists.lines", { count: 0 })).toBe("0 ligne");
    expect(fr("quickOrder.lists.lines", { count: 1 })).toBe("1 ligne");
    expect(fr("quickOrder.lists.lines", { count: 5 })).toBe("5 lignes");
    expect(fr("quickOrder.preview.confirm", { units: 1 })).toBe("Ajouter 1 article au panier");
    expect(translator("en")("cli.orders.page", { page: 1, pages: 1, total: 1 })).toBe("Page 1 of 1 (1 order).");
    expect(translator("es")("reorder.added", { units: 1 })).toBe("1 artículo añadido a su carrito.");
    expect(translator("nl")("cart.undo.cleared", { count: 1 })).toBe("Uw winkelwagen is geleegd (1 regel).");
  });
});
