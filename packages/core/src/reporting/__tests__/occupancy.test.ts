import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { occupancyIndicator, occupancyIndicators, occupancyOf, occupancyPercent } from "../occupancy.ts";
import { propertySeed } from "./seed.ts";

const seed = propertySeed("reporting occupancy");

describe("occupancy", () => {
  it("is enters minus leaves, never negative (property)", () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (enters, leaves) => {
        const occupancy = occupancyOf(enters, leaves);
        expect(occupancy).toBeGreaterThanOrEqual(0);
        expect(occupancy).toBe(enters >= leaves ? enters - leaves : 0);
      }),
      { seed },
    );
  });

  it("colours the indicator from the optimal occupancy's percentages; 0 or none is off", () => {
    const location = { optimal_balance: 200, balance_orange: 80, balance_red: 100 };
    expect(occupancyIndicator(0, location)).toBe("green");
    expect(occupancyIndicator(159, location)).toBe("green");
    expect(occupancyIndicator(160, location)).toBe("orange");
    expect(occupancyIndicator(200, location)).toBe("red");
    expect(occupancyIndicator(500, { ...location, balance_red: 0 })).toBe("orange");
    expect(occupancyIndicator(500, { ...location, balance_orange: null, balance_red: null })).toBe("green");
    expect(occupancyIndicator(500, { ...location, optimal_balance: 0 })).toBe("off");
    expect(occupancyIndicator(500, { optimal_balance: null, balance_orange: 80, balance_red: 100 })).toBe("off");
  });

  it("never shows a colour below its threshold (property)", () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 5_000 }), fc.nat(200), fc.nat(200), (occupancy, optimal, orange, red) => {
        const indicator = occupancyIndicator(occupancy, { optimal_balance: optimal, balance_orange: orange, balance_red: red });
        const percent = (occupancy * 100) / optimal;
        if (indicator === "red") expect(red > 0 && percent >= red).toBe(true);
        if (indicator === "orange") expect(orange > 0 && percent >= orange && !(red > 0 && percent >= red)).toBe(true);
        if (indicator === "green") expect((orange === 0 || percent < orange) && (red === 0 || percent < red)).toBe(true);
      }),
      { seed },
    );
  });

  it("computes occupancy thresholds in people from the optimal occupancy; 0 disables an indicator", () => {
    expect(occupancyIndicators({ optimal_balance: 200, balance_orange: 80, balance_red: 100 })).toEqual({ orange: 160, red: 200 });
    expect(occupancyIndicators({ optimal_balance: 200, balance_orange: 0, balance_red: 100 })).toEqual({ orange: null, red: 200 });
    expect(occupancyIndicators({ optimal_balance: 0, balance_orange: 80, balance_red: 100 })).toEqual({ orange: null, red: null });
    expect(occupancyIndicators({})).toEqual({ orange: null, red: null });
  });

  it("gives the percentage of the optimal occupancy", () => {
    expect(occupancyPercent(50, 200)).toBe(25);
    expect(occupancyPercent(1, 3)).toBe(33);
    expect(occupancyPercent(50, 0)).toBeNull();
    expect(occupancyPercent(50, null)).toBeNull();
  });
});
