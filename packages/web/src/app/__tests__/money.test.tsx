import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiProduct, shopSession } from "../../features/shop/__tests__/shop-fixtures.ts";
import { renderApp } from "../../test/render.tsx";
import { configAnswer } from "../../test/fake-api.ts";

const priceText = async () => {
  await waitFor(() => expect(screen.queryAllByTestId("product-price")).toHaveLength(1));
  return screen.getByTestId("product-price").textContent?.replace(/\s/g, " ");
};

/** SPEC 9: prices are shown in the currency of the shop's configuration, not a fixed one. */
describe("money in the shop's currency", () => {
  it("shows prices in the config's currency", async () => {
    const session = shopSession([apiProduct(1)]);
    renderApp("/c-p", { ...session, routes: { ...session.routes, "GET /admin/config_for_hostname": { body: configAnswer(["fr_FR"], { currency: "CHF" }) } } });
    expect(await priceText()).toBe("12,50 CHF");
  });

  it("shows euros when the config names no currency", async () => {
    renderApp("/c-p", shopSession([apiProduct(1)]));
    expect(await priceText()).toBe("12,50 €");
  });
});
