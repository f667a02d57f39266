import { and, eq, isNull, sql } from "drizzle-orm";
import { formatMoney, supportContactLine, supportContactOf, translator, type SupportContact, type Translate } from "@proshop/core";
import type { ShopQueryable } from "../db/client.ts";
import { preparedOnce } from "../db/prepared.ts";
import { companies, orders, organisations, patientDeliveries, users } from "../db/schema.ts";
import type { ServerConfigValues } from "../config.ts";
import { marketOriginOf } from "../links.ts";
import { queueMails, type MailMessage, type OutboxMail } from "../mail.ts";
import { renderMailHtml, renderMailText, type MailBlock } from "../mail-html.ts";

/*
 * The e-mails about an order (issue 34), written to the outbox INSIDE the transaction of the
 * change they tell of (shipped, canceled, invoice stored, a Zoom! delivery placed): a rolled-back
 * change leaves no mail, a committed one always has its mails, and a replayed request (same
 * Idempotency-Key) answers before reaching here, so it queues nothing more. A shop order's
 * confirmation is written from its order.placed event just after (confirmation-mails.ts), with
 * the same guarantee.
 *
 * Who hears: the customer who placed the order, in their language. An order a sales rep or
 * support agent placed on behalf goes to the company's users (confirmed, approved, not refused)
 * with a copy to whoever placed it. A Zoom! Delivered order's mails go to the practice; its
 * shipping notice also to the patient when the practice gave the patient's e-mail and ticked
 * "patient informed". Mails to the practice never carry the patient's data (the market's support
 * reads the outbox), and the patient's mail is kept from support altogether (no market).
 */

/** What links in the mails need from the configuration. */
export type MailLinks = Pick<ServerConfigValues, "publicUrl" | "port">;

/** Where a customer follows an order in the shop (the order list, opened at the order). */
export const orderPath = (orderNr: string): string => `/profile/my-orders?order=${encodeURIComponent(orderNr)}`;

interface Recipient {
  readonly email: string;
  readonly firstName: string;
  readonly language: string;
  /** The placer's copy of an order placed on behalf. */
  readonly copy: boolean;
}

type OrderRow = typeof orders.$inferSelect;

interface OrderFacts {
  readonly order: OrderRow;
  readonly company: string;
  readonly currency: string;
  /** The market's support contact (its configuration), at the foot of every mail to the customer. */
  readonly support: SupportContact;
  readonly lines: ReadonlyArray<{ readonly partNo: string; readonly name: string; readonly quantity: number; readonly unitPrice: number; readonly discount: number; readonly total: number }>;
  readonly placer: { readonly firstName: string; readonly lastName: string } | null;
  readonly recipients: ReadonlyArray<Recipient>;
  readonly orderLink: string;
}

type PersonRow = { readonly email: string; readonly first_name: string; readonly last_name: string; readonly language: string };
type LineRow = { readonly part_no: string; readonly name: string; readonly quantity: number; readonly unit_price: number; readonly discount: number; readonly total: number };

/**
 * Everything an order's mails say, in ONE statement (it runs inside the order's transaction: every
 * round trip there holds the order's locks longer): the order, its company and market, the lines
 * ordered, who placed it, the company's users when it was placed on behalf, the market's host name.
 * Built once (db/prepared.ts).
 */
const mailFacts = preparedOnce((db) =>
  db
    .select({
      order: orders,
      company: companies.name,
      currency: organisations.currency,
      support: { support_phone: organisations.supportPhone, support_email: organisations.supportEmail, support_hours: organisations.supportHours },
      lines: sql<LineRow[]>`coalesce((
        SELECT json_agg(json_build_object('part_no', line.part_no, 'name', line.name, 'quantity', line.quantity,
          'unit_price', line.unit_price_cents, 'discount', line.discount_cents, 'total', line.total_cents) ORDER BY line.line_no)
        FROM order_lines line WHERE line.order_id = ${orders.id} AND line.quantity > 0), '[]'::json)`,
      placer: sql<PersonRow | null>`(
        SELECT json_build_object('email', placer.email, 'first_name', placer.first_name, 'last_name', placer.last_name, 'language', placer.language)
        FROM users placer WHERE placer.id = ${orders.placedByUserId})`,
      companyUsers: sql<PersonRow[]>`CASE WHEN ${orders.onBehalf} THEN coalesce((
        SELECT json_agg(json_build_object('email', member.email, 'first_name', member.first_name, 'last_name', member.last_name, 'language', member.language) ORDER BY member.id)
        FROM users member
        WHERE member.company_cust_no = ${orders.custNo} AND member.role = 'customer' AND member.is_valid AND member.company_confirmed AND member.refused_at IS NULL), '[]'::json)
        ELSE '[]'::json END`,
      hostname: sql<string | null>`(
        SELECT host.hostname FROM hostnames host
        WHERE host.organisation_id = ${orders.organisationId} AND host.environment = 'production' ORDER BY host.hostname LIMIT 1)`,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.custNo, orders.custNo))
    .innerJoin(organisations, eq(organisations.id, orders.organisationId))
    .where(eq(orders.id, sql.placeholder("orderId")))
    .prepare("order_mail_facts"),
);

