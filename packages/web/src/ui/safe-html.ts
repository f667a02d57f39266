import DOMPurify from "dompurify";

/*
 * HTML from the database (the maintenance message, FAQ answers, toast texts) passes through
 * DOMPurify before it reaches the page (issue 11 item 10): rich text keeps its paragraphs,
 * lists and links; scripts, event handlers (`onerror=`), `javascript:` links, forms and frames
 * go. The Content-Security-Policy is the second net under it.
 */

/** `html` with everything that could run removed. */
export const safeHtml = (html: string): string =>
  DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select"], FORBID_ATTR: ["style"] });

/** The `dangerouslySetInnerHTML` value of sanitized HTML. */
export const safeInnerHtml = (html: string): { __html: string } => ({ __html: safeHtml(html) });
