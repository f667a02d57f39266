/**
 * The intra-oral scanners whose scans the Zoom! Delivered lab accepts: the common ones on the
 * market, plus "other". The one list of the shop: the request schema, the wizard's drop-down,
 * the server and the CLI all read it here; each is labelled by `zoomDelivered.scanner.<id>`.
 */
export const SCANNER_TYPES = ["itero", "trios", "primescan", "medit", "carestream", "planmeca", "aoralscan", "virtuo_vivo", "other"] as const;

export type ScannerId = (typeof SCANNER_TYPES)[number];

/** The message id of a scanner's label. */
export const scannerMessageId = (id: ScannerId): string => `zoomDelivered.scanner.${id}`;
