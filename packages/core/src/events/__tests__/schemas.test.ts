import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { DomainEvent, EVENT_TYPES, ORDER_EVENT_TYPES, eventsJsonSchema } from "../../index.ts";

const decode = Schema.decodeUnknownSync(DomainEvent);

const envelope = (type: string, data: Record<string, unknown>) => ({ id: "7b0c5f0e-2f3e-4b55-9d8e-1c2b3a4d5e6f", type, time: "2026-03-01T10:00:00.000Z", market: "FR", data });

const ref = { order_nr: "FR100001", sequence: 2, cust_no: "100234" };

describe("events/schemas", () => {
  it("decodes an event of a type with its own payload", () => {
    const event = decode(envelope("order.canceled", { ...ref, from: "received", at: "2026-03-01T10:00:00.000Z", note: null }));
    expect(event.type).toBe("order.canceled");
  });

  it("refuses a payload of another type, or an order event without its sequence", () => {
    expect(() => decode(envelope("order.canceled", { user_id: 1, cust_no: "100234", email: "a@b.fr", approved_at: "2026-03-01T10:00:00.000Z" }))).toThrow();
    const { sequence: _, ...withoutSequence } = ref;
    expect(() => decode(envelope("order.canceled", { ...withoutSequence, from: "received", at: "2026-03-01T10:00:00.000Z", note: null }))).toThrow();
    expect(() => decode(envelope("order.canceled", { ...ref, sequence: 0, from: "received", at: "2026-03-01T10:00:00.000Z", note: null }))).toThrow();
    expect(() => decode(envelope("order.teleported", ref))).toThrow();
  });

  it("publishes one JSON Schema definition per type, order events requiring their sequence", () => {
    const document = eventsJsonSchema();
    const definitions = document["$defs"] as Record<string, { properties: { data: { required?: string[] } } }>;
    for (const type of EVENT_TYPES) {
      const definition = definitions[`Event_${type.replace(".", "_")}`];
      expect(definition, type).toBeDefined();
      expect(definition!.properties.data.required?.includes("sequence"), type).toBe((ORDER_EVENT_TYPES as ReadonlyArray<string>).includes(type));
    }
  });
});
