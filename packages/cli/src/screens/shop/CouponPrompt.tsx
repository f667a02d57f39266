import type { Translate } from "@proshop/core";
import { Box, Text } from "ink";

/**
 * The cart's coupon field, as a one-line prompt showing the code typed so far and a cursor. The
 * keys are the screen's (`keys.ts`: letters, Backspace, Enter, Esc), which hand the code to the
 * cart machine.
 */
export const CouponPrompt = ({ code, colors, t }: { readonly code: string; readonly colors: boolean; readonly t: Translate }) => (
  <Box borderStyle="single" paddingX={1} gap={1}>
    {/* The locale's "label: value" punctuation (French puts a space before the colon). */}
    <Text>{t("cart.coupon.applied_label")}</Text>
    <Text>
      {code}
      {colors ? <Text inverse> </Text> : "_"}
    </Text>
  </Box>
);