const loadFacts = async (tx: ShopQueryable, orderId: number, links: MailLinks): Promise<OrderFacts | null> => {
  const [row] = await mailFacts(tx, { orderId });
  if (row === undefined) return null;
  const { order } = row;
  const person = (user: PersonRow) => ({ email: user.email, firstName: user.first_name, language: user.language });
  const recipients: Recipient[] = order.onBehalf
    ? [...row.companyUsers.map((user) => ({ ...person(user), copy: false })), ...(row.placer === null ? [] : [{ ...person(row.placer), copy: true }])]
    : row.placer === null
      ? []
      : [{ ...person(row.placer), copy: false }];
  return {
    order,
    company: row.company,
    currency: row.currency,
    support: supportContactOf(row.support),
    lines: row.lines.map((line) => ({ partNo: line.part_no, name: line.name, quantity: line.quantity, unitPrice: line.unit_price, discount: line.discount, total: line.total })),
    placer: row.placer === null ? null : { firstName: row.placer.first_name, lastName: row.placer.last_name },
    recipients,
    orderLink: `${marketOriginOf(links, row.hostname)}${orderPath(order.orderNr)}`,
  };
};

const greeting = (t: Translate, firstName: string): string => (firstName.trim() === "" ? t("orderMail.hello") : t("mail.greeting", { name: firstName }));

/** The opening of a mail to one recipient: greeting, and who placed it when on behalf. */
const opening = (t: Translate, facts: OrderFacts, recipient: Recipient): MailBlock[] => {
  const blocks: MailBlock[] = [{ kind: "paragraph", text: greeting(t, recipient.firstName) }];
  if (recipient.copy) blocks.push({ kind: "paragraph", text: t("orderMail.confirmation.copy", { company: facts.company, cust_no: facts.order.custNo }) });
  else if (facts.order.onBehalf && facts.placer !== null) {
    const name = `${facts.placer.firstName} ${facts.placer.lastName}`.trim();
    if (name !== "") blocks.push({ kind: "paragraph", text: t("orderMail.confirmation.placed_for_you", { name }) });
  }
  return blocks;
};

const orderNumberBlock = (t: Translate, orderNr: string): MailBlock => ({ kind: "paragraph", text: t("orderMail.order_number_is", { order_nr: orderNr }), strong: true });

/** Builds both parts of one mail. */
const message = async (
  to: string,
  kind: string,
  language: string,
  subject: string,
  blocks: ReadonlyArray<MailBlock>,
  t: Translate,
  support: SupportContact | null,
): Promise<MailMessage> => {
  // "Do not reply", and whom to call or write instead: the market's support (none in a patient's mail).
  const supportLine = support === null ? null : supportContactLine(t, language, support);
  const footer = supportLine === null ? t("orderMail.footer") : `${t("orderMail.footer")} ${supportLine}`;
  const mail = { lang: language, title: subject, preview: subject, blocks, footer };
  return { to, kind, subject, text: renderMailText(mail), html: await renderMailHtml(mail) };
};

const linesTable = (t: Translate, facts: OrderFacts, language: string): MailBlock => {
  const money = (cents: number) => formatMoney(cents, language, facts.currency);
  const withDiscount = facts.lines.some((line) => line.discount > 0);
  const c = (key: string) => t(`orderMail.columns.${key}`);
  return {
    kind: "table",
    head: withDiscount ? [c("product"), c("quantity"), c("unit_price"), c("discount"), c("amount")] : [c("product"), c("quantity"), c("unit_price"), c("amount")],
    numeric: withDiscount ? [false, true, true, true, true] : [false, true, true, true],
    rows: facts.lines.map((line) => {
      const product = `${line.name || line.partNo} (${line.partNo})`;
      return withDiscount
        ? [product, String(line.quantity), money(line.unitPrice), `−${money(line.discount)}`, money(line.total)]
        : [product, String(line.quantity), money(line.unitPrice), money(line.total)];
    }),
  };
};

