import { supportContactLine, supportContactOf } from "@proshop/core";
import { useI18n } from "../../app/i18n.tsx";
import { useOrganisation } from "../shell/use-organisation.ts";

/**
 * The market's support line, address and hours, from its configuration (issue 35 item 18): the
 * contact page and the FAQ give the same sentence as the CLI and the e-mails (core's
 * `supportContactLine`). Nothing when the market configures no contact.
 */
export const SupportContactLine = ({ className }: { readonly className?: string }) => {
  const { t, locale } = useI18n();
  const line = supportContactLine(t, locale, supportContactOf(useOrganisation()));
  return line === null ? null : (
    <p className={className} data-testid="support-contact">
      {line}
    </p>
  );
};
