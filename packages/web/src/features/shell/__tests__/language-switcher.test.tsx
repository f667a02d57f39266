import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { LOCALE_STORAGE_KEY } from "../../../app/stored-locale.ts";
import { baseRoutes, configAnswer } from "../../../test/fake-api.ts";
import { renderApp } from "../../../test/render.tsx";

const withLocales = (locale: string | readonly string[]) => ({ routes: baseRoutes(configAnswer(locale)) });

describe("language-switcher", () => {
  it("offers the shop config's languages and switches every message and <html lang>", async () => {
    renderApp("/login", withLocales(["fr_FR", "nl_BE"]));
    await screen.findByRole("heading", { name: "Connexion" });
    expect(document.documentElement.lang).toBe("fr");

    await userEvent.click(screen.getByTestId("language-switcher"));
    await userEvent.click(await screen.findByRole("option", { name: "Nederlands" }));

    await screen.findByRole("heading", { name: "Inloggen" });
    expect(document.documentElement.lang).toBe("nl");
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("nl");
  });

  it("shows a language column in the footer when there is more than one language", async () => {
    renderApp("/login", withLocales("fr_BE,nl_BE"));
    const column = await screen.findByTestId("footer-languages");
    await userEvent.click(screen.getByRole("button", { name: "Nederlands" }));
    await waitFor(() => expect(document.documentElement.lang).toBe("nl"));
    expect(column.querySelector("[aria-current=true]")?.textContent).toBe("Nederlands");
  });

  it("is hidden with one language, which is selected without asking", async () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, "fr");
    renderApp("/login", withLocales("es_ES"));
    await screen.findByRole("heading", { name: "Iniciar sesión" });
    expect(document.documentElement.lang).toBe("es");
    expect(screen.queryByTestId("language-switcher")).toBeNull();
    expect(screen.queryByTestId("footer-languages")).toBeNull();
    // Remembered for this host, so the next visit starts with Spanish words (main.tsx).
    await waitFor(() => expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("es"));
  });

  it("falls back to the shop's first language when the stored one is not offered", async () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, "es");
    renderApp("/login", withLocales(["nl_NL", "fr_FR"]));
    await screen.findByRole("heading", { name: "Inloggen" });
    expect(document.documentElement.lang).toBe("nl");
  });

  it("uses English messages for a language without its own set", async () => {
    renderApp("/login", withLocales(["de_DE"]));
    await screen.findByRole("heading", { name: "Log in" });
    expect(document.documentElement.lang).toBe("de");
  });
});
