import { selectCartBadgeCount } from "@proshop/core";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render.tsx";
import { SEARCH_DEBOUNCE_MS } from "../search-box.tsx";
import { apiProduct, shopSession } from "./shop-fixtures.ts";

const cards = () => screen.queryAllByTestId("product-card");

describe("shop home", () => {
  it("shows one tile per top-level category and one for all products", async () => {
    renderApp("/", shopSession([apiProduct(1)]));
    const grid = await screen.findByTestId("category-grid");
    expect(within(grid).getByRole("link", { name: /Tire-lait/ }).getAttribute("href")).toBe("/c-p/tire-lait/1");
    expect(within(grid).getByRole("link", { name: /Biberons/ })).toBeTruthy();
    expect(within(grid).getByRole("link", { name: /Tous les produits/ }).getAttribute("href")).toBe("/c-p");
  });

  it('says "No categories could be fetched" when there is none', async () => {
    renderApp("/", shopSession([apiProduct(1)], []));
    await screen.findByText("Impossible de récupérer les catégories.");
  });
});

describe("product listing", () => {
  it("lists 24 products per page with a pager", async () => {
    const products = Array.from({ length: 30 }, (_, i) => apiProduct(i + 1));
    renderApp("/c-p", shopSession(products));
    await screen.findByText(/Produits trouvés : 30/);
    expect(cards()).toHaveLength(24);
    fireEvent.click(screen.getByRole("button", { name: "Page 2 sur 2" }));
    await waitFor(() => expect(cards()).toHaveLength(6));
  });

  it("shows a category's products under its name, with the category marked in the filter", async () => {
    renderApp("/c-p/biberons/2", shopSession([apiProduct(1), apiProduct(2, { category: { id: 2, key: "BOTTLES", link: "biberons" } })]));
    await screen.findByRole("heading", { level: 1, name: "Biberons" });
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole("link", { name: "Biberons", current: "page" })).toBeTruthy();
  });

  it("filters with the checkboxes and their counts", async () => {
    renderApp("/c-p", shopSession([apiProduct(1, { filters: ["Sans BPA"] }), apiProduct(2, { filters: ["Électrique"] }), apiProduct(3)]));
    await waitFor(() => expect(cards()).toHaveLength(3));
    fireEvent.click(screen.getByText("Sans BPA (1)"));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByText("Produit 1")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Effacer les filtres" }));
    await waitFor(() => expect(cards()).toHaveLength(3));
  });

  it("searches after a pause in typing and says when nothing matches", async () => {
    const { services } = renderApp("/c-p", shopSession([apiProduct(1, { SKUName: "Tire-lait électrique" }), apiProduct(2)]));
    await waitFor(() => expect(cards()).toHaveLength(2));
    const box = screen.getByRole("searchbox", { name: "Rechercher des produits" });
    fireEvent.change(box, { target: { value: "électrique" } });
    expect(services.actors.shop.getSnapshot().context.keyword).toBe("");
    await waitFor(() => expect(cards()).toHaveLength(1), { timeout: SEARCH_DEBOUNCE_MS + 1000 });
    fireEvent.change(box, { target: { value: "introuvable" } });
    fireEvent.keyDown(box, { key: "Enter" });
    await screen.findByText("Aucun produit ne correspond à votre recherche.");
  });

  it("shows a keyword changed elsewhere (a reset) instead of stale text", async () => {
    const { services } = renderApp("/c-p", shopSession([apiProduct(1), apiProduct(2)]));
    await waitFor(() => expect(cards()).toHaveLength(2));
    const box = screen.getByRole("searchbox", { name: "Rechercher des produits" }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: "Produit 1" } });
    fireEvent.keyDown(box, { key: "Enter" });
    await waitFor(() => expect(cards()).toHaveLength(1));
    act(() => void services.actors.shop.send({ type: "shop.search", keyword: "" }));
    await waitFor(() => expect(box.value).toBe(""));
    expect(cards()).toHaveLength(2);
  });

  it("shows the price in euros for the locale and the stock state", async () => {
    renderApp("/c-p", shopSession([apiProduct(1, { stock: 4 }), apiProduct(2, { stock: 0 })]));
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [low, out] = cards();
    expect(within(low!).getByTestId("product-price").textContent?.replace(/\s/g, " ")).toBe("12,50 €");
    expect(within(low!).getByText("Stock limité : plus que 4")).toBeTruthy();
    expect(within(out!).getByText("En rupture de stock")).toBeTruthy();
    expect(within(out!).queryByTestId("add-to-cart")).toBeNull();
  });

  it("adds the chosen quantity to the cart", async () => {
    const { services } = renderApp("/c-p", shopSession([apiProduct(1)]));
    await waitFor(() => expect(cards()).toHaveLength(1));
    const quantity = screen.getByRole("spinbutton", { name: "Quantité de Produit 1" }) as HTMLInputElement;
    expect(screen.getByRole("button", { name: "Augmenter la quantité" })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(quantity);
    await user.keyboard("{ArrowUp}");
    await waitFor(() => expect(quantity.value).toBe("2"));
    fireEvent.click(screen.getByTestId("add-to-cart"));
    expect(selectCartBadgeCount(services.actors.cart.getSnapshot())).toBe(2);
    await screen.findByText("Produit 1 a été ajouté à votre panier.");
  });

  it("keeps the cart and shows core's explanation when a limit refuses the product", async () => {
    const { services } = renderApp("/c-p", shopSession([apiProduct(1, { price: 600, price_in_cents: 60000, price_as_string: "600,00 €" })]));
    await waitFor(() => expect(cards()).toHaveLength(1));
    await act(async () => fireEvent.click(screen.getByTestId("add-to-cart")));
    expect(selectCartBadgeCount(services.actors.cart.getSnapshot())).toBe(0);
    const toast = await screen.findByRole("alert");
    expect(toast.getAttribute("data-severity")).toBe("warning");
    expect(toast.textContent).toMatch(/500/);
  });
});

