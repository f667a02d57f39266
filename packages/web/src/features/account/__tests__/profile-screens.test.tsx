import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { customerAnswer } from "../../../test/fake-api.ts";
import { renderApp } from "../../../test/render.tsx";

const row = (n: number) => ({
  order_number: String(100000 + n),
  status: "received",
  date: "2026-11-20T10:00:00Z",
  ship_to: "Maternité Test, Paris",
  number_of_items: 2,
  tax: 2000,
  total_amount: 12000,
  products: [{ part_no: "P1", name: "Tire-lait", quantity: 2 }],
});

const detail = {
  id: 1, order_nr: "100001", status: "received", date: "2026-11-20T10:00:00Z", total: 12000, tax: 2000, shipping: 0, discount: 0, subtotal: 12000,
  lines: [{ part_no: "P1", name: "Tire-lait", quantity: 2, price: 6000, total: 12000 }],
  shipping_method: "Standard", addresskey: "42", code: null,
  payment: { type: "creditcard", method: "online", status: "completed" },
  placed_by: { user_id: 42, on_behalf: false }, placed_for: { cust_no: "100234", name: "Maternité Test" },
};

const signedIn = (routes: Record<string, unknown>) => ({ token: "stored-token", routes: { "GET /admin/user/me": { body: customerAnswer }, ...routes } as never });

describe("my orders", () => {
  it("lists the orders a page at a time and opens an order's details", async () => {
    const pages: string[] = [];
    renderApp(
      "/profile/my-orders",
      signedIn({
        "GET /admin/order/100001": { body: detail },
        "GET /admin/order": (request: Request) => {
          const page = new URL(request.url).searchParams.get("page") ?? "1";
          pages.push(page);
          return { body: { page: Number(page), pageSize: 10, total: 12, orders: page === "1" ? [row(1), row(2)] : [row(11)] } };
        },
      }),
    );
    const list = await screen.findByTestId("orders-list");
    expect(within(list).getAllByTestId("order-row")).toHaveLength(2);
    expect(within(list).getAllByText("Reçue")).toHaveLength(2);

    await userEvent.click(screen.getByRole("button", { name: "Détail de la commande 100001" }));
    const shown = await screen.findByTestId("order-detail");
    expect(within(shown).getByText("Tire-lait")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(screen.getAllByTestId("order-row")).toHaveLength(1));
    expect(pages.at(-1)).toBe("2");
  });

  it("marks a Zoom! Delivered order as shipped to a patient, naming the patient only when the server does", async () => {
    const patient = { ...row(3), ship_to: "Camille Durand, Lyon", patient_delivery: { patient_name: "Camille Durand" } };
    const hidden = { ...row(4), ship_to: "", patient_delivery: { patient_name: null } };
    renderApp("/profile/my-orders", signedIn({ "GET /admin/order": { body: { page: 1, pageSize: 10, total: 3, orders: [patient, hidden, row(5)] } } }));
    const rows = await screen.findAllByTestId("order-row");
    expect(within(rows[0]!).getByTestId("patient-delivery").textContent).toBe("Zoom! Delivered : livré à un patientPatient : Camille Durand");
    expect(within(rows[1]!).getByTestId("patient-delivery").textContent).toBe("Zoom! Delivered : livré à un patient");
    expect(within(rows[2]!).queryByTestId("patient-delivery")).toBeNull();
  });

  it("links only an http(s) tracking page, and shows where the order stands and what has left", async () => {
    // A server before core's check could send any address: a javascript: one is never a link.
    const shipped = {
      ...row(6),
      status: "shipped",
      shipments: [
        { at: "2026-11-21T10:00:00Z", tracking: { carrier: "Colissimo", number: "6A1", url: "https://www.laposte.fr/suivi?code=6A1" }, lines: [] },
        { at: "2026-11-22T10:00:00Z", tracking: { carrier: "Evil", number: "X1", url: "javascript:alert(1)" }, lines: [] },
      ],
    };
    const shippedDetail = {
      ...detail,
      order_nr: shipped.order_number,
      status: "shipped",
      lines: [{ ...detail.lines[0], shipped: 1 }],
      history: [
        { status: "received", at: "2026-11-20T10:00:00Z" },
        { status: "shipped", at: "2026-11-21T10:00:00Z" },
      ],
      shipments: shipped.shipments,
      invoice: null,
    };
    renderApp(
      "/profile/my-orders",
      signedIn({
        "GET /admin/order": { body: { page: 1, pageSize: 10, total: 1, orders: [shipped] } },
        [`GET /admin/order/${shipped.order_number}`]: { body: shippedDetail },
      }),
    );
    const tracking = await screen.findByTestId("order-tracking");
    const links = within(tracking).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["https://www.laposte.fr/suivi?code=6A1"]);
    expect(links[0]!.getAttribute("rel")).toBe("noopener noreferrer");
    expect(within(tracking).getByText("Evil, numéro de suivi X1").tagName).toBe("SPAN");

    await userEvent.click(screen.getByRole("button", { name: `Détail de la commande ${shipped.order_number}` }));
    const timeline = await screen.findByRole("list", { name: `Suivi de la commande ${shipped.order_number}` });
    expect(within(timeline).getAllByRole("listitem").filter((item) => item.getAttribute("aria-current") === "step").map((item) => item.dataset["step"])).toEqual(["shipped"]);
    expect(screen.getByTestId("shipped-of").textContent).toBe("1 sur 2 expédié");
    expect(screen.queryByRole("button", { name: /Télécharger la facture/ })).toBeNull();
  });

  it("says when there are no orders yet", async () => {
    renderApp("/profile/my-orders", signedIn({ "GET /admin/order": { body: { page: 1, pageSize: 10, total: 0, orders: [] } } }));
    await screen.findByTestId("orders-empty");
  });
});

describe("my account", () => {
  it("shows the user and company and refuses a wrong current password on its field", async () => {
    const bodies: unknown[] = [];
    renderApp(
      "/profile/my-account",
      signedIn({
        "PUT /admin/user/me": async (request: Request) => {
          const body = (await request.json()) as { current_password: string };
          bodies.push(body);
          return body.current_password === "right-one"
            ? { body: { success: true } }
            : { status: 403, body: { error: { code: "account.current_password_wrong", message: "wrong", field: "current_password" } } };
        },
      }),
    );
    const company = await screen.findByTestId("account-company");
    expect(within(company).getByText("100234")).toBeTruthy();
    expect(within(screen.getByTestId("account-details")).getByText(/500,00/)).toBeTruthy();

    const current = screen.getByLabelText("Mot de passe actuel");
    await userEvent.type(current, "wrong-one");
    await userEvent.type(screen.getByLabelText("Nouveau mot de passe"), "new-secret-1");
    await userEvent.type(screen.getByLabelText("Répétez le nouveau mot de passe"), "new-secret-1");
    await userEvent.click(screen.getByRole("button", { name: "Changer le mot de passe" }));
    await waitFor(() => expect(current.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(current.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Le mot de passe actuel n’est pas correct.");

    await userEvent.clear(current);
    await userEvent.type(current, "right-one");
    await userEvent.click(screen.getByRole("button", { name: "Changer le mot de passe" }));
    await screen.findByTestId("password-changed");
    expect(bodies.at(-1)).toEqual({ password: "new-secret-1", current_password: "right-one" });
    expect((screen.getByLabelText("Nouveau mot de passe") as HTMLInputElement).value).toBe("");
  });
});
