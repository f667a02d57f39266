import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { customerAnswer, salesRepAnswer } from "../../../test/fake-api.ts";
import { renderApp } from "../../../test/render.tsx";
import { orderRoutes, serverCart, testProduct } from "./cart-fixtures.ts";

const signedIn = (routes: Record<string, unknown> = {}) => ({ token: "stored-token", routes: { ...orderRoutes({ P1: 12000 }), ...routes } as never });

const withLine = async (services: ReturnType<typeof renderApp>["services"], quantity = 1) => {
  await waitFor(() => expect(services.actors.session.getSnapshot().matches("loggedIn")).toBe(true));
  await waitFor(() => expect(services.actors.cart.getSnapshot().matches("active")).toBe(true));
  services.actors.cart.send({ type: "cart.add", product: testProduct("P1"), quantity });
};

describe("cart screen", () => {
  it("says the cart is empty", async () => {
    renderApp("/cart", signedIn());
    await screen.findByTestId("cart-empty");
    expect(screen.getByText("Votre panier est vide.")).toBeTruthy();
  });

  it("waits for a representative's office to be set again before showing a cart (a reload)", async () => {
    let setOffice: (answer: { body: unknown }) => void = () => undefined;
    renderApp("/cart", {
      token: "stored-token",
      stored: { order_on_behalf: JSON.stringify({ user_id: String(salesRepAnswer.id), cust_no: "100234" }) },
      routes: {
        ...orderRoutes({ P1: 12000 }),
        "GET /admin/user/me": { body: salesRepAnswer },
        "POST /admin/set_order_on_behalf": () => new Promise((resolve) => (setOffice = resolve)),
        "GET /admin/cart": { body: { cust_no: "100234", updated_at: new Date().toISOString(), updated_by: "rep@example.fr", events: 3, recording: serverCart([["P1", 2]], Date.now()) } },
      } as never,
    });
    await waitFor(() => expect(window.location.pathname).toBe("/cart"));
    const waiting = await screen.findByText("Chargement de votre compte…");
    // Until the server has agreed to the office again, no cart is shown (not the rep's, not empty).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(waiting.isConnected).toBe(true);
    expect(screen.queryByTestId("cart-empty")).toBeNull();
    setOffice({ body: { company: customerAnswer.company } });
    const line = await screen.findByTestId("cart-line");
    expect(within(line).getByRole("spinbutton", { name: "Quantité de Tire-lait P1" })).toBeTruthy();
  });

  it("shows the lines priced by the server, their status and the totals in euros for the locale", async () => {
    const { services } = renderApp("/cart", signedIn());
    await withLine(services, 2);
    const line = await screen.findByTestId("cart-line");
    await waitFor(() => expect(within(line).getByTestId("cart-line-status").dataset["status"]).toBe("CAN_ORDER_ALL"));
    expect(within(line).getByText("Disponible")).toBeTruthy();
    expect(screen.getByTestId("cart-subtotal").textContent?.replace(/\s/g, " ")).toMatch(/240,00\s€/);
    expect(screen.getByRole("spinbutton", { name: "Quantité de Tire-lait P1" })).toBeTruthy();
  });

  it("changes a quantity with the stepper", async () => {
    const { services } = renderApp("/cart", signedIn());
    await withLine(services, 1);
    await screen.findByTestId("cart-line");
    await userEvent.click(screen.getByRole("button", { name: "Augmenter la quantité de Tire-lait P1" }));
    await waitFor(() => expect(services.actors.cart.getSnapshot().context.cart.products[0]?.quantity).toBe(2));
  });

  it("marks an unknown coupon invalid on the field and applies WELCOME10", async () => {
    const { services } = renderApp("/cart", signedIn());
    await withLine(services, 1);
    const field = await screen.findByRole("textbox", { name: "Code promo" });
    await userEvent.type(field, "NOPE");
    await userEvent.click(screen.getByRole("button", { name: "Appliquer" }));
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    const message = document.getElementById(field.getAttribute("aria-describedby") ?? "");
    expect(message?.textContent).toBe("Code promo invalide");

    await userEvent.clear(field);
    await userEvent.type(field, "WELCOME10");
    await userEvent.click(screen.getByRole("button", { name: "Appliquer" }));
    const applied = await screen.findByTestId("coupon-applied");
    // French typography: a narrow no-break space before the colon.
    expect(applied.textContent).toContain("Code promo\u202f: WELCOME10");
    await waitFor(() => expect(screen.getByTestId("cart-discount").textContent).toMatch(/12,00/));
  });

  it("walks through address, shipping and payment and places a cash-on-delivery order once", async () => {
    const submits: Request[] = [];
    const { services } = renderApp(
      "/cart",
      signedIn({
        "POST /admin/order/100001/submit": (request: Request) => {
          submits.push(request);
          return { body: { order_nr: "100001", status: "received", total: 12000, tax: 2000, payment: { type: "creditcard", method: "cod", status: null } } };
        },
      }),
    );
    await withLine(services, 1);
    expect((await screen.findByTestId("checkout-address")).textContent).toContain("1 rue de la Paix");
    await userEvent.click(screen.getByTestId("checkout-next"));
    await screen.findByText("Standard");
    await userEvent.click(screen.getByText("Express (24 h)"));
    await waitFor(() => expect(services.actors.cart.getSnapshot().context.cart.shipping).toBe(1995));
    await userEvent.click(screen.getByTestId("checkout-next"));
    await userEvent.click(await screen.findByTestId("place-order"));
    const outcome = await screen.findByTestId("checkout-outcome");
    expect(outcome.dataset["phase"]).toBe("orderPlaced");
    expect(within(outcome).getByText(/100001/)).toBeTruthy();
    expect(submits).toHaveLength(1);
    expect(submits[0]?.headers.get("Idempotency-Key")).toBeTruthy();
    expect(services.actors.cart.getSnapshot().context.cart.products).toHaveLength(0);
  });

  it("shows a canceled payment coming back from the provider, with the resume buttons", async () => {
    renderApp(
      "/cart?payment=canceled&order_nr=100007",
      signedIn({
        "GET /admin/order/100007": {
          body: {
            id: 7, order_nr: "100007", status: "received", date: "2026-11-20T10:00:00Z", total: 5000, tax: 800, shipping: 0, discount: 0, subtotal: 5000,
            lines: [], shipping_method: "Standard", addresskey: "42", code: null,
            payment: { type: "creditcard", method: "online", status: "canceled" },
            placed_by: { user_id: 42, on_behalf: false }, placed_for: { cust_no: "100234", name: "Maternité Test" },
          },
        },
      }),
    );
    await screen.findByTestId("payment-canceled");
    expect(screen.getByRole("button", { name: "Payer par carte" })).toBeTruthy();
    expect(window.location.search).toBe("");
  });

  it("explains instead of offering a checkout when the licence waits for approval", async () => {
    const pending = { ...customerAnswer, company: { ...customerAnswer.company, license_valid: "PENDING" } };
    const { services } = renderApp("/cart", signedIn({ "GET /admin/user/me": { body: pending } }));
    await withLine(services, 1);
    const notice = await screen.findByTestId("ordering-blocked");
    expect(notice.textContent).toContain("Maternité Test");
    expect(screen.queryByTestId("checkout")).toBeNull();
  });
});
