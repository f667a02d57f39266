import { useEffect } from "react";
import { useShopActor } from "../../app/services-context.tsx";

/**
 * Tells the shop which category the address names (`null`: the whole catalogue). WHY an effect on
 * the id: the address is the source of truth, so back/forward and bookmarks select the category.
 */
export const useCategorySelection = (categoryId: string | null): void => {
  const shop = useShopActor();
  useEffect(() => {
    shop.send({ type: "shop.selectCategory", category: categoryId });
  }, [shop, categoryId]);
};
