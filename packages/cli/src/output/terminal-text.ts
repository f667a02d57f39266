/**
 * Text from the server as a terminal may show it: control characters (escape sequences that
 * could move the cursor, recolour or retitle the terminal, carriage returns that overwrite a
 * line) become spaces. For data people typed (names, addresses), not for the CLI's own words.
 */
export const terminalText = (text: string): string => text.replace(/[\u0000-\u001f\u007f-\u009f]/g, " ");