const amountsBlock = (t: Translate, facts: OrderFacts, language: string): MailBlock => {
  const money = (cents: number) => formatMoney(cents, language, facts.currency);
  const { order } = facts;
  const a = (key: string) => t(`orderMail.amounts.${key}`);
  return {
    kind: "amounts",
    total: true,
    rows: [
      [a("subtotal"), money(order.subtotalCents)],
      ...(order.discountCents > 0 ? [[a("discount"), `−${money(order.discountCents)}`] as const] : []),
      [a("shipping"), money(order.shippingCents)],
      [a("vat"), money(order.taxCents)],
      [a("total"), money(order.totalCents)],
    ],
  };
};

const addressLines = (address: Record<string, unknown> | null): string => {
  if (address === null) return "";
  const text = (key: string) => (typeof address[key] === "string" ? (address[key] as string).trim() : "");
  return [text("name"), text("address_line_1"), text("address_line_2"), [text("zip"), text("city")].filter(Boolean).join(" "), text("country")].filter(Boolean).join("\n");
};

const paymentText = (t: Translate, order: OrderRow): string => {
  const type = t(`checkout.payment.type.${order.paymentType === "wallet" ? "wallet" : "creditcard"}`);
  return order.paymentMethod === "online" ? t("orderMail.paid_online", { type }) : t("checkout.payment.method.cod");
};

/** One mail of `kind` to each recipient of the order: greeting, `intro`, order number, `body`, the button to the order. */
const mailsToRecipients = (
  facts: OrderFacts,
  kind: string,
  words: (t: Translate, recipient: OrderFacts["recipients"][number]) => { readonly subject: string; readonly intro: string; readonly body: ReadonlyArray<MailBlock> },
): Promise<OutboxMail[]> =>
  Promise.all(
    facts.recipients.map(async (recipient) => {
      const t = translator(recipient.language);
      const { subject, intro, body } = words(t, recipient);
      const blocks: MailBlock[] = [
        ...opening(t, facts, recipient),
        { kind: "paragraph", text: intro },
        orderNumberBlock(t, facts.order.orderNr),
        ...body,
        { kind: "button", href: facts.orderLink, label: t("orderMail.view_order") },
      ];
      return { ...(await message(recipient.email, kind, recipient.language, subject, blocks, t, facts.support)), organisation: facts.order.organisationId };
    }),
  );

/** The order confirmation, to each recipient of a just-placed order (shop or Zoom! Delivered). */
export const queueOrderPlacedMails = async (tx: ShopQueryable, orderId: number, links: MailLinks): Promise<void> =>
  queueMails(tx, await orderPlacedMails(tx, orderId, links));

/** The confirmations of a placed order, not queued yet (confirmation-mails.ts queues a batch's at once). */
export const orderPlacedMails = async (tx: ShopQueryable, orderId: number, links: MailLinks): Promise<OutboxMail[]> => {
  const facts = await loadFacts(tx, orderId, links);
  if (facts === null) return [];
  const { order } = facts;
  const patientDelivery = order.kind === "patient_delivery";
  const address = addressLines(order.shippingAddress ?? null);
  const messages = await mailsToRecipients(facts, "order_confirmation", (t, recipient) => ({
    subject: t("orderMail.confirmation.subject", { order_nr: order.orderNr }),
    intro: t("orderMail.confirmation.intro", { order_nr: order.orderNr, company: facts.company }),
    body: [
      linesTable(t, facts, recipient.language),
      amountsBlock(t, facts, recipient.language),
      { kind: "heading", text: t("orderMail.delivery_address") },
      // A patient's address is the patient's: the practice entered it, the mail does not repeat it.
      { kind: "paragraph", text: patientDelivery || address === "" ? t("orderMail.confirmation.patient_delivery") : address },
      ...(order.paymentMethod === null ? [] : [{ kind: "heading", text: t("orderMail.payment") } as const, { kind: "paragraph", text: paymentText(t, order) } as const]),
    ],
  }));
  return messages;
};

export interface ShipmentFacts {
  readonly tracking: { readonly carrier: string; readonly number: string; readonly url: string | null } | null;
  /** Units of each part in THIS shipment. */
  readonly units: ReadonlyMap<string, number>;
  /** Units of each part shipped so far, this shipment included. */
  readonly shippedSoFar: ReadonlyMap<string, number>;
}

const trackingBlocks = (t: Translate, tracking: ShipmentFacts["tracking"]): MailBlock[] =>
  tracking === null
    ? []
    : [
        { kind: "paragraph", text: t("orderMail.shipped.tracking", { carrier: tracking.carrier, number: tracking.number }) },
        ...(tracking.url === null ? [] : [{ kind: "button", href: tracking.url, label: t("orderMail.shipped.track") } as const]),
      ];

