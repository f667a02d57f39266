import { EVENT_TYPES, formatDateTime, WebhooksClient, type ApiCallFailed, type EventType, type WebhookDeliveryStatus, type WebhookEndpoint } from "@proshop/core";
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
 * `proshop webhooks add <url> [--events a,b] [--patient-data] [--market fr]`, `list`,
 * `deliveries <endpoint> [--status s] [--limit n]`, `redeliver <delivery>`, `test <endpoint>`,
 * `rotate-secret <endpoint>`, `disable <endpoint>`, `enable <endpoint>` (issue 34): support's
 * webhook endpoints (the /admin/webhooks calls). The server decides who may (support agents of
 * the endpoint's market); a secret is printed once, at creation and rotation.
 */

/** Text the server stored from elsewhere (a URL, a receiver's error), shown in a terminal: no control characters. */
const printable = (text: string): string => text.replace(/[\u0000-\u001f\u007f-\u009f]/g, "");

const isEventType = (text: string): text is EventType => (EVENT_TYPES as ReadonlyArray<string>).includes(text);

/** "order.placed, order.status_changed" -> the types; absent -> undefined (every type); an unknown one is a usage error. */
const eventsOf = (text: unknown): EventType[] | undefined => {
  if (typeof text !== "string") return undefined;
  const types = text.split(",").map((type) => type.trim()).filter((type) => type !== "");
  if (types.length === 0) throw usageFailure("cli.usage.missing_argument", { argument: "--events" });
  const unknown = types.find((type) => !isEventType(type));
  if (unknown !== undefined) throw usageFailure("webhooks.event_unknown", { type: printable(unknown), types: EVENT_TYPES.join(", ") });
  return types.filter(isEventType);
};

/** Runs a call of core's WebhooksClient with the command's session, spinner and failures. */
const callWebhooks = <A>(context: CommandContext, api: CliApi, use: (client: WebhooksClient["Service"]) => Effect.Effect<A, ApiCallFailed>): Promise<A> =>
  api.callEffect(
    context.t("cli.progress.loading"),
    WebhooksClient.use(use).pipe(
      Effect.provide(WebhooksClient.layer({ baseUrl: context.server.replace(/\/+$/, ""), formSigningSecret: "", currentLocation: () => "cli:webhooks" })),
    ),
  );

export const run = async (parsed: ParsedCommand): Promise<void> => {
  const context = commandContext(parsed);
  const { t } = context;
  const [action = "list", target = ""] = parsed.args;
  const id = ["deliveries", "redeliver", "test", "rotate-secret", "disable", "enable"].includes(action) ? parsePositive("<id>", target) : undefined;
  const events = action === "add" ? eventsOf(parsed.options["events"]) : undefined;
  const limit = parsePositive("--limit", parsed.options["limit"]);
  // commander checked it against WEBHOOK_DELIVERY_STATUS_CHOICES.
  const status = parsed.options["status"] as WebhookDeliveryStatus | undefined;
  const market = typeof parsed.options["market"] === "string" ? parsed.options["market"] : undefined;
  const session = requireSession(context);
  const api = openApi(context, { token: session.token, customerNumber: null }, `webhooks-${action}`);
  const when = (iso: string | null) => (iso === null ? "-" : formatDateTime(iso, context.locale, { withTime: true }));
  const state = (endpoint: WebhookEndpoint) => (endpoint.enabled ? t("webhooks.enabled") : t("webhooks.disabled", { reason: endpoint.disabled_reason ?? "-" }));
  const eventsText = (endpoint: WebhookEndpoint) => (endpoint.events.length === EVENT_TYPES.length ? t("webhooks.all_events") : endpoint.events.join(", "));
  const pairs = (endpoint: WebhookEndpoint): Array<readonly [string, string]> => [
    [t("webhooks.id"), String(endpoint.id)],
    [t("webhooks.market"), endpoint.market],
    [t("webhooks.url"), printable(endpoint.url)],
    [t("webhooks.events"), eventsText(endpoint)],
    [t("webhooks.patient_data"), endpoint.patient_data ? t("webhooks.yes") : t("webhooks.no")],
    [t("webhooks.state"), state(endpoint)],
    ...(endpoint.failing_since === null ? [] : [[t("webhooks.failing_since"), when(endpoint.failing_since)] as const]),
  ];
  const withSecret = (answer: { endpoint: WebhookEndpoint; secret: string }) =>
    [renderPairs(pairs(answer.endpoint)), "", `${t("webhooks.secret")}:`, answer.secret].join("\n");
  try {
    switch (action) {
      case "add": {
        if (target === "") throw usageFailure("cli.usage.missing_argument", { argument: "<url>" });
        const added = await callWebhooks(context, api, (client) =>
          client.add({
            url: target,
            ...(events === undefined ? {} : { events }),
            ...(parsed.options["patientData"] === true ? { patient_data: true } : {}),
            ...(market === undefined ? {} : { market }),
          }),
        );
        return context.out.result(added, () => withSecret(added));
      }
      case "rotate-secret": {
        const rotated = await callWebhooks(context, api, (client) => client.rotateSecret(id!));
        return context.out.result(rotated, () => withSecret(rotated));
      }
      case "disable":
      case "enable": {
        const endpoint = await callWebhooks(context, api, (client) => (action === "disable" ? client.disable(id!) : client.enable(id!)));
        return context.out.result(endpoint, () => renderPairs(pairs(endpoint)));
      }
      case "test": {
        const result = await callWebhooks(context, api, (client) => client.test(id!));
        return context.out.result(result, () =>
          result.ok ? t("webhooks.test_ok", { status: result.status ?? 0, ms: result.duration_ms }) : t("webhooks.test_failed", { reason: printable(result.error ?? "") }),
        );
      }
      case "redeliver": {
        const delivery = await callWebhooks(context, api, (client) => client.redeliver(id!));
        return context.out.result(delivery, () => t("webhooks.redelivered", { id: delivery.id }));
      }
      case "deliveries": {
        const list = await callWebhooks(context, api, (client) =>
          client.deliveries(id!, { ...(status === undefined ? {} : { status }), ...(limit === undefined ? {} : { limit }) }),
        );
        return context.out.result(list, () =>
          list.deliveries.length === 0
            ? t("webhooks.no_deliveries")
            : renderTable(
                [
                  { header: t("webhooks.id"), align: "right" },
                  { header: t("webhooks.created") },
                  { header: t("webhooks.event") },
                  { header: t("webhooks.event_id") },
                  { header: t("webhooks.status_label") },
                  { header: t("webhooks.attempts"), align: "right" },
                  { header: t("webhooks.last_status") },
                  { header: t("webhooks.next_try") },
                  { header: t("webhooks.last_error") },
                ],
                list.deliveries.map((delivery) => [
                  String(delivery.id),
                  when(delivery.created_at),
                  delivery.event_type,
                  delivery.event_id,
                  t(`webhooks.status.${delivery.status}`),
                  String(delivery.attempts),
                  delivery.last_status === null ? "-" : String(delivery.last_status),
                  when(delivery.next_try_at),
                  printable(delivery.last_error ?? ""),
                ]),
              ),
        );
      }
      default: {
        const list = await callWebhooks(context, api, (client) => client.list());
        return context.out.result(list, () =>
          list.endpoints.length === 0
            ? t("webhooks.none")
            : renderTable(
                [
                  { header: t("webhooks.id"), align: "right" },
                  { header: t("webhooks.market") },
                  { header: t("webhooks.url") },
                  { header: t("webhooks.events") },
                  { header: t("webhooks.patient_data") },
                  { header: t("webhooks.state") },
                ],
                list.endpoints.map((endpoint) => [
                  String(endpoint.id),
                  endpoint.market,
                  printable(endpoint.url),
                  eventsText(endpoint),
                  endpoint.patient_data ? t("webhooks.yes") : t("webhooks.no"),
                  state(endpoint),
                ]),
              ),
        );
      }
    }
  } finally {
    await api.dispose();
  }
};
