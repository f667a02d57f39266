import {
  BUNDLE_CATEGORY_KEY,
  filterByOrganisation,
  filterCatalogue,
  filtersForCategory,
  findCategory,
  isoDay,
  isSortDirection,
  isSortField,
  SHOP_SORT_FIELDS,
  stockMessage,
  stockStateOf,
  type CategorySelector,
  type SortBy,
} from "@proshop/core";
import { Effect } from "effect";
import { loadActingCompany } from "../cart/live-cart.ts";
import { money } from "../output/market-money.ts";
import { commandContext } from "../command-context.ts";
import { usageFailure } from "../errors.ts";
import { renderTable } from "../output/table.ts";
import type { ParsedCommand } from "../program.ts";

/*
 * `proshop products`: the catalogue of the acting company's organisation, queried with core's
 * listing rules (`filterCatalogue`: category, ticked filters, keyword, sort), the same query
 * the web's shop machine runs, so the CLI lists what the customer's listing shows.
 */

/** `--sort field:asc|desc`, with a field the shop sorts on. */
export const parseSort = (text: string | undefined): SortBy | null => {
  if (text === undefined) return null;
  const [field, direction = "asc"] = text.split(":");
  if (!isSortField(field) || !isSortDirection(direction)) {
    throw usageFailure("cli.usage.bad_sort", { value: text, fields: SHOP_SORT_FIELDS.join(", ") });
  }
  return { field, direction };
};

export const parsePositive = (option: string, text: unknown): number | undefined => {
  if (text === undefined) return undefined;
  const value = typeof text === "string" && /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < 1) throw usageFailure("cli.usage.bad_number", { option, value: String(text) });
  return value;
};

const organisationIdOf = (organisation: unknown): string | number | null =>
  organisation === null || organisation === undefined
    ? null
    : typeof organisation === "object"
      ? ((organisation as { id: string | number }).id ?? null)
      : (organisation as string | number);

export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const { t, options } = { ...context, options: parsed.options };
  const sortBy = parseSort(options["sort"] as string | undefined);
  const limit = parsePositive("--limit", options["limit"]);
  const { api, company, currency } = await loadActingCompany(context, "products", { requireChosenCompany: false });
  try {
    const [allProducts, allCategories] = await api.call(t("cli.progress.loading"), (client) =>
      Effect.all([client.listProducts(), client.listCategories()], { concurrency: 2 }),
    );
    const organisation = organisationIdOf(company?.organisation);
    const products = filterByOrganisation(allProducts, organisation);
    const categories = filterByOrganisation(allCategories, organisation);

    const wanted = typeof options["category"] === "string" ? options["category"].trim() : "";
    let category: CategorySelector = null;
    if (wanted !== "") {
      const found = findCategory(categories, wanted);
      if (found === undefined && wanted !== BUNDLE_CATEGORY_KEY) throw usageFailure("cli.usage.unknown_category", { category: wanted });
      category = found?.key ?? wanted;
    }
    const checked = (options["filter"] as string[] | undefined) ?? [];
    const filters = filtersForCategory(products, category, new Set(checked));
    for (const title of checked) {
      if (!filters.some((filter) => filter.title === title)) {
        throw usageFailure("cli.usage.unknown_filter", { filter: title, filters: filters.map((f) => f.title).join(", ") || "-" });
      }
    }
    const keyword = typeof options["search"] === "string" ? options["search"] : "";
    const matching = filterCatalogue(products, { category, checkedFilters: checked, keyword, sortBy });
    const shown = limit === undefined ? matching : matching.slice(0, limit);
    const today = isoDay(new Date(context.now()));

    context.out.result(
      {
        query: { search: keyword, category, filters: checked, sort: sortBy },
        total: matching.length,
        filters,
        products: shown,
      },
      () => {
        if (shown.length === 0) return t("cli.products.none");
        const table = renderTable(
          [
            { header: t("cli.cart.part_no") },
            { header: t("cli.products.name") },
            { header: t("cli.products.category") },
            { header: t("cli.products.price"), align: "right" },
            { header: t("cli.products.stock") },
          ],
          shown.map((product) => {
            const stock = stockMessage(stockStateOf(product, today), context.locale);
            return [
              product.part_no,
              product.SKUName,
              product.category.key ?? "",
              money({ ...context, currency }, product.price_in_cents),
              t(stock.id, stock.params),
            ];
          }),
        );
        return `${table}\n\n${t("cli.products.count", { shown: shown.length, total: matching.length })}`;
      },
    );
  } finally {
    await api.dispose();
  }
};
