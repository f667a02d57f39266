import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { IngestBatch, LocationCreate, LocationUpdate, MAX_INGEST_EVENTS } from "../reporting-bodies.ts";
import { DEVICE_CALLS, operation, REPORTING_CALLS } from "./openapi-calls.ts";

describe("reporting contract", () => {
  it("asks for a reporting session on people's calls and the device token on devices' calls", () => {
    for (const [method, path] of REPORTING_CALLS) {
      const schemes = (operation(method, path)?.security ?? []).flatMap((requirement) => Object.keys(requirement));
      // The public occupancy (issue 36) is for anyone.
      const expected = path.startsWith("/reporting/api/public/") ? [] : [(DEVICE_CALLS as ReadonlyArray<string>).includes(path) ? "deviceToken" : "reportingSession"];
      expect(schemes, `${method} ${path}`).toEqual(expected);
    }
  });

  it("documents the public occupancy's 404 and 429, and takes its settings on PUT only", () => {
    expect(Object.keys(operation("get", "/reporting/api/public/{slug}")?.responses ?? {})).toEqual(expect.arrayContaining(["200", "404", "429"]));
    expect(Schema.decodeUnknownResult(LocationUpdate)({ public: true, public_embed_origins: ["https://a.example"] })._tag).toBe("Success");
    expect(Schema.decodeUnknownResult(LocationUpdate)({ public_embed_origins: Array.from({ length: 11 }, (_, n) => `https://s${n}.example`) })._tag).toBe("Failure");
    expect(Schema.decodeUnknownResult(LocationCreate)({ name: "Bieb", timeZone: "Europe/Amsterdam", public: true }, { onExcessProperty: "error" })._tag).toBe("Failure");
  });

  it("documents 201 for creations, 204 for deletions, 413 for ingest and an event stream for live", () => {
    expect(Object.keys(operation("post", "/reporting/api/locations")?.responses ?? {})).toContain("201");
    expect(Object.keys(operation("delete", "/reporting/api/devices/{id}")?.responses ?? {})).toContain("204");
    expect(Object.keys(operation("post", "/reporting/api/ingest")?.responses ?? {})).toContain("413");
    expect(Object.keys(operation("post", "/reporting/api/reports/{id}/send")?.responses ?? {})).toContain("429");
    expect(Object.keys(operation("post", "/reporting/api/users")?.responses ?? {})).toContain("429");
    expect(JSON.stringify(operation("get", "/reporting/api/live")?.responses["200"])).toContain("text/event-stream");
  });

  it("takes the counts filters as query parameters", () => {
    const names = (operation("get", "/reporting/api/counts")?.parameters ?? []).map((parameter) => parameter.name).sort();
    expect(names).toEqual(["device", "from", "interval", "kind", "location", "to"]);
  });

  it("bounds every text and refuses NUL characters", () => {
    const decode = Schema.decodeUnknownResult(LocationCreate);
    expect(decode({ name: "Bieb", timeZone: "Europe/Amsterdam" })._tag).toBe("Success");
    expect(decode({ name: "x".repeat(121), timeZone: "Europe/Amsterdam" })._tag).toBe("Failure");
    expect(decode({ name: "Bi\u0000eb", timeZone: "Europe/Amsterdam" })._tag).toBe("Failure");
    expect(decode({ name: "Bieb", timeZone: "Europe/Amsterdam", optimal_balance: 1.5 })._tag).toBe("Failure");
    expect(Schema.decodeUnknownResult(IngestBatch)({ events: [{ seq: -1, at: "2025-01-01T00:00:00Z", kind: "enter", count: 1 }] })._tag).toBe("Failure");
    expect(MAX_INGEST_EVENTS).toBe(10_000);
  });
});
