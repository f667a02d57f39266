import { describe, expect, it } from "vitest";
import { serverMessageOf } from "../server-message.ts";

describe("server-message", () => {
  it("finds the message in the shapes failed calls arrive in", () => {
    expect(serverMessageOf("Unknown customer")).toBe("Unknown customer");
    expect(serverMessageOf({ error: { code: "x", message: "From the error body" } })).toBe("From the error body");
    expect(serverMessageOf({ _tag: "ApiError", body: { error: { message: "Tagged body" } } })).toBe("Tagged body");
    expect(serverMessageOf({ body: { message: "Plain body" } })).toBe("Plain body");
    expect(serverMessageOf({ error: "Flat error text" })).toBe("Flat error text");
    expect(serverMessageOf({ message: "Object message" })).toBe("Object message");
  });

  it("finds none in empty answers, the client's generic text or a JavaScript error", () => {
    for (const failure of [undefined, null, "", "  ", "Wrong Services", { error: { message: "" } }, {}, 404, new TypeError("Failed to fetch")]) {
      expect(serverMessageOf(failure)).toBeUndefined();
    }
  });
});
