import { Effect, Exit, Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { DecodeError, decodeServerAnswer, decodeServerAnswerResult, formatFieldPath } from "../decode.ts";

const Basket = Schema.Struct({
  products: Schema.Array(Schema.Struct({ part_no: Schema.String, price: Schema.Number })),
});

describe("decode", () => {
  it("formats a failing path the way developers read it", () => {
    expect(formatFieldPath(["products", 3, "price"])).toBe("products[3].price");
    expect(formatFieldPath([0, "id"])).toBe("[0].id");
    expect(formatFieldPath([])).toBe("");
  });

  it("decodes a good answer", () => {
    const result = decodeServerAnswerResult(Basket, "basket")({ products: [{ part_no: "A1", price: 2 }] });
    expect(Result.isSuccess(result) && result.success.products[0]?.part_no).toBe("A1");
  });

  it("names the entity and the failing field of a bad answer", () => {
    const products = [0, 1, 2, 3].map((i) => ({ part_no: `P${i}`, price: i === 3 ? "cheap" : i }));
    const result = decodeServerAnswerResult(Basket, "basket")({ products });
    expect(Result.isFailure(result)).toBe(true);
    if (Result.isFailure(result)) {
      expect(result.failure).toBeInstanceOf(DecodeError);
      expect(result.failure._tag).toBe("DecodeError");
      expect(result.failure.entity).toBe("basket");
      expect(result.failure.field).toBe("products[3].price");
      expect(result.failure.message).toContain("number");
    }
  });

  it("names a missing key", () => {
    const result = decodeServerAnswerResult(Basket, "basket")({ products: [{ price: 1 }] });
    expect(Result.isFailure(result) && result.failure.field).toBe("products[0].part_no");
  });

  it("reports an answer that is not an object at the root, without throwing", () => {
    for (const input of [null, undefined, "<html>502</html>", 42, []]) {
      const result = decodeServerAnswerResult(Basket, "basket")(input);
      expect(Result.isFailure(result) && result.failure.field).toBe("");
    }
  });

  it("fails the Effect variant with a typed DecodeError", async () => {
    const exit = await Effect.runPromiseExit(decodeServerAnswer(Basket, "basket")({ products: "none" }));
    expect(Exit.isFailure(exit)).toBe(true);
    const error = await Effect.runPromise(Effect.flip(decodeServerAnswer(Basket, "basket")({ products: "none" })));
    expect(error.field).toBe("products");
    const ok = await Effect.runPromise(decodeServerAnswer(Basket, "basket")({ products: [] }));
    expect(ok.products).toEqual([]);
  });

  it("turns a throwing transformation into a DecodeError instead of a crash", () => {
    const Exploding = Schema.String.pipe(
      Schema.decodeTo(Schema.Number, {
        decode: { run: () => { throw new Error("boom"); } } as never,
        encode: { run: () => { throw new Error("boom"); } } as never,
      }),
    );
    const run = () => decodeServerAnswerResult(Exploding, "exploding")("x");
    expect(run).not.toThrow();
    expect(Result.isFailure(run())).toBe(true);
  });
});
