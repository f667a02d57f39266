import { formFieldLabelId, messageLocaleOf, supportContactLine, translator, type ContactQuestion, type SupportContact, type Translate } from "@proshop/core";
import type { MailMessage } from "./mail.ts";

/*
 * The shop's e-mails, worded by core's catalogue (`mail.*`, and the contact form's labels) in
 * the language of the person they concern: fr, es, nl, else English.
 */

/** What a stored e-mail shows instead of a link's secret. */
export const REDACTED = "[redacted]";

/**
 * A stored e-mail's text or HTML without the secrets of its links: the `token` of reset,
 * first-password and invitation links (`?token=`, `&token=`, `&amp;token=`). Only the recipient
 * gets them, by mail; whoever reads the outbox (support, `proshop outbox`) would otherwise take
 * the account over (issue 32 item 3).
 */
export const withoutLinkSecrets = (text: string): string => text.replace(/([?&;]token=)[^\s&"'<>]+/gi, `$1${REDACTED}`);

/**
 * The market's support line closing a mail to a customer (issue 35 item 18): its phone, hours and
 * e-mail as the contact page and the order e-mails give them, in the mail's language; nothing
 * when the market names no contact.
 */
const supportClosing = (t: Translate, language: string, support: SupportContact): string => {
  const line = supportContactLine(t, messageLocaleOf(language), support);
  return line === null ? "" : `\n${line}\n`;
};

/** The password reset link, valid `minutes`, to the account's owner. */
export const passwordResetMail = (
  user: { readonly email: string; readonly firstName: string; readonly language: string },
  link: string,
  minutes: number,
): MailMessage => {
  const t = translator(user.language);
  return {
    to: user.email,
    kind: "password_reset",
    subject: t("mail.password_reset.subject"),
    text: `${t("mail.greeting", { name: user.firstName })}\n\n${t("mail.password_reset.body", { minutes, link })}\n`,
  };
};

/** The receipt of a registration, to the new user, with the support contact of the market registered in. */
export const registrationMail = (
  registration: { readonly email: string; readonly firstName: string; readonly language: string },
  custNo: string,
  support: SupportContact,
): MailMessage => {
  const t = translator(registration.language);
  return {
    to: registration.email,
    kind: "registration",
    subject: t("mail.registration.subject"),
    text: `${t("mail.greeting", { name: registration.firstName })}\n\n${t("mail.registration.body", { cust_no: custNo })}\n${supportClosing(t, registration.language, support)}`,
  };
};

/** A contact question for customer service, in the sender's language, with the form's own labels. */
export const questionMail = (
  question: ContactQuestion,
  sender: { readonly userId: string | number | null; readonly language: string; readonly organisation: string | null },
  supportEmail: string,
): MailMessage => {
  const t = translator(sender.language);
  const topic = t(`forms.question_type.${question.question_type}`);
  const line = (field: string, value: string) => `${t(formFieldLabelId(field))}: ${value}`;
  return {
    to: supportEmail,
    kind: "question",
    organisation: sender.organisation,
    subject: t("mail.question.subject", { topic, name: question.name, company: question.company }),
    text: [
      line("name", question.name),
      line("company", question.company),
      line("email", question.email),
      line("phone", question.phone),
      line("question_type", topic),
      line("contact_preference", t(`forms.contact_preference.${question.contact_preference}`)),
      `${t("mail.question.signed_in_user")}: ${sender.userId ?? t("mail.question.not_signed_in")}`,
      "",
      question.message,
    ].join("\n"),
  };
};

/** The account a decision is about: who to mail, in their language, and their company. */
type DecidedAccount = { readonly email: string; readonly firstName: string; readonly language: string; readonly custNo: string; readonly companyName: string };

/** Support approved the account (issue 12): the customer may sign in again and order. `support`: the account's market's contact. */
export const accountApprovedMail = (user: DecidedAccount, support: SupportContact): MailMessage => {
  const t = translator(user.language);
  return {
    to: user.email,
    kind: "account_approved",
    subject: t("accountMail.approved.subject"),
    text: `${t("mail.greeting", { name: user.firstName })}\n\n${t("accountMail.approved.body", { company: user.companyName, cust_no: user.custNo })}\n${supportClosing(t, user.language, support)}`,
  };
};

/** Support refused the account, with the reason they gave, and whom to call or write about it (the market's support). */
export const accountRefusedMail = (user: DecidedAccount, reason: string, support: SupportContact): MailMessage => {
  const t = translator(user.language);
  return {
    to: user.email,
    kind: "account_refused",
    subject: t("accountMail.refused.subject"),
    text: `${t("mail.greeting", { name: user.firstName })}\n\n${t("accountMail.refused.body", { company: user.companyName, cust_no: user.custNo, reason })}\n${supportClosing(t, user.language, support)}`,
  };
};

/**
 * A confirmed user invites a colleague into their company (issue 11), in the inviter's
 * language (the invitee's is not known yet), with the registration link carrying the token.
 */
export const invitationMail = (
  invitation: { readonly to: string; readonly inviterName: string; readonly language: string; readonly custNo: string; readonly company: string; readonly organisation: string },
  link: string,
): MailMessage => {
  const t = translator(invitation.language);
  return {
    to: invitation.to,
    kind: "invitation",
    organisation: invitation.organisation,
    subject: t("accountMail.invitation.subject", { name: invitation.inviterName, company: invitation.company }),
    text: `${t("accountMail.invitation.body", { name: invitation.inviterName, company: invitation.company, cust_no: invitation.custNo, link })}\n`,
  };
};