describe("product page", () => {
  it("shows the product with its specifications, related products and add to cart", async () => {
    const pump = apiProduct(1, { related: ["SCF102/10"], specifications: { Poids: "1,2 kg" } });
    renderApp("/c-p/tire-lait/1/SCF101%2F10", shopSession([pump, apiProduct(2)]));
    await screen.findByRole("heading", { level: 1, name: "Produit 1" });
    expect(within(screen.getByTestId("product-detail")).getByTestId("add-to-cart")).toBeTruthy();
    const related = screen.getByRole("region", { name: "Produits associés" });
    expect(within(related).getByText("Produit 2")).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Caractéristiques techniques" }));
    await waitFor(() => expect(screen.getByTestId("specifications").textContent).toContain("1,2 kg"));
    expect(screen.getByRole("link", { name: "Retour à Tire-lait" }).getAttribute("href")).toBe("/c-p/tire-lait/1");
  });

  it("offers a download instead of the cart for download-only material", async () => {
    renderApp("/SCF101%2F10", shopSession([apiProduct(1, { download_only: true, image: "/files/guide.pdf" })]));
    await screen.findByRole("heading", { level: 1, name: "Produit 1" });
    expect(screen.queryByTestId("add-to-cart")).toBeNull();
    expect(screen.getByRole("link", { name: /Télécharger/ }).getAttribute("href")).toBe("/files/guide.pdf");
  });

  it("offers a download-only product's document with its file name and size, and no cart control", async () => {
    const download = { url: "/downloads/fr/guide.pdf", file_name: "guide-expression-lait.pdf", size_bytes: 18_532 };
    renderApp("/SCF101%2F10", shopSession([apiProduct(1, { download_only: true, download, image: "/images/products/scf101.jpg" })]));
    await screen.findByRole("heading", { level: 1, name: "Produit 1" });
    const link = screen.getByRole("link", { name: "Télécharger – Produit 1" });
    expect(link.getAttribute("href")).toBe("/downloads/fr/guide.pdf");
    expect(link.getAttribute("download")).toBe("guide-expression-lait.pdf");
    expect(screen.getByText(/^Fichier : guide-expression-lait\.pdf \(19\sko\)$/)).toBeTruthy();
    expect(screen.queryByTestId("add-to-cart")).toBeNull();
    expect(screen.queryByRole("spinbutton")).toBeNull();
    expect(screen.queryByText("Le fichier n'est pas encore disponible. Veuillez contacter le support.")).toBeNull();
  });

  it('says "bundle full" once the bundle holds its size', async () => {
    const bundleInfo = { package_skey: "S1", package_code: "PK1", package_group: "G1", WebPartNbr: "W1", max_size: 1, active: true };
    const item = apiProduct(1, { bundle_info: bundleInfo, category: { id: 3, key: "PKG", link: "packs" } });
    renderApp("/c-p/SCF101%2F10", shopSession([item]));
    await screen.findByRole("heading", { level: 1, name: "Produit 1" });
    await act(async () => fireEvent.click(screen.getByTestId("add-to-cart")));
    await screen.findByText("Ce pack est complet.");
    expect(screen.queryByTestId("add-to-cart")).toBeNull();
  });

  it("says when the product does not exist", async () => {
    renderApp("/c-p/NOPE", shopSession([apiProduct(1)]));
    await screen.findByText("Ce produit n'existe pas ou n'est plus disponible.");
  });
});
