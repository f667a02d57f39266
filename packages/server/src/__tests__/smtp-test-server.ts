import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/*
 * A real SMTP server for the tests, on 127.0.0.1 and a free port: it accepts every message
 * (or refuses the first ones with a temporary error, to test retries) and keeps them parsed.
 */

export interface SmtpTestServer {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  readonly url: string;
  readonly received: ParsedMail[];
  /** Refuse the next `count` messages with 451 (a temporary failure). */
  readonly refuseNext: (count: number) => void;
  /** Waits until `count` messages arrived (at most `timeoutMs`). */
  readonly waitFor: (count: number, timeoutMs?: number) => Promise<ParsedMail[]>;
  readonly close: () => Promise<void>;
}

export const startSmtpTestServer = async (): Promise<SmtpTestServer> => {
  const received: ParsedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // No reverse DNS of 127.0.0.1 per connection: on a busy machine it can outlast the greeting time-out.
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (refusals > 0) {
            refusals -= 1;
            const error = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 });
            return callback(error);
          }
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
    refuseNext: (count) => {
      refusals = count;
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
