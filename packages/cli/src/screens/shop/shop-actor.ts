import { shopMachine } from "@proshop/core";
import { useEffect, useMemo } from "react";
import { createActor, fromPromise } from "xstate";
import type { ShopCatalogue, ShopScreenDeps } from "./deps.ts";

/**
 * Core's shop machine, its two loading slots filled by ONE `loadShop` call (the config is sent
 * first, so products are kept to the shop's organisation as on the web). Started on mount with
 * `shop.load`, stopped on unmount; `retry` loads again after a failure.
 */
export const useShopActor = (deps: Pick<ShopScreenDeps, "loadShop">) => {
  const { shop, retry } = useMemo(() => {
    let pending: Promise<ShopCatalogue> | null = null;
    const catalogue = (): Promise<ShopCatalogue> => {
      pending ??= deps.loadShop().then(
        (loaded) => {
          if (loaded.config !== null) actor.send({ type: "shop.configLoaded", config: loaded.config });
          return loaded;
        },
        (error: unknown) => {
          // The next attempt asks again rather than replaying the failure.
          pending = null;
          throw error;
        },
      );
      return pending;
    };
    const actor = createActor(
      shopMachine.provide({
        actors: {
          loadProducts: fromPromise(async () => (await catalogue()).products),
          loadCategories: fromPromise(async () => (await catalogue()).categories),
        },
      }),
    );
    return {
      shop: actor,
      retry: () => {
        pending = null;
        actor.send({ type: "shop.load" });
      },
    };
  }, [deps]);

  useEffect(() => {
    shop.start();
    shop.send({ type: "shop.load" });
    return () => {
      shop.stop();
    };
  }, [shop]);

  return { shop, retry };
};
