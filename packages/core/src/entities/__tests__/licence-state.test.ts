import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isLicenseApproved, companyLicenseState } from "../company-values.ts";

describe("licence-state", () => {
  it("reads the seed's and the back office's words", () => {
    expect(companyLicenseState({ license_valid: "APPROVED" })).toBe("approved");
    for (const license_valid of ["", "PENDING", "NOT APPROVED", "waiting"]) expect(companyLicenseState({ license_valid }), license_valid).toBe("pending");
    for (const license_valid of ["INVALID", "invalid", "REFUSED 2025-03-01", "LICENSE_REJECTED", "Denied", "DECLINED", "REVOKED"])
      expect(companyLicenseState({ license_valid }), license_valid).toBe("refused");
  });

  it("is approved exactly when isLicenseApproved says so, whatever the text", () => {
    fc.assert(
      fc.property(fc.string(), (license_valid) => {
        expect(companyLicenseState({ license_valid }) === "approved").toBe(isLicenseApproved({ license_valid }));
      }),
    );
  });

  it("calls refused any text not approved that names a refusal", () => {
    const refusal = fc.constantFrom("INVALID", "refused", "Rejected", "DENIED", "declined", "REVOKED");
    fc.assert(
      fc.property(fc.string(), refusal, (before, word) => {
        const license_valid = `${before} ${word}`;
        fc.pre(!isLicenseApproved({ license_valid }));
        expect(companyLicenseState({ license_valid })).toBe("refused");
      }),
    );
  });
});