/** The shipping notice of a shipment just reported (and, for Zoom! Delivered, the patient's notice). */
export const queueOrderShippedMails = async (tx: ShopQueryable, orderId: number, shipment: ShipmentFacts, links: MailLinks): Promise<void> => {
  const facts = await loadFacts(tx, orderId, links);
  if (facts === null) return;
  const { order } = facts;
  const ordered = new Map<string, number>();
  for (const line of facts.lines) ordered.set(line.partNo, (ordered.get(line.partNo) ?? 0) + line.quantity);
  const partial = [...ordered].some(([partNo, quantity]) => (shipment.shippedSoFar.get(partNo) ?? 0) < quantity);
  const nameOf = (partNo: string) => facts.lines.find((line) => line.partNo === partNo)?.name || partNo;
  const messages = await mailsToRecipients(facts, "order_shipped", (t) => ({
    subject: t("orderMail.shipped.subject", { order_nr: order.orderNr }),
    intro: t(partial ? "orderMail.shipped.partial_intro" : "orderMail.shipped.intro", { order_nr: order.orderNr }),
    body: [
      ...trackingBlocks(t, shipment.tracking),
      { kind: "heading", text: t("orderMail.shipped.what") },
      {
        kind: "table",
        head: [t("orderMail.columns.product"), t("orderMail.columns.shipped"), t("orderMail.columns.quantity")],
        numeric: [false, true, true],
        rows: [...shipment.units].filter(([, units]) => units > 0).map(([partNo, units]) => [`${nameOf(partNo)} (${partNo})`, String(units), String(ordered.get(partNo) ?? units)]),
      },
    ],
  }));
  if (order.kind === "patient_delivery") {
    const patient = await patientNotice(tx, facts, shipment);
    if (patient !== null) messages.push(patient);
  }
  await queueMails(tx, messages);
};

/**
 * The patient's shipping notice: only with the patient's e-mail and the practice's "patient
 * informed", never once anonymised; it names the practice and the parcel, nothing of the order's
 * prices, and goes to no market (support does not read it).
 */
const patientNotice = async (tx: ShopQueryable, facts: OrderFacts, shipment: ShipmentFacts): Promise<(MailMessage & { readonly organisation: null }) | null> => {
  const [patient] = await tx
    .select({ email: patientDeliveries.email, consents: patientDeliveries.consents })
    .from(patientDeliveries)
    .where(and(eq(patientDeliveries.orderId, facts.order.id), isNull(patientDeliveries.anonymisedAt)));
  const email = patient?.email?.trim() ?? "";
  if (patient === undefined || email === "" || patient.consents["patient_informed"] !== true) return null;
  const language = facts.order.language;
  const t = translator(language);
  const blocks: MailBlock[] = [
    { kind: "paragraph", text: t("orderMail.hello") },
    { kind: "paragraph", text: t("orderMail.patient.intro", { practice: facts.company }) },
    ...trackingBlocks(t, shipment.tracking),
    { kind: "paragraph", text: t("orderMail.patient.questions") },
  ];
  const subject = t("orderMail.patient.subject", { practice: facts.company });
  return { ...(await message(email, "patient_shipped", language, subject, blocks, t, null)), organisation: null };
};

/** The cancellation notice of an order just canceled, with the reason the warehouse gave. */
export const queueOrderCanceledMails = async (tx: ShopQueryable, orderId: number, note: string | null, links: MailLinks): Promise<void> => {
  const facts = await loadFacts(tx, orderId, links);
  if (facts === null) return;
  const { order } = facts;
  const messages = await mailsToRecipients(facts, "order_canceled", (t) => ({
    subject: t("orderMail.canceled.subject", { order_nr: order.orderNr }),
    intro: t("orderMail.canceled.intro", { order_nr: order.orderNr }),
    body: note === null || note.trim() === "" ? [] : [{ kind: "paragraph", text: t("orderMail.canceled.note", { note }) }],
  }));
  await queueMails(tx, messages);
};

/** "Your invoice is available", when an order's first invoice is stored. */
export const queueInvoiceMails = async (tx: ShopQueryable, orderId: number, links: MailLinks): Promise<void> => {
  const facts = await loadFacts(tx, orderId, links);
  if (facts === null) return;
  const { order } = facts;
  const messages = await mailsToRecipients(facts, "invoice_available", (t) => ({
    subject: t("orderMail.invoice.subject", { order_nr: order.orderNr }),
    intro: t("orderMail.invoice.intro", { order_nr: order.orderNr }),
    body: [],
  }));
  await queueMails(tx, messages);
};
