import { eq } from "drizzle-orm";
import { createTransport } from "nodemailer";
import type { ShopDatabase } from "./db/client.ts";
import { outbox } from "./db/schema.ts";
import { PermanentJobFailure, startJobLoop, type JobLoop, type JobLoopOptions } from "./jobs/claim-loop.ts";
import type { Log } from "./log.ts";
import { onMailsQueued } from "./mail.ts";
import { runAttachment } from "./reporting/report-runs.ts";

/*
 * The delivery job of the outbox (a job table, jobs/claim-loop.ts): with `SMTP_URL` set, every
 * instance runs it, and each message is sent once over SMTP (nodemailer), retried with backoff
 * while the mail server is away or refuses for now (4xx), and marked 'sent', or 'failed' after
 * the last try, or at once, with the server's reason, when it rejects the recipient or the
 * message for good (5xx, e.g. 550 no such mailbox, 554 rejected): an hour of retries would
 * only hide that.
 */

export interface MailDeliveryOptions {
  /** `SMTP_URL`: smtp://user:password@host:587 (STARTTLS when offered) or smtps://host:465. */
  readonly smtpUrl: string;
  /** `MAIL_FROM`: the sender, e.g. `Proshop <no-reply@shop.example>`. */
  readonly from: string;
  readonly db: ShopDatabase;
  readonly log: Log;
  /** Tuning of the job loop (tests shorten the waits). */
  readonly job?: Pick<JobLoopOptions, "pollIntervalMs" | "maxAttempts" | "retryDelayMs" | "leaseMs" | "batchSize" | "onSettled">;
}

/** The domain of the sender address, for Message-IDs ('shop.example'). */
const senderDomain = (from: string): string => /@([^\s>]+)/.exec(from)?.[1] ?? "proshop.localhost";

export interface MailDelivery extends JobLoop {}

/**
 * A 5xx answer to RCPT TO or DATA: this recipient or message will never be taken. A 5xx to
 * MAIL FROM or AUTH is the shop's own set-up (sender, credentials), fixed by its operator, and a
 * 4xx or a lost connection passes: those are retried.
 */
const isPermanentRejection = (error: unknown): boolean => {
  const { responseCode, command } = (error ?? {}) as { readonly responseCode?: unknown; readonly command?: unknown };
  return typeof responseCode === "number" && responseCode >= 500 && responseCode < 600 && (command === "RCPT TO" || command === "DATA");
};

export const startMailDelivery = (options: MailDeliveryOptions): MailDelivery => {
  // Every time-out well under the job's lease, so a hung server cannot make a message leased twice.
  const transport = createTransport({ url: options.smtpUrl, connectionTimeout: 20_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
  const domain = senderDomain(options.from);
  const loop = startJobLoop({
    ...options.job,
    name: "outbox",
    db: options.db,
    log: options.log,
    table: { name: "outbox", doneStatus: "sent", doneAtColumn: "sent_at" },
    work: async (id) => {
      const [message] = await options.db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
      if (message === undefined) return; // deleted meanwhile: nothing to send
      // A scheduled report's message carries its run's file (issue 15).
      const attachment = message.reportRunId === null ? null : await runAttachment(options.db, message.reportRunId);
      try {
        await transport.sendMail({
          from: options.from,
          to: message.toAddress,
          subject: message.subject,
          text: message.bodyText,
          ...(message.bodyHtml === null ? {} : { html: message.bodyHtml }),
          ...(attachment === null ? {} : { attachments: [attachment] }),
          // The same id on every try, so a receiving server can tell a repeat from a new message.
          messageId: `<outbox-${id}@${domain}>`,
        });
      } catch (error) {
        throw isPermanentRejection(error) ? new PermanentJobFailure((error as Error).message) : error;
      }
    },
  });
  // Mails written inside a transaction (mail.ts queueMails) are committed a moment after the
  // call: look then, and once more a little later (the poll finds any that slipped through).
  const stopListening = onMailsQueued(() => {
    setTimeout(loop.wake, 50).unref();
    setTimeout(loop.wake, 500).unref();
  });
  return {
    ...loop,
    stop: async (timeoutMs) => {
      stopListening();
      await loop.stop(timeoutMs);
      transport.close();
    },
  };
};
