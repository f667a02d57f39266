import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { customerAnswer } from "../../../test/fake-api.ts";
import { renderApp } from "../../../test/render.tsx";

describe("login-form", () => {
  it("marks empty required fields invalid and links each to its message", async () => {
    renderApp("/login");
    await userEvent.click(await screen.findByTestId("login-submit"));
    const username = screen.getByLabelText("Nom d’utilisateur ou adresse e-mail");
    expect(username.getAttribute("aria-invalid")).toBe("true");
    const message = document.getElementById(username.getAttribute("aria-describedby") ?? "");
    expect(message?.textContent).toBe("Ce champ est obligatoire.");
  });

  it("shows SPEC 8's failure text when the server refuses", async () => {
    renderApp("/login", { routes: { "POST /auth/login": { status: 401, body: { error: { code: "auth.invalid_credentials", message: "no" } } } } });
    await userEvent.type(await screen.findByLabelText("Nom d’utilisateur ou adresse e-mail"), "nurse@example.fr");
    await userEvent.type(screen.getByLabelText("Mot de passe"), "wrong");
    await userEvent.click(screen.getByTestId("login-submit"));
    expect((await screen.findByTestId("login-error")).textContent).toContain("Vérifiez votre adresse e-mail et votre mot de passe");
  });

  it("sends the trimmed e-mail and logs in", async () => {
    const { services } = renderApp("/login", { routes: { "POST /auth/login": { body: { ...customerAnswer, auth: "token" } } } });
    await userEvent.type(await screen.findByLabelText("Nom d’utilisateur ou adresse e-mail"), "  nurse@example.fr ");
    await userEvent.type(screen.getByLabelText("Mot de passe"), "proshop-demo");
    await userEvent.click(screen.getByTestId("login-submit"));
    await waitFor(() => expect(window.location.pathname).toBe("/"));
    const login = services.fetch.mock.calls.find(([url]) => url.endsWith("/auth/login"));
    expect(await login?.[1].clone().json()).toEqual({ email: "nurse@example.fr", password: "proshop-demo" });
  });
});
