import {
  ActingCustomer,
  ApiClient,
  apiCallFailed,
  CUSTOMER_NUMBER_HEADER,
  encodeCartRecording,
  LiveCartInfo,
  TokenStore,
  type CartRecording,
} from "@proshop/core";
import { Effect, Schema } from "effect";
import type { BrowserRuntime } from "../../app/runtime.ts";
import type { LiveCartApi } from "./live-cart-sync.ts";

/*
 * The live cart's two calls over the tab's Effect services (core's ApiClient, and a keepalive
 * fetch when the page goes away). Loaded with those services after the first paint
 * (app/effect-services.ts); web-live-cart.ts reaches them through `deferredLiveCartApi`.
 */

/** Browsers drop keepalive requests over 64 KiB; a bigger recording goes the ordinary way. */
const KEEPALIVE_MAX_BYTES = 60 * 1024;

const decodeInfo = Schema.decodeUnknownSync(LiveCartInfo);

/** The calls over the tab's services; a page going away sends with `fetch(..., { keepalive })`. */
export const liveCartApi = (runtime: BrowserRuntime, origin: string): LiveCartApi => {
  const ordinary = (recording: CartRecording, ifMatch: string | undefined) => runtime.runPromise(ApiClient.use((api) => api.putCart(recording, ifMatch)));
  const keepalive = async (recording: CartRecording, ifMatch: string | undefined) => {
    const body = JSON.stringify(encodeCartRecording(recording));
    if (body.length > KEEPALIVE_MAX_BYTES) return ordinary(recording, ifMatch);
    const [token, customerNumber] = runtime.runSync(
      Effect.all([TokenStore.use((tokens) => tokens.get()).pipe(Effect.orElseSucceed(() => null)), ActingCustomer.use((acting) => acting.get())]),
    );
    const response = await fetch(`${origin}/admin/cart`, {
      method: "PUT",
      keepalive: true,
      headers: {
        "content-type": "application/json",
        ...(token === null ? {} : { authorization: `Bearer ${token}` }),
        ...(customerNumber === null ? {} : { [CUSTOMER_NUMBER_HEADER]: customerNumber }),
        ...(ifMatch === undefined ? {} : { "if-match": ifMatch }),
      },
      body,
    }).catch(() => null);
    if (response === null) throw apiCallFailed(null, "");
    const text = await response.text().catch(() => "");
    if (!response.ok) throw apiCallFailed(response.status, text);
    return decodeInfo(JSON.parse(text));
  };
  return {
    save: (recording, options) => (options.keepalive ? keepalive(recording, options.ifMatch) : ordinary(recording, options.ifMatch)),
    load: () =>
      runtime.runPromise(
        ApiClient.use((api) => api.getCart()).pipe(Effect.catchIf((error) => error.status === 404, () => Effect.succeed(null))),
      ),
  };
};
