import type { ShopProduct } from "@proshop/core";
import { memo } from "react";
import { css } from "../../../styled-system/css";
import { ProductCard } from "./product-card.tsx";

// SPEC 9: three columns by default; fewer on narrow screens.
const gridStyle = css({
  listStyle: "none",
  m: "0",
  p: "0",
  display: "grid",
  gap: "4",
  gridTemplateColumns: { base: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
});

/**
 * Products as a grid of cards; the first row's pictures load at once (largest content). Memoised:
 * a listing's urgent render, before its deferred one, leaves the cards as they are.
 */
export const ProductGrid = memo(({ products, label }: { readonly products: readonly ShopProduct[]; readonly label?: string }) => (
  <ul className={gridStyle} aria-label={label}>
    {products.map((product, index) => (
      <li key={product.part_no}>
        <ProductCard product={product} eager={index < 3} />
      </li>
    ))}
  </ul>
));
