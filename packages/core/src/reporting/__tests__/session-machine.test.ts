import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { ReportingMe } from "../../contract/reporting-bodies.ts";
import { reportingSessionMachine } from "../session-machine.ts";

const me = {
  id: 3,
  email: "libadmin@example.nl",
  first_name: "Marieke",
  last_name: "Jansen",
  level: 2,
  language: "nl",
  company: { id: "300500", name: "Bibliotheek", organisation: "NL" },
  abilities: { live: true, counts: true, reports: "company", manage: true, companies: false },
  grantable_levels: [0, 1, 2],
} satisfies ReportingMe;

const refused = (status: number, messageId: string) => ({ _tag: "ApiCallFailed", status, messageId, body: null });

/** A session whose /me answers `answers` in turn (a value, or a failure to reject with). */
const startSession = (answers: ReadonlyArray<ReportingMe | ReturnType<typeof refused>>, login: () => Promise<void> = async () => {}) => {
  let calls = 0;
  let loggedOut = 0;
  const actor = createActor(
    reportingSessionMachine.provide({
      actors: {
        loadMe: fromPromise(async () => {
          const answer = answers[Math.min(calls++, answers.length - 1)]!;
          if ("_tag" in answer) throw answer;
          return answer;
        }),
        login: fromPromise(login),
        logout: fromPromise(async () => {
          loggedOut += 1;
        }),
      },
    }),
  ).start();
  return { actor, loggedOut: () => loggedOut };
};

describe("reporting session-machine", () => {
  it("is signed in when /me answers, with the account's level", async () => {
    const { actor } = startSession([me]);
    const snapshot = await waitFor(actor, (s) => s.matches("signedIn"));
    expect(snapshot.context.me?.level).toBe(2);
  });

  it("asks for a log-in without a usable token, and checks the account after it", async () => {
    const { actor } = startSession([refused(401, "session.expired"), me]);
    await waitFor(actor, (s) => s.matches("signedOut"));
    actor.send({ type: "reporting.login", email: " libadmin@example.nl ", password: "x" });
    await waitFor(actor, (s) => s.matches("signedIn"));
  });

  it("tells a blocked account it is blocked and a shop account it has no access", async () => {
    const blocked = startSession([refused(403, "session.login.blocked")]);
    expect((await waitFor(blocked.actor, (s) => s.matches("noAccess"))).context.problem).toBe("session.login.blocked");
    const shop = startSession([refused(403, "reporting.account.no_access")]);
    expect((await waitFor(shop.actor, (s) => s.matches("noAccess"))).context.problem).toBe("reporting.account.no_access");
  });

  it("shows the blocked refusal of a log-in as it is, any other as the generic failure", async () => {
    const blocked = startSession([refused(401, "session.expired")], async () => {
      throw refused(403, "session.login.blocked");
    });
    await waitFor(blocked.actor, (s) => s.matches("signedOut"));
    blocked.actor.send({ type: "reporting.login", email: "blocked@example.nl", password: "x" });
    expect((await waitFor(blocked.actor, (s) => s.context.problem !== null)).context.problem).toBe("session.login.blocked");
    const wrong = startSession([refused(401, "session.expired")], async () => {
      throw refused(401, "session.login.failed");
    });
    await waitFor(wrong.actor, (s) => s.matches("signedOut"));
    wrong.actor.send({ type: "reporting.login", email: "a@b.nl", password: "x" });
    expect((await waitFor(wrong.actor, (s) => s.context.problem !== null)).context.problem).toBe("reporting.web.login.failed");
  });

  it("logs out on demand and when the server ends the session", async () => {
    const { actor, loggedOut } = startSession([me]);
    await waitFor(actor, (s) => s.matches("signedIn"));
    actor.send({ type: "reporting.expired" });
    await waitFor(actor, (s) => s.matches("signedOut"));
    expect(loggedOut()).toBe(1);
    expect(actor.getSnapshot().context.me).toBeNull();
  });
});
