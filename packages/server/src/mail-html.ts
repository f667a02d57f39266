/// <reference path="./mjml.d.ts" />
/*
 * The HTML part of the shop's e-mails (issue 34): one MJML layout (`mjml`), compiled ONCE per
 * process into the responsive, Outlook-proof HTML MJML makes, with slots that each mail fills
 * with its own escaped blocks (paragraphs, tables, a link drawn as a button). WHY compile once
 * and fill slots rather than compile each mail: the mjml module takes ~0.6 s to load and a
 * compile some milliseconds, and mails are written inside the transaction of the order they tell
 * of (the company lock is held); filling the compiled layout is string work of microseconds.
 *
 * No image, no web font, no style sheet of the shop's: the mail reads the same in a client that
 * blocks images. Every text goes through `escapeHtml`, every link through `safeHref` (a
 * warehouse's tracking URL is not trusted to be http(s)).
 */

/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The link if it is an absolute http(s) address, else null (never `javascript:` or `data:` in a mail). */
export const safeHref = (href: string | null | undefined): string | null =>
  href !== null && href !== undefined && /^https?:\/\/[^\s"'<>]+$/i.test(href.trim()) ? href.trim() : null;

/** One part of a mail's body; every string is plain text (escaped here). */
export type MailBlock =
  | { readonly kind: "paragraph"; readonly text: string; readonly strong?: boolean }
  | { readonly kind: "heading"; readonly text: string }
  | { readonly kind: "table"; readonly head: ReadonlyArray<string>; readonly rows: ReadonlyArray<ReadonlyArray<string>>; readonly numeric: ReadonlyArray<boolean> }
  /** Label/value rows, the last one in bold when `total`. */
  | { readonly kind: "amounts"; readonly rows: ReadonlyArray<readonly [string, string]>; readonly total: boolean }
  | { readonly kind: "button"; readonly href: string; readonly label: string }
  | { readonly kind: "link"; readonly href: string; readonly label: string };

export interface MailHtml {
  /** Language of the mail ('fr'), for `lang` (screen readers). */
  readonly lang: string;
  readonly title: string;
  /** The line a mail client shows after the subject. */
  readonly preview: string;
  readonly blocks: ReadonlyArray<MailBlock>;
  readonly footer: string;
}

const FONT = "Arial, Helvetica, sans-serif";
const TEXT = "#1a1a1a";
const MUTED = "#555555";
const ACCENT = "#0b5cad";
const LINE = "#d6d6d6";

/** Slots of the layout: tokens MJML copies through untouched (checked when it is compiled). */
const SLOT = { lang: "@@LANG@@", title: "@@TITLE@@", preview: "@@PREVIEW@@", body: "@@BODY@@", footer: "@@FOOTER@@" } as const;

const LAYOUT = `<mjml lang="${SLOT.lang}">
  <mj-head>
    <mj-title>${SLOT.title}</mj-title>
    <mj-preview>${SLOT.preview}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text font-size="15px" line-height="1.5" color="${TEXT}" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f4f4">
    <mj-section background-color="#ffffff" padding="24px 0">
      <mj-column>
        <mj-text>${SLOT.body}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="12px 0">
      <mj-column>
        <mj-text font-size="12px" color="${MUTED}">${SLOT.footer}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

let compiled: Promise<string> | undefined;

/** The compiled layout (compiled on first use, then kept); call early to have it ready. */
export const mailLayout = (): Promise<string> => {
  compiled ??= (async () => {
    const { default: mjml2html } = await import("mjml");
    const { html, errors } = await mjml2html(LAYOUT, { validationLevel: "strict" });
    const missing = Object.values(SLOT).filter((slot) => !html.includes(slot));
    if (errors.length > 0 || missing.length > 0) throw new Error(`mail layout: ${JSON.stringify(errors)} ${missing.join(" ")}`);
    return html;
  })();
  compiled.catch(() => {
    compiled = undefined; // a failed compile is tried again next time
  });
  return compiled;
};

const paragraph = (text: string, strong = false): string =>
  `<p style="margin:0 0 14px 0;">${strong ? "<strong>" : ""}${escapeHtml(text).replace(/\n/g, "<br>")}${strong ? "</strong>" : ""}</p>`;

const cellStyle = (numeric: boolean, head: boolean): string =>
  `padding:6px 8px;border-bottom:1px solid ${LINE};text-align:${numeric ? "right" : "left"};vertical-align:top;${head ? `font-weight:bold;color:${MUTED};font-size:13px;` : ""}${numeric ? "white-space:nowrap;" : ""}`;

const table = (head: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string>>, numeric: ReadonlyArray<boolean>): string =>
  `<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="border-collapse:collapse;margin:0 0 16px 0;font-size:14px;">` +
  `<tr>${head.map((cell, i) => `<th scope="col" style="${cellStyle(numeric[i] ?? false, true)}">${escapeHtml(cell)}</th>`).join("")}</tr>` +
  rows.map((row) => `<tr>${row.map((cell, i) => `<td style="${cellStyle(numeric[i] ?? false, false)}">${escapeHtml(cell)}</td>`).join("")}</tr>`).join("") +
  `</table>`;

const amounts = (rows: ReadonlyArray<readonly [string, string]>, total: boolean): string =>
  `<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="border-collapse:collapse;margin:0 0 16px 0;font-size:14px;">` +
  rows
    .map(([label, value], i) => {
      const bold = total && i === rows.length - 1 ? "font-weight:bold;font-size:16px;" : "";
      return `<tr><td style="padding:3px 8px;text-align:right;${bold}">${escapeHtml(label)}</td><td style="padding:3px 8px;text-align:right;white-space:nowrap;width:1%;${bold}">${escapeHtml(value)}</td></tr>`;
    })
    .join("") +
  `</table>`;

/** A link drawn as a button with a plain background: no image, readable as a link when styles are off. */
const button = (href: string, label: string): string =>
  `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 18px 0;"><tr><td style="background:${ACCENT};border-radius:4px;">` +
  `<a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;color:#ffffff;text-decoration:none;font-weight:bold;">${escapeHtml(label)}</a>` +
  `</td></tr></table>`;

const blockHtml = (block: MailBlock): string => {
  switch (block.kind) {
    case "paragraph":
      return paragraph(block.text, block.strong);
    case "heading":
      return `<h2 style="font-size:16px;margin:18px 0 8px 0;color:${TEXT};">${escapeHtml(block.text)}</h2>`;
    case "table":
      return table(block.head, block.rows, block.numeric);
    case "amounts":
      return amounts(block.rows, block.total);
    case "button": {
      const href = safeHref(block.href);
      return href === null ? "" : button(href, block.label);
    }
    case "link": {
      const href = safeHref(block.href);
      return href === null ? "" : `<p style="margin:0 0 14px 0;"><a href="${escapeHtml(href)}" style="color:${ACCENT};">${escapeHtml(block.label)}</a></p>`;
    }
  }
};

/** Fills the layout's slots (a replacer function: `$&` in a company's name stays as typed). */
const fill = (layout: string, values: Record<keyof typeof SLOT, string>): string =>
  layout.replace(/@@(LANG|TITLE|PREVIEW|BODY|FOOTER)@@/g, (_, slot: string) => values[slot.toLowerCase() as keyof typeof SLOT]);

/** The mail's HTML: the compiled layout with its blocks. */
export const renderMailHtml = async (mail: MailHtml): Promise<string> =>
  fill(await mailLayout(), {
    lang: escapeHtml(mail.lang),
    title: escapeHtml(mail.title),
    preview: escapeHtml(mail.preview),
    body: mail.blocks.map(blockHtml).join(""),
    footer: escapeHtml(mail.footer),
  });

/** The plain-text part of the same mail: what a client without HTML shows, and what `proshop outbox` prints. */
export const renderMailText = (mail: MailHtml): string => {
  // French sets a colon apart with a narrow no-break space ("Total : 498,00 €").
  const colon = mail.lang.startsWith("fr") ? "\u202f:" : ":";
  const part = (block: MailBlock): string => {
    switch (block.kind) {
      case "paragraph":
        return block.text;
      case "heading":
        return `${block.text}\n${"-".repeat(block.text.length)}`;
      case "table":
        return [block.head, ...block.rows].map((row) => row.join(" | ")).join("\n");
      case "amounts":
        return block.rows.map(([label, value]) => `${label}${colon} ${value}`).join("\n");
      case "button":
      case "link": {
        const href = safeHref(block.href);
        return href === null ? "" : `${block.label}${colon} ${href}`;
      }
    }
  };
  return `${[...mail.blocks.map(part).filter((text) => text !== ""), `-- \n${mail.footer}`].join("\n\n")}\n`;
};
