import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render.tsx";
import { orderRoutes, testProduct } from "../../cart/__tests__/cart-fixtures.ts";

/*
 * The quick order screens over real machines and a fake server: the cart page's "Save as a
 * list" form, and the quick order page's paste, preview and confirmation.
 */

const signedIn = (routes: Record<string, unknown> = {}) => ({
  token: "stored-token",
  routes: { ...orderRoutes({ P1: 12000, P2: 500 }), "GET /admin/product": { body: [testProduct("P1"), testProduct("P2", 500)] }, ...routes } as never,
});

const ready = async (services: ReturnType<typeof renderApp>["services"]) => {
  await waitFor(() => expect(services.actors.session.getSnapshot().matches("loggedIn")).toBe(true));
  await waitFor(() => expect(services.actors.cart.getSnapshot().matches("active")).toBe(true));
};

describe("save as a list", () => {
  it("marks a blank name without asking the server, then saves the cart's lines under the name", async () => {
    const sent: unknown[] = [];
    const { services } = renderApp(
      "/cart",
      signedIn({
        "POST /admin/saved_list": async (request: Request) => {
          sent.push(await request.json());
          return { status: 201, body: { id: 1, name: "Mensuel", cust_no: "100234", line_count: 1, created_at: "2026-11-02T09:00:00.000Z", created_by: null, lines: [{ part_no: "P1", quantity: 2 }] } };
        },
      }),
    );
    await ready(services);
    services.actors.cart.send({ type: "cart.add", product: testProduct("P1"), quantity: 2 });
    const name = await screen.findByRole("textbox", { name: "Nom de la liste" });
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer la liste" }));
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Donnez un nom à la liste.")).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.type(name, "Mensuel");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer la liste" }));
    await waitFor(() => expect(sent).toEqual([{ name: "Mensuel", lines: [{ part_no: "P1", quantity: 2 }] }]));
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBeNull());
  });

  it("says the server's refusal on the field, in the user's language", async () => {
    const { services } = renderApp(
      "/cart",
      signedIn({ "POST /admin/saved_list": { status: 409, body: { error: { code: "savedList.name_taken", message: "taken", name: "Mensuel" } } } }),
    );
    await ready(services);
    services.actors.cart.send({ type: "cart.add", product: testProduct("P1"), quantity: 1 });
    await userEvent.type(await screen.findByRole("textbox", { name: "Nom de la liste" }), "Mensuel");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer la liste" }));
    expect(await screen.findByText("Votre entreprise a déjà une liste nommée « Mensuel ».")).toBeTruthy();
  });
});

describe("quick order page", () => {
  it("previews pasted lines without touching the cart, then adds them through the cart machine", async () => {
    const { services } = renderApp("/quick-order", signedIn({ "GET /admin/saved_list": { body: { lists: [] } } }));
    await ready(services);
    await userEvent.type(await screen.findByRole("textbox", { name: "Lignes à vérifier" }), "P2;3{enter}NOPE;1");
    await userEvent.click(screen.getByRole("button", { name: "Vérifier les lignes collées" }));
    const preview = await screen.findByTestId("quick-order-preview");
    expect(preview.textContent).toContain("1 ajoutée, 0 ajoutée en partie, 1 refusée.");
    expect(preview.textContent).toContain("Aucun produit du catalogue du jour n’a la référence « NOPE »");
    expect(services.actors.cart.getSnapshot().context.cart.products).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: "Ajouter 3 articles au panier" }));
    await waitFor(() => expect(window.location.pathname).toBe("/cart"));
    expect(services.actors.cart.getSnapshot().context.cart.products.map((line) => [line.part_no, line.quantity])).toEqual([["P2", 3]]);
  });

  it("says on the field why a text cannot be used at all", async () => {
    const { services } = renderApp("/quick-order", signedIn({ "GET /admin/saved_list": { body: { lists: [] } } }));
    await ready(services);
    const field = await screen.findByRole("textbox", { name: "Lignes à vérifier" });
    await userEvent.click(screen.getByRole("button", { name: "Vérifier les lignes collées" }));
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Il n’y a aucune ligne à vérifier.")).toBeTruthy();
    expect(screen.queryByTestId("quick-order-preview")).toBeNull();
  });
});
