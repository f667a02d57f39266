import { describe, expect, it } from "vitest";
import { displayWidth, renderPairs, renderTable } from "../table.ts";

describe("table", () => {
  it("pads columns to their widest cell and right-aligns numbers", () => {
    const text = renderTable(
      [{ header: "Part" }, { header: "Qty", align: "right" }],
      [
        ["88430002", "2"],
        ["A", "120"],
      ],
    );
    expect(text.split("\n")).toEqual(["Part      Qty", "--------  ---", "88430002    2", "A         120"]);
  });

  it("measures cells without their colour codes", () => {
    expect(displayWidth("\u001b[31mred\u001b[39m")).toBe(3);
    const text = renderTable([{ header: "A" }, { header: "B" }], [["\u001b[1mxx\u001b[22m", "y"]]);
    expect(text.split("\n")[2]).toBe("\u001b[1mxx\u001b[22m  y");
  });

  it("aligns the values of label/value pairs", () => {
    expect(renderPairs([["Total", "€1.00"], ["Shipping", "€0.00"]])).toBe("Total     €1.00\nShipping  €0.00");
  });
});
