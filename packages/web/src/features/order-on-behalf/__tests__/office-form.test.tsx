import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { salesRepAnswer } from "../../../test/fake-api.ts";
import { renderApp } from "../../../test/render.tsx";

const rep = (routes: Record<string, unknown> = {}) => ({ token: "stored-token", routes: { "GET /admin/user/me": { body: salesRepAnswer }, ...routes } as never });

describe("order on behalf", () => {
  it("marks a customer number core refuses, without asking the server", async () => {
    let asked = 0;
    renderApp("/order-on-behalf", rep({ "POST /admin/set_order_on_behalf": () => ((asked += 1), { body: {} }) }));
    const field = await screen.findByRole("textbox", { name: "Numéro client" });
    await userEvent.type(field, "1");
    await userEvent.click(screen.getByTestId("office-submit"));
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(asked).toBe(0);
  });

  it("toasts the generic failure when the server refuses without words", async () => {
    renderApp("/order-on-behalf", rep({ "POST /admin/set_order_on_behalf": { status: 500, body: {} } }));
    const field = await screen.findByRole("textbox", { name: "Numéro client" });
    await userEvent.type(field, "100234");
    await userEvent.click(screen.getByTestId("office-submit"));
    expect((await screen.findAllByText("Impossible de sélectionner ce cabinet pour commander en son nom", { exact: false })).length).toBeGreaterThan(0);
    expect(window.location.pathname).toBe("/order-on-behalf");
  });

  it("lands in the shop once the office is set", async () => {
    renderApp(
      "/order-on-behalf",
      rep({ "POST /admin/set_order_on_behalf": { body: { company: { cust_no: "100234", Name: "Maternité Test", orders: [], license_valid: "APPROVED" } } } }),
    );
    const field = await screen.findByRole("textbox", { name: "Numéro client" });
    await userEvent.type(field, "100234");
    await userEvent.click(screen.getByTestId("office-submit"));
    await waitFor(() => expect(window.location.pathname).toBe("/"));
  });
});
