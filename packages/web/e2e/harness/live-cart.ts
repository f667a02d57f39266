/// <reference types="node" />
import { decodeCartRecording, replayCartRecording } from "@proshop/core";
import { Result } from "effect";
import { authorizationOf } from "./session.ts";
import type { E2eShop } from "./shop.ts";

/*
 * A company's cart lives on the server (issue 5): a tab that logs in continues the cart an
 * earlier scenario left there. A scenario that needs an empty cart empties it first, the way
 * a customer would: a `cart.reset` appended to the live cart's recording, now.
 */

const call = async (shop: E2eShop, path: string, init: RequestInit = {}) => {
  const answer = await fetch(shop.url(path), init);
  const body: unknown = await answer.json();
  return { status: answer.status, body };
};

/** Empties the live cart of `email`'s company over HTTP (nothing to do when it has none). */
export const emptyLiveCart = async (shop: E2eShop, email: string): Promise<void> => {
  const authorization = await authorizationOf(shop, email);
  const live = await call(shop, "/admin/cart", { headers: { authorization } });
  // 404: no cart yet; 403: a representative who has not chosen a company has no cart of his own.
  if (live.status === 404 || live.status === 403) return;
  if (live.status !== 200) throw new Error(`the live cart of ${email} answered ${live.status}: ${JSON.stringify(live.body)}`);
  const decoded = decodeCartRecording((live.body as { recording?: unknown }).recording);
  if (Result.isFailure(decoded)) throw new Error(`the live cart of ${email} is no recording: ${decoded.failure.message}`);
  const recording = decoded.success;
  const { cart } = replayCartRecording(recording);
  if (cart.products.length === 0 && cart.code === null) return;
  const reset = { at: Date.now(), by: email, event: { type: "cart.reset" as const, maxOrderAmount: cart.max > 0 ? cart.max : null } };
  const saved = await call(shop, "/admin/cart", {
    method: "PUT",
    headers: { authorization, "content-type": "application/json", "if-match": (live.body as { version?: string }).version ?? "*" },
    body: JSON.stringify({ ...recording, events: [...recording.events, reset] }),
  });
  if (saved.status !== 200) throw new Error(`emptying the live cart of ${email} answered ${saved.status}: ${JSON.stringify(saved.body)}`);
};
