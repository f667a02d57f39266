import { eq } from "drizzle-orm";
import { Clock, Effect } from "effect";
import type { ShopDatabase } from "../db/client.ts";
import { companies } from "../db/schema.ts";
import { refuseTooManyRequests } from "../handlers/too-many-requests.ts";
import type { ReportingAccount } from "./accounts.ts";
import { admitRecipients } from "./outside-recipients.ts";

/*
 * A location's alert recipients (issue 36) are checked like a report's recipients: every address
 * by core's locationProblems (the same rule and message as a report's `recipient`), and the new
 * addresses outside the company count towards its outside addresses of the day
 * (outside-recipients.ts), under the company's row lock as a report's do.
 */

/** The addresses as stored: trimmed, once each (the first spelling kept). */
export const alertRecipientsOf = (addresses: ReadonlyArray<string>): string[] => {
  const seen = new Set<string>();
  return addresses
    .map((address) => address.trim())
    .filter((address) => {
      const key = address.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

/** Admits `recipients` for `custNo`'s alerts, or 429 `alerts.too_many_recipients` until the next UTC day. */
export const admitAlertRecipients = (db: ShopDatabase, account: ReportingAccount, custNo: string, recipients: ReadonlyArray<string> | undefined) =>
  Effect.gen(function* () {
    if (recipients === undefined || recipients.length === 0) return;
    const at = new Date(yield* Clock.currentTimeMillis);
    const retryAfterSeconds = yield* Effect.promise(() =>
      db.transaction(async (tx) => {
        await tx.select({ custNo: companies.custNo }).from(companies).where(eq(companies.custNo, custNo)).for("update");
        return admitRecipients(tx, custNo, alertRecipientsOf(recipients), at);
      }),
    );
    if (retryAfterSeconds > 0) return yield* refuseTooManyRequests("alerts.too_many_recipients", retryAfterSeconds, account.language);
  });
