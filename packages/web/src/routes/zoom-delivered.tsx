import type { RouteProps } from "../app/route-table.ts";
import { ZoomWizard } from "../features/zoom-delivered/wizard.tsx";

/** Zoom! Delivered (/zoom-delivered and its steps): loaded only when one of its addresses is opened. */
export default function ZoomDeliveredRoute(_props: RouteProps) {
  return <ZoomWizard />;
}
