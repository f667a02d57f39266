import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render.tsx";

describe("forgot and reset password", () => {
  it("sends the trimmed e-mail to /auth/forgot and says a link is on its way", async () => {
    const { services } = renderApp("/forgot", { routes: { "POST /auth/forgot": { body: { success: true } } } });
    await userEvent.type(await screen.findByLabelText("Adresse e-mail *"), "  nurse@example.fr ");
    await userEvent.click(screen.getByTestId("forgot-submit"));
    expect((await screen.findByTestId("forgot-success")).getAttribute("role")).toBe("status");
    const call = services.fetch.mock.calls.find(([url]) => url.endsWith("/auth/forgot"));
    expect(await call?.[1].clone().json()).toEqual({ email: "nurse@example.fr" });
  });

  it("refuses an invalid e-mail before calling the server", async () => {
    const { services } = renderApp("/forgot");
    await userEvent.type(await screen.findByLabelText("Adresse e-mail *"), "nurse@");
    await userEvent.click(screen.getByTestId("forgot-submit"));
    expect(screen.getByLabelText("Adresse e-mail *").getAttribute("aria-invalid")).toBe("true");
    expect(services.fetch.mock.calls.some(([url]) => url.endsWith("/auth/forgot"))).toBe(false);
  });

  it("posts the link's token with the new password to /auth/reset", async () => {
    const { services } = renderApp("/reset-password?token=abc.def", { routes: { "POST /auth/reset": { body: { success: true } } } });
    await userEvent.type(await screen.findByLabelText("Nouveau mot de passe *"), "Nouveau-mot-2025");
    await userEvent.type(screen.getByLabelText("Confirmez le mot de passe *"), "Nouveau-mot-2025");
    await userEvent.click(screen.getByTestId("reset-submit"));
    await screen.findByTestId("reset-success");
    const call = services.fetch.mock.calls.find(([url]) => url.endsWith("/auth/reset"));
    expect(await call?.[1].clone().json()).toEqual({ token: "abc.def", password: "Nouveau-mot-2025" });
  });

  it("words an expired link and offers a new one", async () => {
    renderApp("/reset-password?token=old", {
      routes: { "POST /auth/reset": { status: 400, body: { error: { code: "reset.token_invalid", message: "no", field: "token" } } } },
    });
    await userEvent.type(await screen.findByLabelText("Nouveau mot de passe *"), "Nouveau-mot-2025");
    await userEvent.type(screen.getByLabelText("Confirmez le mot de passe *"), "Nouveau-mot-2025");
    await userEvent.click(screen.getByTestId("reset-submit"));
    expect((await screen.findByTestId("reset-error")).textContent).toContain("a expiré");
    expect(screen.getByRole("link", { name: "Demander un nouveau lien" }).getAttribute("href")).toBe("/forgot");
  });

  it("explains a link without token", async () => {
    renderApp("/reset-password");
    await waitFor(() => expect(screen.getByTestId("reset-missing-token")).toBeTruthy());
  });
});
