import { errorNotification, notification, successNotification } from "@proshop/core";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithServices } from "../../../test/render.tsx";
import { NotificationBar } from "../notification-bar.tsx";

const renderBar = () => renderWithServices(<NotificationBar />);

describe("notification-bar", () => {
  it("shows a machine's toast in the active language with its severity", async () => {
    const { services } = renderBar();
    act(() => services.notifications.publish({ notification: errorNotification("session.expired") }));
    const toast = await screen.findByRole("alert");
    expect(toast.textContent).toContain("Votre session a expiré");
    expect(toast.getAttribute("data-severity")).toBe("error");
  });

  it("renders catalogue messages as HTML but escapes what a server sent", async () => {
    const { services } = renderBar();
    act(() => services.notifications.publish({ notification: notification({ text: "<b>bold</b> & co" }, { severity: "warning" }) }));
    const toast = await screen.findByRole("alert");
    expect(toast.textContent).toContain("<b>bold</b> & co");
    expect(toast.querySelector("b")).toBeNull();
  });

  it("closes with its close button", async () => {
    const { services } = renderBar();
    act(() => services.notifications.publish({ notification: successNotification("checkout.order.placed", undefined, { autoHideMs: null }) }));
    await screen.findByRole("status");
    await userEvent.click(screen.getByRole("button", { name: "Fermer la notification" }));
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
  });

  it("hides itself after 3000 ms", async () => {
    const { services } = renderBar();
    const started = Date.now();
    act(() => services.notifications.publish({ notification: notification({ text: "Bientôt parti" }) }));
    await screen.findByText("Bientôt parti");
    await waitFor(() => expect(screen.queryByText("Bientôt parti")).toBeNull(), { timeout: 6000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
  }, 10_000);

  it("sends the UNDO event back to the machine that spoke", async () => {
    const { services } = renderBar();
    const source = { send: vi.fn() };
    const undo = { labelId: "common.button.undo", event: { type: "cart.undo" } };
    act(() => services.notifications.publish({ notification: notification({ text: "Retiré" }, { undo, autoHideMs: null }), source }));
    await userEvent.click(await screen.findByRole("button", { name: "Annuler l’action" }));
    expect(source.send).toHaveBeenCalledWith({ type: "cart.undo" });
  });

  it("puts each toast in its corner (bottom right by default)", async () => {
    const { services } = renderBar();
    act(() => {
      services.notifications.publish({ notification: notification({ text: "coin" }) });
      services.notifications.publish({ notification: notification({ text: "centre" }, { position: "bottom-center" }) });
    });
    const corner = await screen.findByText("coin");
    const centre = await screen.findByText("centre");
    expect(corner.closest("[data-placement]")?.getAttribute("data-placement")).toBe("bottom-end");
    expect(centre.closest("[data-placement]")?.getAttribute("data-placement")).toBe("bottom");
  });
});
