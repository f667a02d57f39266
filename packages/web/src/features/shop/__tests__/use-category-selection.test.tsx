import { useLayoutEffect } from "react";
import { describe, expect, it } from "vitest";
import { useShopActor } from "../../../app/services-context.tsx";
import { renderWithServices } from "../../../test/render.tsx";
import { useCategorySelection } from "../use-category-selection.ts";

const SelectCategory = ({ id }: { readonly id: string }) => {
  useCategorySelection(id);
  return null;
};

/** Stands for the first thing the user can do on the screen: it runs after the route's commit, before any passive effect. */
const FirstInput = ({ seen }: { readonly seen: unknown[] }) => {
  const shop = useShopActor();
  useLayoutEffect(() => {
    seen.push(shop.getSnapshot().context.categoryActive);
  }, [shop]);
  return null;
};

describe("useCategorySelection", () => {
  // A pager click that came before a passive selection was undone by its reset to page 1.
  it("selects the address's category before the screen can take a click", () => {
    const seen: unknown[] = [];
    renderWithServices(
      <>
        <SelectCategory id="2" />
        <FirstInput seen={seen} />
      </>,
    );
    expect(seen).toEqual(["2"]);
  });
});
