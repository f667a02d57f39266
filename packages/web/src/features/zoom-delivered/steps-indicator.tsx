import type { Translate, ZoomScreen } from "@proshop/core";
import { css, cva } from "../../../styled-system/css";

const SCREENS: ReadonlyArray<{ readonly screen: ZoomScreen; readonly label: string }> = [
  { screen: "start", label: "zoomDelivered.steps.start" },
  { screen: "form", label: "zoomDelivered.steps.form" },
  { screen: "summary", label: "zoomDelivered.steps.summary" },
  { screen: "done", label: "zoomDelivered.steps.confirmation" },
];

const listStyle = css({ display: "flex", flexWrap: "wrap", gap: "2", listStyle: "none", p: 0, m: 0, mb: "6" });
const stepStyle = cva({
  base: { px: "3", py: "1", borderRadius: "full", fontSize: "sm", borderWidth: "1px", borderColor: "border", color: "fg.muted" },
  variants: { current: { true: { bg: "primary", color: "primary.fg", borderColor: "primary", fontWeight: "semibold" } } },
});

/** Where the practice is in the wizard: the four steps, the current one marked for assistive technologies too. */
export const StepsIndicator = ({ screen, t }: { readonly screen: ZoomScreen; readonly t: Translate }) => (
  <nav aria-label={t("zoomDelivered.steps.label")}>
    <ol className={listStyle}>
      {SCREENS.map((step, index) => (
        <li key={step.screen} className={stepStyle({ current: step.screen === screen })} aria-current={step.screen === screen ? "step" : undefined}>
          {index + 1}. {t(step.label)}
        </li>
      ))}
    </ol>
  </nav>
);
