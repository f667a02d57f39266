import { describe, expect, it } from "vitest";
import { refusalDetailsIn } from "../api-client.ts";

describe("refusalDetailsIn", () => {
  it("keeps a refusal's text and number details, not its code and message", () => {
    const body = { error: { code: "accounts.not_found", message: "No account nobody@example.fr", account: "nobody@example.fr", max: 100, nested: { a: 1 }, flag: true } };
    expect(refusalDetailsIn(body)).toEqual({ account: "nobody@example.fr", max: 100 });
  });

  it("answers no details for a body that is no refusal", () => {
    expect(refusalDetailsIn("Bad gateway")).toEqual({});
    expect(refusalDetailsIn(null)).toEqual({});
  });
});
