import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";

/** Creates "proshop-offline" at version 1 with no stores, as a reader that opens it first does. */
const emptyDatabaseAtVersion1 = () =>
  new Promise<void>((resolve, reject) => {
    const request = indexedDB.open("proshop-offline", 1);
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
  });

describe("the kept store's database", () => {
  it("keeps answers even when the database was first made elsewhere without its stores", async () => {
    await emptyDatabaseAtVersion1();
    const { keepAnswer, readKeptAnswer } = await import("../kept-store.ts");
    await keepAnswer("7", "products", ["pump"], 1_000);
    expect(await readKeptAnswer("7", "products")).toEqual({ value: ["pump"], keptAt: 1_000 });
  });
});
