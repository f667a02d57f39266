import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { baseRoutes, configAnswer, customerAnswer, salesRepAnswer } from "../../../test/fake-api.ts";
import { renderApp } from "../../../test/render.tsx";

describe("shell", () => {
  it('says "Loading" until the shop config arrives', async () => {
    renderApp("/login", { routes: { ...baseRoutes(), "GET /admin/config_for_hostname": () => new Promise(() => undefined) } });
    expect((await screen.findByTestId("shell-loading")).textContent).toBe("Chargement");
    expect(screen.queryByTestId("login-form")).toBeNull();
  });

  it("shows the organisation's maintenance title and message", async () => {
    const organisation = { id: 9, maintenance_mode: true, maintenance_title: "Back soon", maintenance_message: "<p>We <em>upgrade</em>.</p>" };
    renderApp("/login", { routes: baseRoutes(configAnswer(["fr_BE"], { organisation })) });
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Back soon");
    expect(screen.getByTestId("maintenance-page").querySelector("em")?.textContent).toBe("upgrade");
    expect(screen.queryByTestId("login-form")).toBeNull();
  });

  it("shows the translated defaults and the thank-you text in shop-wide maintenance", async () => {
    renderApp("/", { routes: baseRoutes(configAnswer(["nl_NL"], { maintenance_mode: true })) });
    await screen.findByTestId("maintenance-page");
    expect(screen.getByText("Bedankt voor uw geduld.")).toBeTruthy();
  });

  it("shows the environment badge outside production only", async () => {
    renderApp("/login", { routes: baseRoutes(configAnswer(["fr_FR"], { environment: "staging" })) });
    const badge = await screen.findByTestId("environment-badge");
    expect(badge.textContent).toBe("Connecté à : staging");
    expect(badge.getAttribute("href")).toBe("/c-p/");
  });

  it("has no environment badge in production", async () => {
    renderApp("/login", { routes: baseRoutes(configAnswer(["fr_FR"], { environment: "production" })) });
    await screen.findByTestId("login-form");
    expect(screen.queryByTestId("environment-badge")).toBeNull();
  });

  it("shows the licence-pending banner and the top bar to a logged-in customer", async () => {
    const pending = { ...customerAnswer, company: { ...customerAnswer.company, license_valid: "PENDING" } };
    renderApp("/", { token: "t", routes: { "GET /admin/user/me": { body: pending } } });
    expect((await screen.findByTestId("banner-license_pending")).textContent).toContain("en attente de validation");
    expect(screen.getByTestId("top-bar")).toBeTruthy();
  });

  it("tells a sales rep to pick a company", async () => {
    renderApp("/order-on-behalf", { token: "t", routes: { "GET /admin/user/me": { body: salesRepAnswer } } });
    await screen.findByTestId("banner-sales_rep_select_company");
  });

  it("links the account and the cart, and logs out from the top bar", async () => {
    const { services } = renderApp("/", { token: "t", routes: { "GET /admin/user/me": { body: customerAnswer } } });
    await screen.findByTestId("nav-cart");
    expect(screen.getByTestId("nav-account").getAttribute("href")).toBe("/profile/my-account");
    screen.getByTestId("logout").click();
    await screen.findByTestId("login-form");
    expect(services.actors.session.getSnapshot().matches("loggedOut")).toBe(true);
  });
});
