import { formatDateTime, INTEGRATION_SCOPES, IntegrationKeysClient, type ApiCallFailed, type IntegrationKeyRecord, type IntegrationScope } from "@proshop/core";
import { Effect } from "effect";
import { commandContext } from "../command-context.ts";
import type { CommandContext } from "../context.ts";
import { usageFailure } from "../errors.ts";
import { renderPairs, renderTable } from "../output/table.ts";
import type { ParsedCommand } from "../program.ts";
import { openApi, type CliApi } from "../session/api.ts";
import { requireSession } from "../session/session.ts";
import { parsePositive } from "./products.ts";

/*
 * `proshop integration keys create --market fr --scopes orders:read,orders:write [--name text]`,
 * `proshop integration keys list [--market fr]` and `proshop integration keys revoke <id>`
 * (issue 34): support's machine keys of the integration API (POST, GET, DELETE
 * /admin/integration/keys). The server decides who may (support agents of the key's market)
 * and checks the scopes; the key itself is printed once, at creation.
 */

/** A key's name is support's text, shown in a terminal: no control characters. */
const printable = (text: string): string => text.replace(/[\u0000-\u001f\u007f-\u009f]/g, "");

const isScope = (text: string): text is IntegrationScope => (INTEGRATION_SCOPES as ReadonlyArray<string>).includes(text);

/** "orders:read, orders:write" -> ["orders:read", "orders:write"]; an unknown scope is a usage error naming the known ones. */
const scopesOf = (text: unknown): IntegrationScope[] => {
  const scopes = typeof text === "string" ? text.split(",").map((scope) => scope.trim()).filter((scope) => scope !== "") : [];
  if (scopes.length === 0) throw usageFailure("cli.usage.missing_argument", { argument: "--scopes" });
  const unknown = scopes.find((scope) => !isScope(scope));
  if (unknown !== undefined) throw usageFailure("integration.keys.scope_unknown", { scope: printable(unknown), scopes: INTEGRATION_SCOPES.join(", ") });
  return scopes.filter(isScope);
};

/** Runs a call of core's IntegrationKeysClient with the command's session, spinner and failures. */
const callKeys = <A>(context: CommandContext, api: CliApi, use: (client: IntegrationKeysClient["Service"]) => Effect.Effect<A, ApiCallFailed>): Promise<A> =>
  api.callEffect(
    context.t("cli.progress.loading"),
    IntegrationKeysClient.use(use).pipe(
      Effect.provide(
        IntegrationKeysClient.layer({ baseUrl: context.server.replace(/\/+$/, ""), formSigningSecret: "", currentLocation: () => "cli:integration-keys" }),
      ),
    ),
  );

export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const { t } = context;
  const [action = "list", target = ""] = parsed.args;
  const market = typeof parsed.options["market"] === "string" ? parsed.options["market"] : undefined;
  const id = action === "revoke" ? parsePositive("<id>", target) : undefined;
  const scopes = action === "create" ? scopesOf(parsed.options["scopes"]) : [];
  const session = requireSession(context);
  const api = openApi(context, { token: session.token, customerNumber: null }, `integration-keys-${action}`);
  const when = (iso: string | null) => (iso === null ? t("integration.keys.never") : formatDateTime(iso, context.locale, { withTime: true }));
  const pairs = (key: IntegrationKeyRecord): Array<readonly [string, string]> => [
    [t("integration.keys.id"), String(key.id)],
    [t("integration.keys.market"), key.market],
    [t("integration.keys.name"), printable(key.name) || "-"],
    [t("integration.keys.scopes"), key.scopes.join(", ")],
    [t("integration.keys.hint"), `${key.hint}…`],
    [t("integration.keys.created"), when(key.created_at)],
    [t("integration.keys.last_used"), when(key.last_used_at)],
    ...(key.revoked_at === null ? [] : [[t("integration.keys.revoked"), when(key.revoked_at)] as const]),
  ];
  try {
    if (action === "create") {
      if (market === undefined) throw usageFailure("cli.usage.missing_argument", { argument: "--market" });
      const name = typeof parsed.options["name"] === "string" ? parsed.options["name"] : undefined;
      const created = await callKeys(context, api, (client) => client.create({ market, scopes, ...(name === undefined ? {} : { name }) }));
      context.out.result(created, () => [renderPairs(pairs(created)), "", created.key, "", t("integration.keys.shown_once")].join("\n"));
      return;
    }
    if (id !== undefined) {
      const revoked = await callKeys(context, api, (client) => client.revoke(id));
      context.out.result(revoked, () => t("integration.keys.revoked_done", { id: revoked.id }));
      return;
    }
    const list = await callKeys(context, api, (client) => client.list(market));
    context.out.result(list, () => {
      if (list.keys.length === 0) return t("integration.keys.none");
      return renderTable(
        [
          { header: t("integration.keys.id"), align: "right" },
          { header: t("integration.keys.market") },
          { header: t("integration.keys.name") },
          { header: t("integration.keys.scopes") },
          { header: t("integration.keys.hint") },
          { header: t("integration.keys.created_by") },
          { header: t("integration.keys.last_used") },
          { header: t("integration.keys.revoked") },
        ],
        list.keys.map((key) => [
          String(key.id),
          key.market,
          printable(key.name) || "-",
          key.scopes.join(", "),
          `${key.hint}…`,
          printable(key.created_by) || "-",
          when(key.last_used_at),
          key.revoked_at === null ? "-" : when(key.revoked_at),
        ]),
      );
    });
  } finally {
    await api.dispose();
  }
};
