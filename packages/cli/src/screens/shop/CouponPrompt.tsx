import type { Translate } from "@proshop/core";
import { Box, Text } from "ink";
import TextInput from "ink-text-input";

/**
 * The cart's coupon field, as a one-line prompt: the text box owns the letters (`onChange`);
 * Enter and Esc are the screen's keys (`keys.ts`), which hand the code to the cart machine.
 */
export const CouponPrompt = ({
  code,
  onChange,
  colors,
  t,
}: {
  readonly code: string;
  readonly onChange: (code: string) => void;
  /** The text box's cursor is an inverse block: drawn only with colours on, as in the search box. */
  readonly colors: boolean;
  readonly t: Translate;
}) => (
  <Box borderStyle="single" paddingX={1} gap={1}>
    {/* The locale's "label: value" punctuation (French puts a space before the colon). */}
    <Text>{t("cliShop.label_value", { label: t("cart.coupon.label"), value: "" }).trimEnd()}</Text>
    <TextInput value={code} onChange={onChange} showCursor={colors} />
  </Box>
);
