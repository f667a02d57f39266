import { isWorthSaving, type cartMachine } from "@proshop/core";
import type { ActorRefFrom } from "xstate";

export interface CartSaver {
  /** The last sync to wait for before leaving: the one running, or one more if a change came after it. */
  readonly finish: () => Promise<void>;
  readonly stop: () => void;
}

/**
 * Syncs the cart after every step the server must get (core's `isWorthSaving`, the web's rule
 * too: changes, refused ones included, and the server's answers the customer saw), one call at
 * a time: steps made while a call runs are saved by one more call after it. A failed call is
 * reported (`onFailure`) and retried with the next step, or on `finish`.
 */
export const createCartSaver = (
  cart: ActorRefFrom<typeof cartMachine>,
  save: () => Promise<void>,
  onFailure: (error: unknown) => void,
): CartSaver => {
  let running: Promise<void> | null = null;
  let again = false;
  let dirty = false;

  const loop = async (): Promise<void> => {
    do {
      again = false;
      dirty = false;
      try {
        await save();
      } catch (error) {
        dirty = true;
        throw error;
      }
    } while (again);
  };
  const request = (): Promise<void> => {
    if (running !== null) {
      again = true;
      return running;
    }
    running = loop().finally(() => {
      running = null;
    });
    return running;
  };

  const subscription = cart.on("cart.recorded", (recorded) => {
    if (!isWorthSaving(recorded.change.type)) return;
    dirty = true;
    request().catch(onFailure);
  });

  return {
    finish: () => {
      subscription.unsubscribe();
      if (running !== null) return running.then(() => (dirty ? request() : undefined));
      return dirty ? request() : Promise.resolve();
    },
    stop: () => subscription.unsubscribe(),
  };
};
