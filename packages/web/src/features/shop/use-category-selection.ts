import { useLayoutEffect } from "react";
import { useShopActor } from "../../app/services-context.tsx";

/**
 * Tells the shop which category the address names (`null`: the whole catalogue). WHY an effect on
 * the id: the address is the source of truth, so back/forward and bookmarks select the category.
 * WHY a layout effect: it runs before the screen can be used, so a click on the pager or a filter
 * made before a passive effect ran is not undone by the selection's reset to page 1. Running it
 * twice is harmless (StrictMode's second run may come after a click): core ignores the category
 * already shown.
 */
export const useCategorySelection = (categoryId: string | null): void => {
  const shop = useShopActor();
  useLayoutEffect(() => {
    shop.send({ type: "shop.selectCategory", category: categoryId });
  }, [shop, categoryId]);
};
