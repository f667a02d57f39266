import { useState } from "react";
import { useT } from "../../app/i18n.tsx";
import { useApiCall } from "../../app/services-context.tsx";
import { Button } from "../../ui/button.tsx";
import { errorAlertStyle } from "../cart/styles.ts";

/** Saves the PDF's bytes as a file through a temporary link (the browser's own download), as the reports do. */
const savePdf = (bytes: Uint8Array, name: string) => {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: "application/pdf" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/**
 * "Download the invoice" of an order that has one (issue 34): GET /admin/order/{nr}/invoice
 * through core's ApiClient (the session's token and acting company, never a link a tab could
 * open without them), saved as invoice-{nr}.pdf.
 */
export const InvoiceDownload = ({ orderNr }: { readonly orderNr: string }) => {
  const t = useT();
  const api = useApiCall();
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const download = () => {
    setState("busy");
    api((client) => client.getOrderInvoice(orderNr)).then(
      (bytes) => {
        savePdf(bytes, `invoice-${orderNr.replace(/[^A-Za-z0-9_-]/g, "")}.pdf`);
        setState("idle");
      },
      () => setState("failed"),
    );
  };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={download} disabled={state === "busy"} aria-label={t("orderTracking.invoice_named", { order_nr: orderNr })}>
        {t("orderTracking.invoice")}
      </Button>
      <div role="status" aria-live="polite">
        {state === "failed" ? <p className={errorAlertStyle}>{t("orderTracking.invoice_failed")}</p> : null}
      </div>
    </>
  );
};
