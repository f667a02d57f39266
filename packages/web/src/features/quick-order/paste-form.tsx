import { describeOrderTextRefusal, MAX_ORDER_TEXT_CHARS, MAX_QUICK_ORDER_LINES, parseOrderText, type OrderLineEntry } from "@proshop/core";
import { useId, useState, type ChangeEvent } from "react";
import { css } from "../../../styled-system/css";
import { Button, buttonStyle } from "../../ui/button.tsx";
import { mutedStyle, panelStyle, sectionTitleStyle } from "../cart/styles.ts";
import { useQuickOrderT } from "./use-quick-order-t.ts";

const textareaStyle = css({
  w: "full",
  minH: "40",
  p: "3",
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "border",
  bg: "bg",
  color: "fg",
  fontFamily: "mono",
  fontSize: "sm",
  "&[aria-invalid=true]": { borderColor: "error" },
});
const labelStyle = css({ display: "block", fontSize: "sm", fontWeight: "medium", mb: "1" });
const errorStyle = css({ color: "error", fontSize: "sm", mt: "1" });
const actionsStyle = css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "3", mt: "4" });
// The file input stays in the page (keyboard, screen readers) but looks like the other buttons.
const fileInputStyle = css({ srOnly: true });
const fileLabelStyle = css({ _focusWithin: { outline: "2px solid", outlineColor: "primary", outlineOffset: "2px" } });

/**
 * Lines pasted from a spreadsheet, or a CSV file opened from the computer: read in the browser
 * by core's parser (the text never goes to the server), then previewed. A text that cannot be
 * used at all (too many lines, no line) is said on the field.
 */
export const PasteForm = ({ onCheck }: { readonly onCheck: (entries: readonly OrderLineEntry[]) => void }) => {
  const t = useQuickOrderT();
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);

  const read = (input: string) => {
    const parsed = parseOrderText(input);
    setError(parsed.refusal === null ? null : describeOrderTextRefusal(t, parsed.refusal));
    if (parsed.refusal === null) onCheck(parsed.entries);
  };

  const open = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file === undefined) return;
    // UTF-8 takes at most 4 bytes a character: a bigger file cannot be within the limit.
    if (file.size > MAX_ORDER_TEXT_CHARS * 4) return setError(describeOrderTextRefusal(t, { code: "too_large", max: MAX_ORDER_TEXT_CHARS }));
    try {
      read(await file.text());
    } catch {
      setError(t("quickOrder.paste.file_unreadable"));
    }
  };

  return (
    <section className={panelStyle} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={sectionTitleStyle}>
        {t("quickOrder.paste.heading")}
      </h2>
      <label htmlFor={`${id}-text`} className={labelStyle}>
        {t("quickOrder.paste.label")}
      </label>
      <textarea
        id={`${id}-text`}
        className={textareaStyle}
        value={text}
        onChange={(event) => setText(event.target.value)}
        spellCheck={false}
        aria-invalid={error === null ? undefined : "true"}
        aria-describedby={`${id}-hint${error === null ? "" : ` ${id}-error`}`}
        data-testid="paste-lines"
      />
      <p id={`${id}-hint`} className={mutedStyle}>
        {t("quickOrder.paste.hint", { max: MAX_QUICK_ORDER_LINES })}
      </p>
      {error === null ? null : (
        <p id={`${id}-error`} className={errorStyle} role="alert">
          {error}
        </p>
      )}
      <div className={actionsStyle}>
        <Button onClick={() => read(text)} data-testid="paste-check">
          {t("quickOrder.paste.check")}
        </Button>
        <label className={`${buttonStyle({ variant: "secondary" })} ${fileLabelStyle}`}>
          {t("quickOrder.paste.file")}
          <input type="file" accept=".csv,.tsv,.txt,text/csv,text/plain" className={fileInputStyle} onChange={(event) => void open(event)} data-testid="csv-file" />
        </label>
      </div>
    </section>
  );
};
