import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { baseRoutes, configAnswer, customerAnswer } from "../../../test/fake-api.ts";
import { renderApp } from "../../../test/render.tsx";

const fill = async () => {
  await userEvent.type(await screen.findByLabelText("Nom *"), "Anne Martin");
  const company = screen.getByLabelText("Nom du cabinet ou de la société *") as HTMLInputElement;
  if (company.value === "") await userEvent.type(company, "Maternité Test");
  await userEvent.type(screen.getByLabelText("Adresse e-mail *"), " anne@example.fr ");
  await userEvent.type(screen.getByLabelText("Numéro de téléphone *"), "0102030405");
  await userEvent.click(screen.getByTestId("select-question_type"));
  await userEvent.click(await screen.findByRole("option", { name: "Une livraison" }));
  await userEvent.click(screen.getByRole("radio", { name: "Par téléphone" }));
  await userEvent.type(screen.getByLabelText("Votre message *"), "Où est ma commande ?");
};

describe("contact-form", () => {
  it("tells the market's support phone, hours and e-mail from its configuration, and that config and promo changes can take up to an hour (SPEC 9)", async () => {
    const organisation = { id: "BE", support_phone: "+32 2 808 20 00", support_email: "pro.be@proshop.example", support_hours: "08:30-17:30" };
    renderApp("/contact", { routes: baseRoutes(configAnswer(["fr_BE", "nl_BE"], { organisation })) });
    const line = await screen.findByTestId("support-contact");
    expect(line.textContent).toContain("+32 2 808 20 00");
    expect(line.textContent).toContain("pro.be@proshop.example");
    expect(line.textContent).toMatch(/du lundi au vendredi, de 08:30 à 17:30/);
    expect(screen.getByText(/peuvent mettre jusqu’à une heure/)).toBeTruthy();
  });

  it("says no phone or e-mail when the market configures none", async () => {
    renderApp("/contact");
    await screen.findByTestId("contact-form");
    expect(screen.queryByTestId("support-contact")).toBeNull();
  });

  it("marks every required field invalid with its message", async () => {
    renderApp("/contact");
    await userEvent.click(await screen.findByTestId("contact-submit"));
    for (const field of [
      screen.getByLabelText("Nom *"),
      screen.getByLabelText("Adresse e-mail *"),
      screen.getByLabelText("Votre message *"),
      screen.getByTestId("select-question_type"),
    ]) {
      const label = field.getAttribute("name") ?? field.id;
      expect(field.getAttribute("aria-invalid"), label).toBe("true");
      expect(document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Ce champ est obligatoire.");
    }
  });

  it("signs the question when nobody is logged in and shows SPEC 8's success", async () => {
    const { services } = renderApp("/contact", { routes: { "POST /admin/question": { body: { success: true } } } });
    await fill();
    await userEvent.click(screen.getByTestId("contact-submit"));
    await screen.findByTestId("contact-success");
    const call = services.fetch.mock.calls.find(([url]) => url.endsWith("/admin/question"));
    const request = call![1];
    expect(request.headers.get("authorization")).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await request.clone().json()).toEqual({
      name: "Anne Martin",
      company: "Maternité Test",
      email: "anne@example.fr",
      phone: "0102030405",
      question_type: "delivery",
      contact_preference: "call",
      message: "Où est ma commande ?",
    });
  });

  it("uses the session token when logged in, prefills the office, and shows the oops on failure", async () => {
    const { services } = renderApp("/contact", {
      token: "session-token",
      routes: {
        "GET /admin/user/me": { body: customerAnswer },
        "POST /admin/question": { status: 500, body: { error: { code: "server.error", message: "boom" } } },
      },
    });
    expect(((await screen.findByLabelText("Nom du cabinet ou de la société *")) as HTMLInputElement).value).toBe("Maternité Test");
    await fill();
    await userEvent.click(screen.getByTestId("contact-submit"));
    expect((await screen.findByTestId("contact-error")).getAttribute("role")).toBe("alert");
    const call = services.fetch.mock.calls.find(([url]) => url.endsWith("/admin/question"));
    expect(call![1].headers.get("authorization")).toBe("Bearer session-token");
  });
});
