import { describe, expect, it } from "vitest";
import { takeEvents } from "../live-connection.ts";

describe("live-connection", () => {
  it("takes the data of each complete server-sent event and keeps the rest for the next chunk", () => {
    expect(takeEvents('data: {"a":1}\n\ndata: {"b"')).toEqual({ data: ['{"a":1}'], rest: 'data: {"b"' });
    expect(takeEvents(': keep-alive\n\nevent: message\r\ndata: x\r\ndata: y\r\n\r\n')).toEqual({ data: ["x\ny"], rest: "" });
    expect(takeEvents("")).toEqual({ data: [], rest: "" });
  });
});
