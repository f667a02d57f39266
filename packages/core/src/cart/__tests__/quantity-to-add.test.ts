import { describe, expect, it } from "vitest";
import { translator } from "../../i18n/catalogue.ts";
import { notificationText } from "../../notifications/notification.ts";
import { addedToCartNotification, quantityToAdd } from "../quantity-to-add.ts";

const valveKit = { max_order_amount: 20 };

describe("quantity-to-add", () => {
  it("adds what was typed when it fits", () => {
    expect(quantityToAdd(12, 20, valveKit, null)).toEqual({ quantity: 12, typed: 12, cappedBy: null });
    expect(quantityToAdd(20, 20, valveKit, null)).toEqual({ quantity: 20, typed: 20, cappedBy: null });
  });

  it("brings more than the maximum down to it and names what set it", () => {
    expect(quantityToAdd(30, 20, valveKit, null)).toEqual({ quantity: 20, typed: 30, cappedBy: "per_line" });
    // The stock is below the product's maximum.
    expect(quantityToAdd(30, 8, valveKit, null)).toEqual({ quantity: 8, typed: 30, cappedBy: "stock" });
    expect(quantityToAdd(30, 140, { max_order_amount: null }, null).cappedBy).toBeNull();
    expect(quantityToAdd(300, 140, { max_order_amount: 0 }, null).cappedBy).toBe("stock");
    expect(quantityToAdd(5, 3, { max_order_amount: null }, { roomLeft: 3 })).toEqual({ quantity: 3, typed: 5, cappedBy: "bundle" });
  });

  it("confirms a plain add, and says the maximum and what was added for a capped one, in every language", () => {
    expect(addedToCartNotification("Kit valves et membranes", quantityToAdd(3, 20, valveKit, null))).toMatchObject({
      severity: "success",
      message: { id: "webShop.added" },
    });
    const capped = addedToCartNotification("Kit valves et membranes", quantityToAdd(30, 20, valveKit, null));
    expect(capped.severity).toBe("warning");
    expect(notificationText(translator("fr"), capped, "fr")).toBe(
      "Kit valves et membranes : 20 au maximum par ligne de commande. Nous en avons ajouté 20 à votre panier.",
    );
    for (const locale of ["en", "es", "nl"]) {
      for (const cappedBy of ["per_line", "stock", "bundle"] as const) {
        const text = notificationText(translator(locale), addedToCartNotification("Kit", { quantity: 20, typed: 30, cappedBy }), locale);
        expect(text, `${locale} ${cappedBy}`).toMatch(/^Kit: .*20.*20/);
        expect(text).not.toContain("{{");
      }
    }
  });
});
