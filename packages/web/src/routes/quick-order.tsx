import type { RouteProps } from "../app/route-table.ts";
import { QuickOrderScreen } from "../features/quick-order/quick-order-screen.tsx";

/** Quick order, order again and saved lists (/quick-order, issue 17): loaded only when opened. */
export default function QuickOrderRoute(_props: RouteProps) {
  return <QuickOrderScreen />;
}
