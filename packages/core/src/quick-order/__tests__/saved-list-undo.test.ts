import fc from "fast-check";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { CART_UNDO_HIDE_MS } from "../../cart/undo.ts";
import { MAX_LINE_QUANTITY, MAX_PART_NO_LENGTH } from "../../contract/order-bodies.ts";
import { MAX_SAVED_LIST_LINES, savedListNameProblem, SavedListRequest, type SavedList } from "../../contract/saved-lists.ts";
import { propertySeed } from "../../reporting/__tests__/seed.ts";
import { SAVED_LIST_UNDO_EVENT, savedListDeletionUndo } from "../saved-list-undo.ts";

const seed = propertySeed("saved list deletion undo");

/** A list as GET /admin/saved_list/:id answers it. */
const savedList = (name: string, lines: SavedList["lines"]): SavedList => ({
  id: 7,
  name,
  cust_no: "100234",
  line_count: lines.length,
  created_at: "2025-05-02T08:00:00.000Z",
  created_by: "nurse@example.fr",
  lines,
});

// What the create call accepts: a name the form lets through, 1 to 500 lines of printable part numbers.
const printable = fc.string({ unit: fc.constantFrom(..."abcXYZ0189 -_.éß€") });
const names = printable.filter((name) => savedListNameProblem(name) === null);
const lines = fc.array(
  fc.record({
    part_no: printable.filter((partNo) => partNo.length >= 1 && partNo.length <= MAX_PART_NO_LENGTH),
    quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }),
  }),
  { minLength: 1, maxLength: MAX_SAVED_LIST_LINES },
);

describe("savedListDeletionUndo", () => {
  it("names the deleted list in a toast whose UNDO sends the saved-list undo event", () => {
    const undo = savedListDeletionUndo(savedList("Réassort maternité", [{ part_no: "88430035", quantity: 6 }]));
    expect(undo?.notification).toEqual({
      message: { id: "reorder.list_deleted", params: { name: "Réassort maternité" } },
      severity: "info",
      autoHideMs: CART_UNDO_HIDE_MS,
      position: "bottom-right",
      undo: { labelId: "common.button.undo", event: SAVED_LIST_UNDO_EVENT },
      variant: "plain",
      transition: "slide",
    });
  });

  it("brings back the same name and the same lines, in order, as a request the create call accepts", () => {
    fc.assert(
      fc.property(names, lines, (name, listLines) => {
        const undo = savedListDeletionUndo(savedList(name, listLines));
        expect(undo).not.toBeNull();
        expect(undo?.restore).toEqual({ name, lines: listLines });
        // The same checks as the server's POST /admin/saved_list (an unknown property would be refused).
        expect(Schema.decodeUnknownSync(SavedListRequest)(undo?.restore)).toEqual({ name, lines: listLines });
      }),
      { seed, numRuns: 200 },
    );
  });

  it("keeps only the part number and quantity of a line, which is all the create call takes", () => {
    const answered = { part_no: "88430028", quantity: 12, name: "Compresses" } as SavedList["lines"][number];
    const undo = savedListDeletionUndo(savedList("Mensuel", [answered]));
    expect(undo?.restore.lines).toEqual([{ part_no: "88430028", quantity: 12 }]);
    expect(Schema.decodeUnknownSync(SavedListRequest)(undo?.restore)).toEqual(undo?.restore);
  });

  it("offers nothing for a list without lines (no create call would take it back)", () => {
    expect(savedListDeletionUndo(savedList("Vide", []))).toBeNull();
  });
});
