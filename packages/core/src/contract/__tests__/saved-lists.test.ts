import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { MAX_SAVED_LIST_LINES, MAX_SAVED_LIST_NAME_LENGTH, SavedList, SavedListRequest, savedListNameProblem } from "../saved-lists.ts";
import { operation, SAVED_LIST_CALLS } from "./openapi-calls.ts";

const decode = Schema.decodeUnknownResult(SavedListRequest);
const line = { part_no: "88430001", quantity: 2 };

/** The path of the first problem of a refused body, as the server's 400 names it. */
const refusedAt = (body: unknown): string => {
  const result = decode(body);
  if (Result.isSuccess(result)) throw new Error("expected a refusal");
  return result.failure.message;
};

describe("saved-lists", () => {
  it("asks for the session token on every saved-list call and documents the refusals", () => {
    for (const [method, path] of SAVED_LIST_CALLS) {
      const found = operation(method, path);
      expect(found, `${method} ${path}`).toBeDefined();
      expect((found?.security ?? []).flatMap((requirement) => Object.keys(requirement)), path).toEqual(["sessionToken"]);
      expect(Object.keys(found?.responses ?? {}), `${method} ${path}`).toEqual(expect.arrayContaining(["400", "401", "404", "409"]));
    }
    expect(Object.keys(operation("post", "/admin/saved_list")?.responses ?? {})).toContain("201");
    expect(Object.keys(operation("delete", "/admin/saved_list/{id}")?.responses ?? {})).toContain("204");
  });

  it("takes a name and lines", () => {
    expect(Schema.decodeUnknownSync(SavedListRequest)({ name: "Mensuel maternité", lines: [line] })).toEqual({ name: "Mensuel maternité", lines: [line] });
  });

  it("refuses a blank, too long or control-character name, naming it", () => {
    expect(refusedAt({ name: "   ", lines: [line] })).toMatch(/\["name"\]/);
    expect(refusedAt({ name: "x".repeat(MAX_SAVED_LIST_NAME_LENGTH + 1), lines: [line] })).toMatch(/\["name"\]/);
    expect(refusedAt({ name: "a\u0000b", lines: [line] })).toMatch(/\["name"\]/);
    expect(refusedAt({ name: "a\u009bb", lines: [line] })).toMatch(/\["name"\]/);
    expect(Result.isSuccess(decode({ name: "x".repeat(MAX_SAVED_LIST_NAME_LENGTH), lines: [line] }))).toBe(true);
  });

  it("tells a form what the server would refuse in a name", () => {
    expect(savedListNameProblem("Mensuel")).toBeNull();
    expect(savedListNameProblem("  ")).toBe("required");
    expect(savedListNameProblem("x".repeat(MAX_SAVED_LIST_NAME_LENGTH + 1))).toBe("too_long");
    expect(savedListNameProblem("a\tb")).toBe("invalid");
    for (const name of ["Mensuel", "  ", "x".repeat(81), "a\u0000", "a\u0085", "Crème"]) {
      expect(savedListNameProblem(name) === null, name).toBe(Result.isSuccess(decode({ name, lines: [line] })));
    }
  });

  it("refuses no line, too many lines and bad lines, naming the field", () => {
    expect(refusedAt({ name: "a", lines: [] })).toMatch(/\["lines"\]/);
    expect(refusedAt({ name: "a", lines: Array.from({ length: MAX_SAVED_LIST_LINES + 1 }, () => line) })).toMatch(/\["lines"\]/);
    expect(refusedAt({ name: "a", lines: [line, { part_no: "x", quantity: 0 }] })).toMatch(/\["lines"\]\[1\]\["quantity"\]/);
    expect(refusedAt({ name: "a", lines: [{ part_no: "x".repeat(65), quantity: 1 }] })).toMatch(/\["part_no"\]/);
    expect(refusedAt({ name: "a", lines: [{ part_no: "a\u0000", quantity: 1 }] })).toMatch(/\["part_no"\]/);
  });

  it("refuses properties it does not know, on the list and on its lines", () => {
    expect(refusedAt({ name: "a", lines: [line], owner: "100235" })).toMatch(/unknown property[\s\S]*\["owner"\]/);
    expect(refusedAt({ name: "a", lines: [{ ...line, price: 1 }] })).toMatch(/\["lines"\]\[0\]\["price"\]/);
  });

  it("answers a list with its lines, who saved it and when", () => {
    const list = { id: 7, name: "a", cust_no: "100234", line_count: 1, created_at: "2026-11-02T09:00:00.000Z", created_by: "nurse@example.fr", lines: [line] };
    expect(Schema.decodeUnknownSync(SavedList)(list)).toEqual(list);
  });
});
