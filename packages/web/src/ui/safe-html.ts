import DOMPurify from "dompurify";

/*
 * HTML from the database (the maintenance message, FAQ answers, toast texts) passes through
 * DOMPurify before it reaches the page (issue 11 item 10): rich text keeps its paragraphs,
 * lists and links; scripts, event handlers (`onerror=`), `javascript:` links, forms and frames
 * go. The Content-Security-Policy is the second net under it.
 */

const escaped = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * `html` with everything that could run removed. Where DOMPurify cannot work (no real DOM),
 * it would hand the HTML back untouched: the text is escaped instead.
 */
export const safeHtml = (html: string): string =>
  DOMPurify.isSupported
    ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select"], FORBID_ATTR: ["style"] })
    : escaped(html);

/** The `dangerouslySetInnerHTML` value of sanitized HTML. */
export const safeInnerHtml = (html: string): { __html: string } => ({ __html: safeHtml(html) });
