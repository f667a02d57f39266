import { Context, Effect, Layer, Ref } from "effect";

/**
 * The customer number a sales representative currently orders on behalf of. Once set (after a
 * successful `POST /set_order_on_behalf`), the API client adds it as `X-Customer-Number`
 * (`CUSTOMER_NUMBER_HEADER`) to every later call; logout clears it.
 *
 * Kept in memory only, never in storage: whoever restores a chosen office after a reload (the
 * session) sets it again, so a stale number left in storage can never order for the wrong office.
 */
export class ActingCustomer extends Context.Service<
  ActingCustomer,
  {
    /** The customer number (`cust_no`) being acted for, or `null` for the user's own company. */
    get(): Effect.Effect<string | null>;
    set(customerNumber: string): Effect.Effect<void>;
    clear(): Effect.Effect<void>;
  }
>()("@proshop/core/services/ActingCustomer") {
  static readonly layerMemory = (initial: string | null = null): Layer.Layer<ActingCustomer> =>
    Layer.effect(ActingCustomer)(
      Effect.gen(function* () {
        const ref = yield* Ref.make(initial);
        return ActingCustomer.of({
          get: Effect.fn("ActingCustomer.get")(() => Ref.get(ref)),
          set: Effect.fn("ActingCustomer.set")((customerNumber: string) => Ref.set(ref, customerNumber)),
          clear: Effect.fn("ActingCustomer.clear")(() => Ref.set(ref, null)),
        });
      }),
    );

  /** Production uses the same in-memory keeping (see the class comment). */
  static readonly layer: Layer.Layer<ActingCustomer> = ActingCustomer.layerMemory();
}
