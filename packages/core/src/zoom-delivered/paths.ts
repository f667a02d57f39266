import { isLicenseApproved, type Company } from "../entities/company.ts";

/*
 * What the shop's shell needs of Zoom! Delivered, and nothing more (it is in every page's first
 * load): the wizard's address and who sees its entry. The wizard's own addresses are in screens.ts.
 */

export const ZOOM_DELIVERED_PATH = "/zoom-delivered";

/**
 * True when the company may use Zoom! Delivered: registered for it by the brand, licence
 * approved. The navigation shows the wizard's entry only then; the server decides again.
 */
export const isZoomDeliveredPractice = (company: Pick<Company, "zoom_delivered" | "license_valid"> | null | undefined): boolean =>
  company?.zoom_delivered === true && isLicenseApproved(company);

/** The practice's patient deliveries (list), issue 35 item 14. */
export const ZOOM_DELIVERIES_PATH = `${ZOOM_DELIVERED_PATH}/deliveries`;

/** One patient delivery's page, by order number. */
export const zoomDeliveryPath = (orderNr: string): string => `${ZOOM_DELIVERIES_PATH}/${encodeURIComponent(orderNr)}`;
