import { browserCatalogue } from "@proshop/core/messages";
import { describe, expect, it, vi } from "vitest";

// A fresh copy of the module: setup.ts has already loaded every table into the shared one.
const freshLoader = async () => {
  vi.resetModules();
  return import("../messages.ts");
};

describe("messages loader", () => {
  it("loads one locale's browser table, without the terminal's messages", async () => {
    const messages = await freshLoader();
    expect(messages.messagesFor("nl")).toBeUndefined();
    expect(messages.isKnownMessage("cart.title")).toBe(false);
    const nl = await messages.loadMessages("nl");
    expect(nl).toEqual(browserCatalogue("nl"));
    expect(Object.keys(nl)).not.toContain("cli");
    expect(messages.isKnownMessage("cart.title")).toBe(true);
    expect(messages.isKnownMessage("no.such.message")).toBe(false);
  });

  it("lets a loaded table stand in until the asked one lands, and tells listeners when it does", async () => {
    const messages = await freshLoader();
    const landed = vi.fn();
    messages.onMessagesLoaded(landed);
    await messages.loadMessages("es");
    expect(messages.messagesFor("fr")).toEqual(browserCatalogue("es"));
    const fr = messages.loadMessages("fr");
    expect(messages.loadMessages("fr")).toBe(fr); // one import for two askers
    await fr;
    expect(messages.messagesFor("fr")).toEqual(browserCatalogue("fr"));
    expect(messages.loadedMessagesCount()).toBe(2);
    expect(landed).toHaveBeenCalledTimes(2);
  });
});
