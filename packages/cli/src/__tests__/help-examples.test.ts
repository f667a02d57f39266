import { buildSeedData, FILTERS, SEED_COMPANIES, SEED_COUPON_CODES, SEED_USERS } from "@proshop/fixtures/seed/index";
import type { Command } from "commander";
import { describe, expect, it } from "vitest";
import { buildProgram } from "../program.ts";

/*
 * Issue 35: `--help` examples name what the demo has. A support agent copies them into the
 * terminal on `npm start`'s demo: a part number, category, filter, customer number, e-mail,
 * coupon or order number it does not have only answers "not found". Things the demo has none
 * of until someone creates them (a Zoom! delivery) are written as a placeholder, <order_nr>.
 */

const helpOf = (command: Command): string => {
  let text = "";
  command.configureOutput({ writeOut: (chunk) => (text += chunk), writeErr: (chunk) => (text += chunk) });
  command.outputHelp();
  return text;
};

const allCommands = (command: Command): Command[] => [command, ...command.commands.flatMap(allCommands)];

/** Shell words of one example line, quotes removed. */
const words = (line: string): string[] =>
  [...line.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g)].map((match) => match[1] ?? match[2] ?? match[3] ?? "");

const examples = (): string[][] => {
  const lines = allCommands(buildProgram(async () => undefined)).flatMap((command) =>
    helpOf(command)
      .split("\n")
      .flatMap((line) => /^\s+\$ (.*proshop .*)$/.exec(line)?.[1] ?? []),
  );
  return [...new Set(lines)].map(words);
};

/** The word after `flag` (or after the words of `path`) in an example. */
const after = (example: readonly string[], ...path: string[]): string | undefined => {
  const at = example.findIndex((_, index) => path.every((word, offset) => example[index + offset] === word));
  return at === -1 ? undefined : example[at + path.length];
};

describe("--help examples", () => {
  const seed = buildSeedData(new Date());
  const frParts = new Set(seed.catalogue.products.filter((product) => product.organisationId === "FR").map((product) => product.partNo));
  const frCategories = new Set(seed.catalogue.categories.filter((category) => category.organisationId === "FR").map((category) => category.key));
  const frFilters = new Set(Object.values(FILTERS).map((filter) => filter.fr));
  const customers = new Set(SEED_COMPANIES.map((company) => company.custNo));
  const emails = new Set(SEED_USERS.map((user) => user.email));
  const lastOrderNumber = 100_000 + seed.orders.length;
  const all = examples();

  it("are found (a sanity check of the reader)", () => {
    expect(all.length).toBeGreaterThan(50);
    expect(all.some((example) => example.join(" ").startsWith("proshop cart add"))).toBe(true);
  });

  it("name part numbers, categories and filters of the French demo catalogue", () => {
    for (const example of all) {
      for (const action of ["add", "set", "remove"]) {
        const part = after(example, "cart", action);
        if (part !== undefined) expect(frParts, example.join(" ")).toContain(part);
      }
      const category = after(example, "--category");
      if (category !== undefined) expect(frCategories, example.join(" ")).toContain(category);
      const filter = after(example, "--filter");
      if (filter !== undefined) expect(frFilters, example.join(" ")).toContain(filter);
    }
  });

  it("name customer numbers, e-mail addresses, coupons and orders of the demo", () => {
    for (const example of all) {
      const line = example.join(" ");
      for (const customer of [after(example, "on-behalf"), after(example, "--customer"), after(example, "accounts", "approve"), after(example, "accounts", "refuse")]) {
        if (customer !== undefined && /^\d+$/.test(customer)) expect(customers, line).toContain(customer);
      }
      // Every address but a colleague's to invite is a seeded account.
      for (const word of example) if (/@example\./.test(word) && after(example, "invite") !== word) expect(emails, line).toContain(word);
      const coupon = after(example, "cart", "coupon");
      if (coupon !== undefined) expect([SEED_COUPON_CODES.welcome, SEED_COUPON_CODES.fixed], line).toContain(coupon);
      for (const order of [after(example, "order"), after(example, "order", "invoice"), after(example, "cart", "reorder")]) {
        if (order !== undefined && /^\d/.test(order)) {
          expect(order, line).toMatch(/^\d{6}$/);
          expect(Number(order), line).toBeLessThanOrEqual(lastOrderNumber);
        }
      }
      const zoom = after(example, "zoom", "show");
      if (zoom !== undefined) expect(zoom, line).toBe("<order_nr>");
    }
  });
});
