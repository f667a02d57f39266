import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/*
 * A real SMTP server for the tests, on 127.0.0.1 and a free port: it accepts every message
 * (or refuses the first ones, with a temporary error to test retries or a permanent one) and
 * keeps them parsed.
 */

/** A refusal: its SMTP code (451 temporary, 550/554 permanent) and the command it answers. */
export interface SmtpRefusal {
  readonly code: number;
  /** RCPT TO (the recipient is refused) or DATA (the message is), the default. */
  readonly at?: "rcpt" | "data";
}

export interface SmtpTestServer {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  readonly url: string;
  readonly received: ParsedMail[];
  /** Refuse the next `count` messages, by default with 451 (a temporary failure) after DATA. */
  readonly refuseNext: (count: number, refusal?: SmtpRefusal) => void;
  /** Waits until `count` messages arrived (at most `timeoutMs`). */
  readonly waitFor: (count: number, timeoutMs?: number) => Promise<ParsedMail[]>;
  readonly close: () => Promise<void>;
}

export const startSmtpTestServer = async (): Promise<SmtpTestServer> => {
  const received: ParsedMail[] = [];
  let refusals = 0;
  let refusal: SmtpRefusal = { code: 451 };
  const refused = () => {
    refusals -= 1;
    const text = refusal.code >= 500 ? "Mailbox unavailable, rejected for good" : "Mailbox busy, try again later";
    return Object.assign(new Error(text), { responseCode: refusal.code });
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // No reverse DNS of 127.0.0.1 per connection: on a busy machine it can outlast the greeting time-out.
    disableReverseLookup: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusals > 0 && refusal.at === "rcpt") return callback(refused());
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (refusals > 0 && refusal.at !== "rcpt") return callback(refused());
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  if (address === null || typeof address === "string") throw new Error("SMTP test server has no port");
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    refuseNext: (count, how = { code: 451 }) => {
      refusals = count;
      refusal = how;
    },
    waitFor: async (count, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
