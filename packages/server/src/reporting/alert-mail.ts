import { inArray, eq, sql } from "drizzle-orm";
import { messageLocaleOf, occupancyPercent, translator, type AlertKind } from "@proshop/core";
import type { ShopQueryable } from "../db/client.ts";
import { companies, organisations, users } from "../db/schema.ts";
import { queueMails, type MailMessage } from "../mail.ts";

/*
 * The alert e-mails of a location (issue 36), one per recipient, in the recipient's language:
 * the language of the account with that address when there is one (staff usually name their own
 * addresses), else the first language of the location's company's market. Each says what
 * happened, the figure (people inside and the share of the optimal occupancy, or the device and
 * when it was last heard) and the local time in the location's time zone.
 */

export const ALERT_MAIL_KIND = "reporting_alert";

export interface AlertFacts {
  readonly kind: AlertKind;
  readonly location: { readonly name: string; readonly timeZone: string; readonly optimal: number | null };
  /** When it was noticed (epoch ms). */
  readonly at: number;
  readonly occupancy?: number | null;
  readonly device?: { readonly name: string; readonly lastSeenAt: number | null; readonly expectedIntervalMinutes: number };
}

/** The local date and time of `instant` in `timeZone`, as `language` writes it. */
const localTime = (instant: number, timeZone: string, language: string): string =>
  new Intl.DateTimeFormat(messageLocaleOf(language), { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(instant));

const MESSAGE_OF: Record<AlertKind, string> = {
  occupancy_red: "alerts.mail.red",
  occupancy_back: "alerts.mail.back",
  device_silent: "alerts.mail.silent",
  device_back: "alerts.mail.device_back",
};

/** One recipient's alert e-mail. */
export const alertMail = (facts: AlertFacts, to: string, language: string): MailMessage => {
  const t = translator(language);
  const { location } = facts;
  const occupancy = facts.occupancy ?? 0;
  const words = {
    location: location.name,
    time: localTime(facts.at, location.timeZone, language),
    occupancy,
    percent: occupancyPercent(occupancy, location.optimal) ?? 0,
    optimal: location.optimal ?? 0,
    device: facts.device?.name ?? "",
    since: facts.device?.lastSeenAt == null ? "-" : localTime(facts.device.lastSeenAt, location.timeZone, language),
    minutes: facts.device?.expectedIntervalMinutes ?? 0,
  };
  const id = MESSAGE_OF[facts.kind];
  return {
    to,
    kind: ALERT_MAIL_KIND,
    subject: t(`${id}.subject`, words),
    text: `${t(`${id}.body`, words)}\n\n${t("alerts.mail.footer", words)}\n`,
  };
};

/**
 * Queues the alert's mail to each of `recipients` inside `tx` (the transaction that records the
 * alert), each in its language. Of no market, as a scheduled report's: a library's alerts are
 * no business of the shop's support agents (handlers/outbox.ts).
 */
export const queueAlertMails = async (tx: ShopQueryable, custNo: string, recipients: ReadonlyArray<string>, facts: AlertFacts): Promise<void> => {
  if (recipients.length === 0) return;
  const [market] = await tx
    .select({ languages: organisations.languages })
    .from(companies)
    .innerJoin(organisations, eq(organisations.id, companies.organisationId))
    .where(eq(companies.custNo, custNo))
    .limit(1);
  const accounts = await tx
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, recipients.map((address) => address.toLowerCase())));
  const languageOf = new Map(accounts.map((account) => [account.email.toLowerCase(), account.language]));
  const marketLanguage = market?.languages[0] ?? "en";
  await queueMails(
    tx,
    recipients.map((address) => ({ ...alertMail(facts, address, languageOf.get(address.toLowerCase()) ?? marketLanguage), organisation: null })),
  );
};
