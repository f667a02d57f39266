import { describe, expect, it } from "vitest";
import * as core from "../../index.ts";

// Issue 35 item 23: older reporting schemas (ignore hours on the device, `recipient` as one
// string, a paused report) contradicted the contract. The contract's records are the only ones.
describe("reporting records", () => {
  it("are the contract's only: no older schema contradicts it", () => {
    for (const older of ["ReportingLocation", "ReportingDevice", "ReportingReport"]) expect(core).not.toHaveProperty(older);
    for (const record of ["LocationRecord", "DeviceRecord", "ReportRecord"]) expect(core).toHaveProperty(record);
  });
});
