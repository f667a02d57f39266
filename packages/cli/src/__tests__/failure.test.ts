import { ApiCallFailed } from "@proshop/core";
import { CommanderError } from "commander";
import { describe, expect, it } from "vitest";
import { CliFailure } from "../errors.ts";
import { EXIT } from "../exit-codes.ts";
import { failureFromCommander } from "../failure.ts";
import { failureFromApi, violationIn } from "../session/api-failure.ts";

const apiFailure = (status: number | null, code: string, extra: Record<string, unknown> = {}) =>
  new ApiCallFailed({ status, body: { error: { code, message: "m", ...extra } }, messageId: code });

describe("failure", () => {
  it("maps every kind of API failure to its exit code", () => {
    expect(failureFromApi(apiFailure(null, "content.wrong_services")).exitCode).toBe(EXIT.server);
    expect(failureFromApi(apiFailure(503, "server.error")).exitCode).toBe(EXIT.server);
    expect(failureFromApi(apiFailure(401, "session.expired"))).toMatchObject({ exitCode: EXIT.auth, messageId: "cli.auth.log_in_again" });
    expect(failureFromApi(apiFailure(401, "session.login.failed"))).toMatchObject({ exitCode: EXIT.auth, messageId: "session.login.failed" });
    expect(failureFromApi(apiFailure(403, "order_on_behalf.company_not_allowed")).exitCode).toBe(EXIT.auth);
    expect(failureFromApi(apiFailure(400, "request.invalid")).exitCode).toBe(EXIT.usage);
    expect(failureFromApi(apiFailure(404, "orders.not_found"))).toMatchObject({ exitCode: EXIT.refused, messageId: "orders.not_found" });
    expect(failureFromApi(apiFailure(422, "orders.account_not_validated")).exitCode).toBe(EXIT.refused);
  });

  it("keeps the limit violation a refusal carries, explained", () => {
    const violation = {
      code: "max_order_price_reached",
      scope: "user",
      limit: 50_000,
      used: 33_800,
      requested: 16_900,
      remaining: 16_200,
      unit: "cents",
      fix: { id: "limits.fix.add_at_most_amount", params: { remaining: 16_200 } },
    } as const;
    const failure = apiFailure(422, "max_order_price_reached", violation);
    expect(violationIn(failure.body)).toEqual(violation);
    const mapped = failureFromApi(failure, { t: (id) => id, locale: "en" });
    expect(mapped.exitCode).toBe(EXIT.refused);
    expect(mapped.details["violation"]).toEqual(violation);
    expect(mapped.explanation).toEqual(["limits.max_order_price_reached.detail limits.requested.cents", "limits.fix.add_at_most_amount"]);
  });

  it("turns commander's errors into usage failures that name what was wrong", () => {
    const unknown = failureFromCommander(new CommanderError(1, "commander.unknownOption", "error: unknown option '--bogus'"));
    expect(unknown).toBeInstanceOf(CliFailure);
    expect(unknown).toMatchObject({ exitCode: EXIT.usage, messageId: "cli.usage.unknown_option", params: { option: "--bogus" } });
    const missing = failureFromCommander(new CommanderError(1, "commander.missingArgument", "error: missing required argument 'qty'"));
    expect(missing).toMatchObject({ exitCode: EXIT.usage, params: { argument: "qty" } });
    expect(failureFromCommander(new CommanderError(1, "commander.whatever", "error: odd")).exitCode).toBe(EXIT.usage);
  });
});
