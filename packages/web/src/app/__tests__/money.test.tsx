import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { orderRoutes, testProduct } from "../../features/cart/__tests__/cart-fixtures.ts";
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

/** Issue 35 item 20: a limit's amounts (toast, cart issues, quick order) in the market's currency too. */
describe("limit messages in the shop's currency", () => {
  const chfConfig = { "GET /admin/config_for_hostname": { body: configAnswer(["fr_FR"], { currency: "CHF" }) } };
  const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, " ") ?? "";

  it("words a refused add's toast in the config's currency", async () => {
    const session = shopSession([apiProduct(1, { price: 600, price_in_cents: 60000, price_as_string: "600,00 CHF" })]);
    renderApp("/c-p", { ...session, routes: { ...session.routes, ...chfConfig } });
    await waitFor(() => expect(screen.queryAllByTestId("add-to-cart")).toHaveLength(1));
    await act(async () => fireEvent.click(screen.getByTestId("add-to-cart")));
    const toast = text(await screen.findByRole("alert"));
    expect(toast).toContain("500,00 CHF");
    expect(toast).not.toContain("€");
  });

  it("lists the cart's broken limits in the config's currency", async () => {
    // The server prices the line above the catalogue: 4 × 130 CHF breaks the 500 CHF maximum.
    const { services } = renderApp("/cart", { token: "stored-token", routes: { ...orderRoutes({ P1: 13000 }), ...chfConfig } as never });
    await waitFor(() => expect(services.actors.cart.getSnapshot().matches("active")).toBe(true));
    services.actors.cart.send({ type: "cart.add", product: testProduct("P1"), quantity: 4 });
    const issues = text(await screen.findByTestId("cart-issues"));
    expect(issues).toContain("500,00 CHF");
    expect(issues).not.toContain("€");
  });

  it("explains a quick order's line cut by a limit in the config's currency", async () => {
    const { services } = renderApp("/quick-order", {
      token: "stored-token",
      routes: { ...orderRoutes({ P1: 12000 }), "GET /admin/product": { body: [testProduct("P1")] }, "GET /admin/saved_list": { body: { lists: [] } }, ...chfConfig } as never,
    });
    await waitFor(() => expect(services.actors.cart.getSnapshot().matches("active")).toBe(true));
    await userEvent.type(await screen.findByRole("textbox", { name: "Lignes à vérifier" }), "P1;5");
    await userEvent.click(screen.getByRole("button", { name: "Vérifier les lignes collées" }));
    const preview = text(await screen.findByTestId("quick-order-preview"));
    expect(preview).toContain("500,00 CHF");
    expect(preview).not.toContain("€");
  });
});
