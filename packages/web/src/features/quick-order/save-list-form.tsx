import { MAX_SAVED_LIST_NAME_LENGTH, savedListNameProblem, selectCartLines, successNotification } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useId, useState, type FormEvent } from "react";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useCartActor, useNotificationBus } from "../../app/services-context.tsx";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { mutedStyle, panelStyle, sectionTitleStyle } from "../cart/styles.ts";
import { refusalCodeOf, useSavedListCalls } from "./saved-list-calls.ts";

const rowStyle = css({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: "3", "& > :first-child": { flex: "1", minW: "48" } });

const NAME_PROBLEMS = { required: "reorder.save_list.name_required", too_long: "reorder.save_list.name_too_long", invalid: "reorder.save_list.name_invalid" } as const;

/**
 * "Save as a list" on the cart page (issue 17): the cart's lines under a name, for the company's
 * users and its representative to fill a cart from later on the quick order page.
 */
export const SaveListForm = () => {
  const t = useT();
  const id = useId();
  const lines = useSelector(useCartActor(), selectCartLines);
  const calls = useSavedListCalls();
  const notifications = useNotificationBus();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = savedListNameProblem(name);
    if (problem !== null) return setError(t(NAME_PROBLEMS[problem], { max: MAX_SAVED_LIST_NAME_LENGTH }));
    setSaving(true);
    try {
      const saved = await calls.create({ name, lines: lines.map((line) => ({ part_no: line.part_no, quantity: line.quantity })) });
      notifications.publish({ notification: successNotification("reorder.save_list.saved", { name: saved.name }) });
      setName("");
      setError(null);
    } catch (failure) {
      const code = refusalCodeOf(failure);
      setError(t(code !== null && code.startsWith("savedList.") ? code : "reorder.save_list.failed", { name: name.trim(), max: MAX_SAVED_LIST_NAME_LENGTH }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={panelStyle} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={sectionTitleStyle}>
        {t("reorder.save_list.heading")}
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className={rowStyle}>
          <TextField
            label={t("reorder.save_list.name")}
            value={name}
            maxLength={MAX_SAVED_LIST_NAME_LENGTH}
            onChange={(event) => setName(event.target.value)}
            error={error}
            hint={<span className={mutedStyle}>{t("reorder.save_list.hint")}</span>}
            data-testid="save-list-name"
          />
          <Button type="submit" variant="secondary" disabled={saving}>
            {t("reorder.save_list.button")}
          </Button>
        </div>
      </form>
    </section>
  );
};
