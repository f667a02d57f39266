import { describeViolation, type LimitViolation, type Translate } from "@proshop/core";
import { Box, Text } from "ink";
import { limitValueText } from "./format.ts";
import { Tone } from "./tone.tsx";

/**
 * One limit explained the way core words it everywhere: title, detail, then scope, limit, used
 * and remaining, then what to do (`describeViolation`). `exceeded` marks a limit the cart breaks
 * now (the cart's report); a refused change passes no status.
 */
export const LimitExplanation = ({
  violation,
  t,
  locale,
  currency,
  exceeded,
}: {
  readonly violation: LimitViolation;
  readonly t: Translate;
  readonly locale: string;
  /** The market's currency (ISO 4217); EUR when absent. */
  readonly currency?: string | undefined;
  readonly exceeded?: boolean;
}) => {
  const text = describeViolation(t, violation, locale, currency);
  const value = (n: number) => limitValueText(n, violation.unit, { locale, currency });
  const status = exceeded === undefined ? "" : ` [${t(exceeded ? "limits.label.exceeded" : "limits.label.within")}]`;
  // A limit the cart keeps to is named, not announced as reached.
  const title = exceeded === false ? t(`cli.explain.names.${violation.code}`) : text.title;
  return (
    <Box flexDirection="column">
      <Tone tone={exceeded === false ? "success" : "error"} bold>
        {`${exceeded === false ? "✓" : "!"} ${title}${status}`}
      </Tone>
      <Text>{`  ${text.detail}`}</Text>
      <Text>
        {`  ${t("cliShop.limit_values", {
          scope: t(`limits.scope.${violation.scope}`),
          limit: value(violation.limit),
          used: value(violation.used),
          remaining: value(violation.remaining),
        })}`}
      </Text>
      <Text>{`  ${t("cliShop.limit_fix", { fix: text.fix })}`}</Text>
    </Box>
  );
};
