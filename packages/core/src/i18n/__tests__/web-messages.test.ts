import { describe, expect, it } from "vitest";
import { hasMessage, translator } from "../catalogue.ts";

describe("web messages", () => {
  it("are registered in every locale's catalogue", () => {
    for (const id of ["web.app.skip_to_content", "web.theme.to_dark", "web.login.forgot", "web.pages.my_orders"]) {
      expect(hasMessage(id), id).toBe(true);
    }
    expect(translator("nl")("web.app.close_notification")).toBe("Melding sluiten");
  });
});
