import { describe, expect, it } from "vitest";
import { matchRoute } from "../../navigation/routes.ts";
import { isZoomDeliveredPractice } from "../paths.ts";
import { ZOOM_DELIVERED_PATHS, zoomScreenOfPath, zoomScreenOfPhase } from "../screens.ts";

describe("zoom-delivered screens", () => {
  it("gives every screen a protected address of its own, all on the wizard's route", () => {
    for (const [screen, path] of Object.entries(ZOOM_DELIVERED_PATHS)) {
      expect(matchRoute(path)).toMatchObject({ id: "zoomDelivered", kind: "protected" });
      expect(zoomScreenOfPath(`${path}/?x=1`)).toBe(screen);
    }
    expect(matchRoute("/zoom-delivered/other").id).toBe("notFound");
  });

  it("shows loading, refusals and the submit on the addresses a user reached them from", () => {
    expect(zoomScreenOfPhase("loading")).toBe("start");
    expect(zoomScreenOfPhase("notEligible")).toBe("start");
    expect(zoomScreenOfPhase("submitting")).toBe("summary");
    expect(zoomScreenOfPhase("failed")).toBe("summary");
    expect(zoomScreenOfPhase("done")).toBe("done");
  });

  it("lets registered practices with an approved licence in, nobody else", () => {
    expect(isZoomDeliveredPractice({ zoom_delivered: true, license_valid: "APPROVED" })).toBe(true);
    expect(isZoomDeliveredPractice({ zoom_delivered: true, license_valid: "PENDING" })).toBe(false);
    expect(isZoomDeliveredPractice({ license_valid: "APPROVED" })).toBe(false);
    expect(isZoomDeliveredPractice(null)).toBe(false);
  });
});
