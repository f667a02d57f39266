import { describe, expect, it } from "vitest";
import { matchRoute } from "../../navigation/routes.ts";
import { isZoomDeliveredPractice, ZOOM_DELIVERIES_PATH, zoomDeliveryPath } from "../paths.ts";
import { ZOOM_DELIVERED_PATHS, zoomScreenOfPath, zoomScreenOfPhase } from "../screens.ts";

describe("zoom-delivered screens", () => {
  it("gives every screen a protected address of its own, all on the wizard's route", () => {
    for (const [screen, path] of Object.entries(ZOOM_DELIVERED_PATHS)) {
      expect(matchRoute(path)).toMatchObject({ id: "zoomDelivered", kind: "protected" });
      expect(zoomScreenOfPath(`${path}/?x=1`)).toBe(screen);
    }
    expect(matchRoute("/zoom-delivered/other").id).toBe("notFound");
  });

  it("gives the practice's deliveries a list and a page per delivery, apart from the wizard (issue 35 item 14)", () => {
    expect(matchRoute(ZOOM_DELIVERIES_PATH)).toEqual({ id: "zoomDeliveries", kind: "protected", params: {} });
    expect(matchRoute(zoomDeliveryPath("100245"))).toEqual({ id: "zoomDeliveries", kind: "protected", params: { order_nr: "100245" } });
    expect(zoomDeliveryPath("A/1")).toBe("/zoom-delivered/deliveries/A%2F1");
    expect(matchRoute("/zoom-delivered/deliveries/1/2").id).toBe("notFound");
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
