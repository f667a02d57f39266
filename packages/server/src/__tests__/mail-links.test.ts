import { request } from "node:http";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import type { RunningServer } from "../app.ts";
import { outbox } from "../db/schema.ts";
import { testDatabases } from "./databases.ts";
import { useTestServer } from "./test-server.ts";

/*
 * Issue 11, item 15: links in e-mails are built from the configured origin (the shop's known
 * hostname with PUBLIC_URL's scheme and port), never from the port or anything else of the
 * request's Host header.
 */

/** POST /auth/forgot with a Host header of our choosing (fetch would not send it). */
const forgot = (server: RunningServer, host: string, email: string) =>
  new Promise<number>((resolve, reject) => {
    const body = JSON.stringify({ email });
    const url = new URL(server.url);
    const call = request(
      { host: url.hostname, port: url.port, path: "/auth/forgot", method: "POST", headers: { host, "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    call.on("error", reject);
    call.end(body);
  });

describe.each(testDatabases())("links in e-mails ($name)", (database) => {
  let server: RunningServer;
  useTestServer(database, (running) => ({ server } = running), { publicUrl: "https://shop.example:8443" });

  const resetMails = async (email: string) =>
    (await server.db.select().from(outbox).where(eq(outbox.toAddress, email))).filter((mail) => mail.kind === "password_reset");

  /** Asks for a reset with `host` and answers the link of the mail it queued (after the answer). */
  const linkOfForgot = async (host: string, email: string) => {
    const before = (await resetMails(email)).length;
    expect(await forgot(server, host, email)).toBe(200);
    const mails = await vi.waitFor(async () => {
      const found = await resetMails(email);
      if (found.length === before) throw new Error("no new reset mail yet");
      return found;
    }, { timeout: 15_000 });
    return /https?:\/\/[^\s/]+\/reset-password\?token=/.exec(mails.at(-1)?.bodyText ?? "")?.[0];
  };

  it("keeps a known hostname but never the request's port", async () => {
    expect(await linkOfForgot("localhost:6666", SEED_EMAILS.nurse)).toBe("https://localhost:8443/reset-password?token=");
    expect(await linkOfForgot("FR.localhost:6666", SEED_EMAILS.nurse)).toBe("https://fr.localhost:8443/reset-password?token=");
  });

  it("uses PUBLIC_URL for any other host", async () => {
    expect(await linkOfForgot("attacker.example:6666", SEED_EMAILS.rep)).toBe("https://shop.example:8443/reset-password?token=");
  });
});
