import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render.tsx";

describe("thanks page", () => {
  it("thanks, and repeats the message of the form it came from", async () => {
    renderApp("/thanks?from=register");
    const thanks = await screen.findByTestId("thanks");
    expect(thanks.querySelector('[role="status"]')?.textContent).toContain("e-mail");
    expect(screen.getByRole("link", { name: "Aller à l’accueil" }).getAttribute("href")).toBe("/");
  });

  it("shows only the thank-you text without an origin", async () => {
    renderApp("/thanks");
    const thanks = await screen.findByTestId("thanks");
    expect(thanks.querySelector('[role="status"]')).toBeNull();
  });
});
