import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchRoute } from "../../navigation/routes.ts";
import { reorderPath } from "../../quick-order/paths.ts";
import { kitsToOrderAgain, kitsToOrderAgainOf, orderAgainPath } from "../order-again.ts";
import { kit } from "./fixtures.ts";

describe("zoom-delivered order again", () => {
  const lines = [{ part_no: "ZD-NITE-16" }, { part_no: "ZD-REFILL" }];

  it("sends a patient delivery back through the wizard with its kits, any other order to quick order", () => {
    const path = orderAgainPath({ order_nr: "100777", lines }, true);
    expect(matchRoute(path)).toMatchObject({ id: "zoomDelivered", kind: "protected" });
    expect(kitsToOrderAgainOf(path.slice(path.indexOf("?")))).toEqual(["ZD-NITE-16", "ZD-REFILL"]);
    expect(orderAgainPath({ order_nr: "100777", lines }, false)).toBe(reorderPath("100777"));
  });

  it("reads back every kit it wrote, whatever characters a part number holds", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 20 }), { maxLength: 5 }), (partNos) => {
        const path = orderAgainPath({ order_nr: "1", lines: partNos.map((part_no) => ({ part_no })) }, true);
        const query = path.includes("?") ? path.slice(path.indexOf("?")) : "";
        expect(kitsToOrderAgainOf(query)).toEqual(partNos);
      }),
    );
    expect(kitsToOrderAgainOf("")).toEqual([]);
    expect(kitsToOrderAgainOf("?other=1")).toEqual([]);
  });

  it("chooses again only the kits the practice may order today, once each", () => {
    const kits = [kit("ZD-DAY-6", 18_900), kit("ZD-NITE-16", 21_900), kit("ZD-REFILL", 6_900, 0)];
    expect(kitsToOrderAgain(kits, ["ZD-NITE-16", "ZD-REFILL", "ZD-GONE", "ZD-NITE-16"], "2026-03-02")).toEqual([{ part_no: "ZD-NITE-16", quantity: 1 }]);
    expect(kitsToOrderAgain(kits, [], "2026-03-02")).toEqual([]);
  });
});
