/**
 * How wide the tables may be (issue 35): the terminal's columns when stdout is one; otherwise
 * COLUMNS when set (a script that wants a width, and the tests); otherwise no limit, so a pipe
 * or a file gets every character.
 */
export const terminalWidth = (
  stdout: { readonly isTTY?: boolean; readonly columns?: number } = process.stdout,
  env: NodeJS.ProcessEnv = process.env,
): number | undefined => {
  if (stdout.isTTY === true && typeof stdout.columns === "number" && stdout.columns > 0) return stdout.columns;
  const columns = env["COLUMNS"]?.trim() ?? "";
  return /^\d+$/.test(columns) && Number(columns) > 0 ? Number(columns) : undefined;
};
