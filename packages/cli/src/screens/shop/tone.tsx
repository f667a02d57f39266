import { Text } from "ink";
import { createContext, useContext, type ReactNode } from "react";

/** False when colours are off (`NO_COLOR`, or the output is not a terminal): plain text only. */
export const ColorContext = createContext(false);

export type ToneName = "error" | "warning" | "success" | "info" | "accent" | "muted";

const COLOR_OF: Record<ToneName, string> = {
  error: "red",
  warning: "yellow",
  success: "green",
  info: "blue",
  accent: "cyan",
  muted: "gray",
};

/**
 * Text in a tone. The words always say everything (a marker, a label); colour and weight only
 * repeat them, so the screen reads the same without colours.
 */
export const Tone = ({
  tone,
  bold,
  inverse,
  wrap,
  children,
}: {
  readonly tone?: ToneName;
  readonly bold?: boolean;
  readonly inverse?: boolean;
  readonly wrap?: "wrap" | "truncate-end";
  readonly children: ReactNode;
}) => {
  const colors = useContext(ColorContext);
  if (!colors) return <Text wrap={wrap}>{children}</Text>;
  return (
    <Text color={tone === undefined ? undefined : COLOR_OF[tone]} bold={bold} inverse={inverse} wrap={wrap}>
      {children}
    </Text>
  );
};
