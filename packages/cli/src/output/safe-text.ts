/*
 * Issue 11 item 7: whatever the CLI prints may quote the server or a file (product names in a
 * customer's recording, order lines, outbox messages...), and a terminal obeys the escape
 * sequences in it: clear the screen, move the cursor, retitle the window, fake a message. So
 * the output edge (printer.ts) passes every text through here: escape sequences and C0/C1
 * control characters go, newline and tab stay. The CLI's own colours (colour.ts) are kept
 * when colours are on; no other sequence survives.
 */

// The palette's own SGR codes (colour.ts): bold, dim, their reset, red, green, yellow, their reset.
const OWN_COLOUR = "\\u001b\\[(?:1|2|22|31|32|33|39)m";
// ESC sequences: CSI (ESC [ ... final byte), OSC/DCS/PM/APC strings (up to BEL or ESC \), any other two-byte ESC.
const SEQUENCE = "\\u001b(?:\\[[0-?]*[ -/]*[@-~]?|[\\]PX^_][^\\u0007\\u001b]*(?:\\u0007|\\u001b\\\\)?|[\\s\\S]?)";
// C1's CSI/OSC introducers start sequences of their own on some terminals.
const C1_SEQUENCE = "[\\u009b][0-?]*[ -/]*[@-~]?|[\\u009d\\u0090\\u009e\\u009f][^\\u0007\\u009c]*[\\u0007\\u009c]?";
const CONTROL = "[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f]";
const UNSAFE = new RegExp(`(${OWN_COLOUR})|${SEQUENCE}|${C1_SEQUENCE}|${CONTROL}`, "g");

/** `text` as a terminal may show it: no escape sequence or control character but newline and tab (and the CLI's colours when `keepColours`). */
export const safeText = (text: string, keepColours = false): string =>
  text.replace(UNSAFE, (match, colour: string | undefined) => (keepColours && colour !== undefined ? match : ""));

/**
 * A JSON document for stdout: JSON.stringify escapes C0 characters but writes DEL and C1 as
 * they are, which a terminal reads as controls; they are escaped here (the data keeps them).
 */
export const safeJson = (json: string): string =>
  json.replace(/[\u007f-\u009f\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
