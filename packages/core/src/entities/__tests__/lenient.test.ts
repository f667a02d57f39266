import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EntityId, FlagDefaultFalse, LenientBoolean, LenientCode, LenientInt, LenientNumber, LenientText } from "../lenient.ts";
import { decodeOk, expectBadField } from "./decode-helpers.ts";

const Probe = Schema.Struct({
  n: Schema.optional(LenientNumber),
  i: Schema.optional(LenientInt),
  b: Schema.optional(LenientBoolean),
  f: FlagDefaultFalse,
  t: LenientText,
  c: Schema.optional(LenientCode),
  id: Schema.optional(EntityId),
});

describe("lenient", () => {
  it("reads numbers spelled as strings", () => {
    expect(decodeOk(Probe, { n: "12.50" }).n).toBe(12.5);
    expect(decodeOk(Probe, { n: " 7 " }).n).toBe(7);
    expect(decodeOk(Probe, { n: -3 }).n).toBe(-3);
  });

  it("rejects text that is not a number, and the empty string", () => {
    for (const n of ["abc", "", "12abc", "NaN", null, true]) expectBadField(Probe, "probe", { n }, "n");
  });

  it("requires integers where counts are expected", () => {
    expect(decodeOk(Probe, { i: "4" }).i).toBe(4);
    expectBadField(Probe, "probe", { i: "2.5" }, "i");
  });

  it("reads every numeric string the way Number does", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(decodeOk(Probe, { n: String(value) }).n).toBe(Number(String(value)));
      }),
    );
  });

  it("reads the usual spellings of booleans and refuses others", () => {
    const yes = [true, 1, "1", "true", "TRUE", "Y", "yes"];
    const no = [false, 0, "0", "false", "N", "no", ""];
    for (const b of yes) expect(decodeOk(Probe, { b }).b).toBe(true);
    for (const b of no) expect(decodeOk(Probe, { b }).b).toBe(false);
    for (const b of ["maybe", 2, null, {}]) expectBadField(Probe, "probe", { b }, "b");
  });

  it("defaults a missing or null flag to false", () => {
    expect(decodeOk(Probe, {}).f).toBe(false);
    expect(decodeOk(Probe, { f: null }).f).toBe(false);
    expect(decodeOk(Probe, { f: "1" }).f).toBe(true);
  });

  it("turns null and missing text into an empty string and numbers into text", () => {
    expect(decodeOk(Probe, {}).t).toBe("");
    expect(decodeOk(Probe, { t: null }).t).toBe("");
    expect(decodeOk(Probe, { t: 75001 }).t).toBe("75001");
    expectBadField(Probe, "probe", { t: { street: "x" } }, "t");
  });

  it("keeps codes as trimmed text", () => {
    expect(decodeOk(Probe, { c: 123456 }).c).toBe("123456");
    expect(decodeOk(Probe, { c: " 0042 " }).c).toBe("0042");
  });

  it("keeps ids as sent", () => {
    expect(decodeOk(Probe, { id: 7 }).id).toBe(7);
    expect(decodeOk(Probe, { id: "7" }).id).toBe("7");
    expectBadField(Probe, "probe", { id: null }, "id");
  });
});
