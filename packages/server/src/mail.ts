import { eq } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import { Db, type ShopQueryable } from "./db/client.ts";
import { outbox, users } from "./db/schema.ts";

/** One e-mail the shop sends. */
export interface MailMessage {
  readonly to: string;
  /** What the mail is for: 'password_reset', 'registration', 'question'... */
  readonly kind: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  /**
   * The market the mail belongs to (which support agents may read it). Left out: the market of
   * the account with the recipient's address, if any.
   */
  readonly organisation?: string | null;
}

/**
 * Sends the shop's e-mails: each message is written to the `outbox` table (so nothing is lost
 * while the mail server is away) and the delivery job is woken (mail-delivery.ts sends it over
 * SMTP when `SMTP_URL` is set; without it the message waits there, readable by support staff
 * with `proshop outbox`). The log line names the kind and the outbox id, never the recipient
 * or the body (reset links are secrets).
 */
export class Mail extends Context.Service<
  Mail,
  { readonly send: (message: MailMessage) => Effect.Effect<void> }
>()("@proshop/server/Mail") {
  /** The outbox, calling `queued` after each message is stored (wakes the delivery job). */
  static readonly layerOutbox = (queued: () => void): Layer.Layer<Mail, never, Db> =>
    Layer.effect(Mail)(
      Effect.gen(function* () {
        const db = yield* Db;
        const send = Effect.fn("Mail.send")(function* (message: MailMessage) {
          const id = yield* Effect.promise(async () => {
            const organisationId =
              message.organisation !== undefined
                ? message.organisation
                : ((await db.select({ organisationId: users.organisationId }).from(users).where(eq(users.email, message.to)).limit(1))[0]
                    ?.organisationId ?? null);
            const [row] = await db
              .insert(outbox)
              .values({
                toAddress: message.to,
                kind: message.kind,
                subject: message.subject,
                bodyText: message.text,
                bodyHtml: message.html ?? null,
                organisationId,
              })
              .returning({ id: outbox.id });
            return row?.id;
          });
          queued();
          yield* Effect.logInfo("mail queued").pipe(Effect.annotateLogs({ kind: message.kind, outbox_id: id }));
        });
        return Mail.of({ send });
      }),
    );
}

/** A mail as the outbox takes it: the message and the market whose support may read it (null: none). */
export type OutboxMail = MailMessage & { readonly organisation: string | null };

/** Listeners told that mails were written inside a transaction (the delivery job looks soon after). */
const queuedListeners = new Set<() => void>();

/** Adds a listener of mails queued by `queueMails`; answers its removal. */
export const onMailsQueued = (listener: () => void): (() => void) => {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
};

/**
 * Writes `messages` to the outbox inside `tx`, the transaction of the change they tell of (an
 * order placed, shipped...): the mail exists exactly when the change does, never one without the
 * other. `organisation` is the market whose support may read them; null keeps a message from
 * every support agent (a patient's).
 */
export const queueMails = async (tx: ShopQueryable, messages: ReadonlyArray<OutboxMail>): Promise<void> => {
  if (messages.length === 0) return;
  await tx.insert(outbox).values(
    messages.map((message) => ({
      toAddress: message.to,
      kind: message.kind,
      subject: message.subject,
      bodyText: message.text,
      bodyHtml: message.html ?? null,
      organisationId: message.organisation,
    })),
  );
  for (const listener of queuedListeners) listener();
};
