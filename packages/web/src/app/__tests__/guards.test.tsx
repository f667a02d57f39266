import { selectRedirect } from "@proshop/core";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { customerAnswer, salesRepAnswer } from "../../test/fake-api.ts";
import { renderApp } from "../../test/render.tsx";

const signedIn = (answer: unknown) => ({ token: "stored-token", routes: { "GET /admin/user/me": { body: answer } } });

describe("guards", () => {
  it("sends a logged-out visitor of a protected page to /login and remembers the page", async () => {
    const { services } = renderApp("/cart?step=2");
    await screen.findByTestId("login-form");
    expect(window.location.pathname).toBe("/login");
    expect(selectRedirect(services.actors.session.getSnapshot())).toBe("/cart?step=2");
    expect(document.body.dataset["pageView"]).toBe("login");
  });

  it("does not remember the default path", async () => {
    const { services } = renderApp("/");
    await screen.findByTestId("login-form");
    expect(selectRedirect(services.actors.session.getSnapshot())).toBe("/");
  });

  it("decides nothing while the session still initialises", async () => {
    renderApp("/cart", { token: "stored-token", routes: { "GET /admin/user/me": () => new Promise(() => undefined) } });
    await screen.findByRole("progressbar");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(window.location.pathname).toBe("/cart");
    expect(screen.queryByTestId("login-form")).toBeNull();
    expect(screen.getByRole("progressbar")).toBeTruthy();
  });

  it("renders a protected page for a logged-in customer", async () => {
    renderApp("/profile/my-orders", signedIn(customerAnswer));
    await screen.findByRole("heading", { name: "Mes commandes" });
    expect(window.location.pathname).toBe("/profile/my-orders");
    expect(document.body.dataset["pageView"]).toBe("profile_my-orders");
  });

  it("sends a logged-in customer opening /login to the default path", async () => {
    renderApp("/login", signedIn(customerAnswer));
    await waitFor(() => expect(window.location.pathname).toBe("/"));
    await screen.findByRole("heading", { name: "Boutique" });
  });

  it("sends a logged-in sales rep opening /login to /order-on-behalf", async () => {
    renderApp("/login", signedIn(salesRepAnswer));
    await waitFor(() => expect(window.location.pathname).toBe("/order-on-behalf"));
  });

  it("keeps order on behalf for sales reps", async () => {
    renderApp("/order-on-behalf", signedIn(customerAnswer));
    await waitFor(() => expect(window.location.pathname).toBe("/"));
  });

  it("shows the not-found page for any other path, logged in or not", async () => {
    renderApp("/faq/a/b/c/d");
    await screen.findByTestId("not-found");
    expect(screen.getByRole("link", { name: "Retour à l'accueil" }).getAttribute("href")).toBe("/");
  });

  it("after logging in returns to the remembered page", async () => {
    const { services } = renderApp("/profile/my-account", {
      routes: { "POST /auth/login": { body: { ...customerAnswer, auth: "new-token" } } },
    });
    await screen.findByTestId("login-form");
    services.actors.session.send({ type: "session.login", email: "nurse@example.fr", password: "proshop-demo" });
    await waitFor(() => expect(window.location.pathname).toBe("/profile/my-account"));
  });
});
