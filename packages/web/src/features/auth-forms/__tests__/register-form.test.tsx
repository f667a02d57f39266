import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { baseRoutes, configAnswer, type FakeRoutes } from "../../../test/fake-api.ts";
import { renderApp } from "../../../test/render.tsx";

const described = (field: HTMLElement) =>
  (field.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

const fillRequired = async (custNo = "100234") => {
  await userEvent.type(await screen.findByLabelText("Numéro client *"), custNo);
  await userEvent.type(screen.getByLabelText("Adresse e-mail *"), " Anne@Example.fr ");
  await userEvent.type(screen.getByLabelText("Mot de passe *"), "Sage-femme-Lyon-2024");
  await userEvent.type(screen.getByLabelText("Confirmez le mot de passe *"), "Sage-femme-Lyon-2024");
  await userEvent.click(screen.getByRole("checkbox", { name: /conditions générales/ }));
};

describe("register-form", () => {
  it("shows the error of a one-digit customer number on the field, linked by aria-describedby", async () => {
    renderApp("/register");
    await fillRequired("7");
    await userEvent.click(screen.getByTestId("register-submit"));
    const custNo = screen.getByLabelText("Numéro client *");
    expect(custNo.getAttribute("aria-invalid")).toBe("true");
    expect(described(custNo)).toContain("Le numéro client comporte de 2 à 7 chiffres.");
    await waitFor(() => expect(document.activeElement).toBe(custNo));
  });

  it("rates a common password or the e-mail as poor and says why, as the server would refuse them", async () => {
    renderApp("/register");
    await userEvent.type(await screen.findByLabelText("Adresse e-mail *"), "anne.martin@example.fr");
    await userEvent.type(screen.getByLabelText("Mot de passe *"), "password");
    await waitFor(() => expect(screen.getByTestId("password-problem").textContent).toContain("trop facile à deviner"));
    expect(screen.getByTestId("password-strength").dataset["strength"]).toBe("poor");
    // The shop's languages' common passwords, and its own name (issue 32 item 9).
    for (const common of ["Motdepasse1!", "Proshop-2024"]) {
      await userEvent.clear(screen.getByLabelText("Mot de passe *"));
      await userEvent.type(screen.getByLabelText("Mot de passe *"), common);
      expect(screen.getByTestId("password-problem").textContent, common).toContain("trop facile à deviner");
    }
    await userEvent.clear(screen.getByLabelText("Mot de passe *"));
    await userEvent.type(screen.getByLabelText("Mot de passe *"), "Anne.Martin-2024!");
    expect(screen.getByTestId("password-problem").textContent).toContain("adresse e-mail");
    expect(screen.getByTestId("password-strength").dataset["strength"]).toBe("poor");
  });

  it("marks the unticked terms invalid, linked to their message", async () => {
    renderApp("/register");
    await userEvent.click(await screen.findByTestId("register-submit"));
    const terms = screen.getByRole("checkbox", { name: /conditions générales/ });
    expect(terms.getAttribute("aria-invalid")).toBe("true");
    expect(described(terms)).toContain("Veuillez accepter les conditions générales.");
  });

  it("signs the payload and posts it to /admin/user?send_mail=1, then shows SPEC 8's success", async () => {
    const { services } = renderApp("/register", { routes: { "POST /admin/user": { body: { success: true } } } });
    await fillRequired();
    expect(screen.getByTestId("password-strength").dataset["strength"]).toBe("strong");
    expect(screen.getByTestId("password-strength").textContent).toContain("Robustesse du mot de passe\u202f: Excellent");
    await userEvent.click(screen.getByTestId("select-role"));
    await userEvent.click(await screen.findByRole("option", { name: "Sage-femme" }));
    await userEvent.click(screen.getByTestId("register-submit"));
    expect((await screen.findByTestId("register-success")).textContent).toContain("e-mail");
    const call = services.fetch.mock.calls.find(([url]) => url.includes("/admin/user?send_mail=1"));
    expect(call).toBeDefined();
    const request = call![1];
    expect(request.headers.get("authorization")).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    const body = await request.clone().json();
    expect(body).toMatchObject({ cust_no: "100234", email: "Anne@Example.fr", role: "Midwife", license_valid: "PENDING", language: "fr" });
    expect(body).not.toHaveProperty("license_number_BIG");
  });

  it("shows the server's message for an e-mail already registered", async () => {
    const routes: FakeRoutes = {
      "POST /admin/user": { status: 409, body: { error: { code: "register.email_not_unique", message: "taken", field: "email" } } },
    };
    renderApp("/register", { routes });
    await fillRequired();
    await userEvent.click(screen.getByTestId("register-submit"));
    expect((await screen.findByTestId("register-error")).textContent).toContain("déjà été utilisée");
  });

  it("words a refusal with its details, and falls back to the form's oops for an unknown code", async () => {
    let code = "password.too_short";
    renderApp("/register", {
      routes: { "POST /admin/user": () => ({ status: 400, body: { error: { code, message: "no", field: "password", min: 8 } } }) },
    });
    await fillRequired();
    await userEvent.click(screen.getByTestId("register-submit"));
    expect((await screen.findByTestId("register-error")).textContent).toContain("8");
    code = "no.such.code";
    await userEvent.click(screen.getByTestId("register-submit"));
    await waitFor(() => expect(screen.getByTestId("register-error").textContent).toContain("Oups"));
  });

  it("asks the Dutch extras and offers the Dutch sources on the NL shop", async () => {
    renderApp("/register", { routes: baseRoutes(configAnswer(["nl_NL"])) });
    expect(await screen.findByLabelText("BIG-registratienummer")).toBeTruthy();
    await userEvent.click(screen.getByTestId("select-source"));
    expect(await screen.findByRole("option", { name: "Boek" })).toBeTruthy();
  });

  it("has no Dutch extras on the French shop", async () => {
    renderApp("/register");
    await screen.findByLabelText("Numéro client *");
    expect(screen.queryByLabelText("Numéro d’enregistrement BIG")).toBeNull();
    await userEvent.click(screen.getByTestId("select-source"));
    await screen.findByRole("option", { name: "Par un(e) collègue" });
    expect(screen.queryByRole("option", { name: "Livre" })).toBeNull();
  });

  it("fills in an invitation's fields from /auth/prefill", async () => {
    const { services } = renderApp("/register?token=invite.token", {
      routes: { "POST /auth/prefill": { body: { email: "invited@example.fr", cust_no: "100500", firstName: "Inès" } } },
    });
    await waitFor(() => expect((screen.getByLabelText("Numéro client *") as HTMLInputElement).value).toBe("100500"));
    expect((screen.getByLabelText("Adresse e-mail *") as HTMLInputElement).value).toBe("invited@example.fr");
    const call = services.fetch.mock.calls.find(([url]) => url.endsWith("/auth/prefill"));
    expect(await call?.[1].clone().json()).toEqual({ token: "invite.token" });
  });

  it("says when an invitation is no longer valid", async () => {
    renderApp("/register?token=old", {
      routes: { "POST /auth/prefill": { status: 401, body: { error: { code: "prefill.token_invalid", message: "no" } } } },
    });
    expect((await screen.findByTestId("register-prefill-error")).textContent).toContain("invitation");
  });
});
