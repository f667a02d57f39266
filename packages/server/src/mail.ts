import { Context, Effect, Layer } from "effect";
import { Db } from "./db/client.ts";
import { outbox } from "./db/schema.ts";

/** One e-mail the shop sends. */
export interface MailMessage {
  readonly to: string;
  /** What the mail is for: 'password_reset', 'registration', 'question'... */
  readonly kind: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

/**
 * Sends the shop's e-mails. No mail can leave this machine, so the default implementation
 * (`Mail.layerOutbox`) writes each message to the `outbox` table and logs one line naming the
 * recipient and the kind, never the body (reset links are secrets). A real transport would be
 * another layer, or a worker draining the outbox (`sent_at`).
 */
export class Mail extends Context.Service<
  Mail,
  { readonly send: (message: MailMessage) => Effect.Effect<void> }
>()("@proshop/server/Mail") {
  static readonly layerOutbox: Layer.Layer<Mail, never, Db> = Layer.effect(Mail)(
    Effect.gen(function* () {
      const db = yield* Db;
      const send = Effect.fn("Mail.send")(function* (message: MailMessage) {
        yield* Effect.promise(() =>
          db.insert(outbox).values({
            toAddress: message.to,
            kind: message.kind,
            subject: message.subject,
            bodyText: message.text,
            bodyHtml: message.html ?? null,
          }),
        );
        yield* Effect.logInfo(`mail: ${message.kind} to ${message.to} written to the outbox`);
      });
      return Mail.of({ send });
    }),
  );
}
