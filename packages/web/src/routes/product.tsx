import type { RouteProps } from "../app/route-table.ts";
import { ProductDetail } from "../features/shop/product-detail.tsx";

/** Product detail (/{ctn}, /c-p/{ctn}, /c-p/{category}/{id}/{ctn}): the ctn names the product. */
export default function ProductRoute({ params }: RouteProps) {
  const { category, id } = params;
  return <ProductDetail ctn={params["ctn"] ?? ""} category={category !== undefined && id !== undefined ? { link: category, id } : undefined} />;
}
