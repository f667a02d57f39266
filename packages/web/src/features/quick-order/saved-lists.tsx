import {
  errorNotification,
  orderLinesFrom,
  savedListDeletionUndo,
  selectActiveCompany,
  successNotification,
  writeOrderText,
  type MessageParams,
  type OrderLineEntry,
  type SavedListRequest,
  type SavedListSummary,
} from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useId, useState } from "react";
import { css } from "../../../styled-system/css";
import { useI18n } from "../../app/i18n.tsx";
import { useNotificationBus, useSessionActor } from "../../app/services-context.tsx";
import { Button } from "../../ui/button.tsx";
import { useLoad } from "../account/use-load.ts";
import { errorAlertStyle, mutedStyle, panelStyle, sectionTitleStyle } from "../cart/styles.ts";
import { refusalCodeOf, useSavedListCalls } from "./saved-list-calls.ts";
import { useQuickOrderT } from "./use-quick-order-t.ts";

const listStyle = css({ display: "flex", flexDirection: "column", gap: "3", mt: "3" });
const itemStyle = css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "3", py: "2", borderBottomWidth: "1px", borderColor: "border" });
const nameStyle = css({ fontWeight: "semibold", mr: "auto" });

/** A list as a CSV file for a spreadsheet: `;` where Excel expects it (fr, es, nl), a BOM so it reads UTF-8. */
const download = (list: { readonly name: string; readonly lines: ReadonlyArray<{ part_no: string; quantity: number }> }, header: { reference: string; quantity: string }, separator: "," | ";") => {
  const text = writeOrderText(list.lines.map((line) => ({ reference: line.part_no, quantity: line.quantity })), { separator, header });
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `${list.name.replace(/[^\p{L}\p{N}._ -]+/gu, "_")}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/**
 * The active company's saved lists (its users' and its representative's): use one (its lines go
 * to the same preview), download it as CSV, or delete it (a toast with UNDO, core's
 * `savedListDeletionUndo`, saves it again with the same name and lines).
 */
export const SavedLists = ({ onUse }: { readonly onUse: (entries: readonly OrderLineEntry[], name: string) => void }) => {
  const t = useQuickOrderT();
  const { locale, messageLocale } = useI18n();
  const id = useId();
  const calls = useSavedListCalls();
  const notifications = useNotificationBus();
  const session = useSessionActor();
  const company = useSelector(session, selectActiveCompany)?.cust_no ?? "";
  const [version, setVersion] = useState(0);
  const [failure, setFailure] = useState<{ readonly id: string; readonly params?: MessageParams } | null>(null);
  const lists = useLoad(`${company}:${version}`, () => calls.list());

  const act = async (work: () => Promise<void>) => {
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure({ id: refusalCodeOf(error) ?? "quickOrder.lists.failed" });
    }
  };
  const use = (list: SavedListSummary) =>
    act(async () => {
      const full = await calls.get(list.id);
      onUse(orderLinesFrom(full.lines), full.name);
    });
  const save = (list: SavedListSummary) =>
    act(async () => {
      const full = await calls.get(list.id);
      download(full, { reference: t("quickOrder.lists.csv_reference"), quantity: t("quickOrder.lists.csv_quantity") }, messageLocale === "en" ? "," : ";");
    });
  /** UNDO: the create call saves the list again (for the company it was deleted from, never another). */
  const restore = async (request: SavedListRequest, deletedFor: string) => {
    const name = request.name;
    try {
      // A representative who chose another office since: the list would land in the wrong company.
      if ((selectActiveCompany(session.getSnapshot())?.cust_no ?? "") !== deletedFor) throw new Error("another company is active");
      await calls.create(request);
      notifications.publish({ notification: successNotification("reorder.list_restored", { name }) });
      setVersion((n) => n + 1);
    } catch (error) {
      // A toast, not the panel's alert: UNDO may be pressed after leaving the page. Someone saved a
      // list of that name meanwhile: say so; anything else (a product gone from the catalogue...) in general words.
      const code = refusalCodeOf(error) === "savedList.name_taken" ? "savedList.name_taken" : "reorder.list_not_restored";
      notifications.publish({ notification: errorNotification(code, { name }) });
    }
  };
  const remove = (list: SavedListSummary) =>
    act(async () => {
      // Read first: UNDO brings back these lines.
      const full = await calls.get(list.id);
      await calls.remove(list.id);
      setVersion((n) => n + 1);
      const undo = savedListDeletionUndo(full);
      if (undo === null) return notifications.publish({ notification: successNotification("reorder.list_deleted", { name: list.name }) });
      let used = false;
      notifications.publish({
        notification: undo.notification,
        // Once: a second click on a toast already closing must not try to save the list twice.
        source: {
          send: () => {
            if (used) return;
            used = true;
            void restore(undo.restore, company);
          },
        },
      });
    });
  const date = (iso: string) => new Date(iso).toLocaleDateString(locale, { day: "numeric", month: "long", year: "numeric" });

  return (
    <section className={panelStyle} aria-labelledby={`${id}-title`} data-testid="saved-lists">
      <h2 id={`${id}-title`} className={sectionTitleStyle}>
        {t("quickOrder.lists.heading")}
      </h2>
      <p className={mutedStyle}>{t("quickOrder.lists.intro")}</p>
      {failure === null ? null : (
        <p className={errorAlertStyle} role="alert">
          {t(failure.id, failure.params)}
        </p>
      )}
      {lists.state === "loading" ? <p className={mutedStyle}>{t("common.loading.default")}</p> : null}
      {lists.state === "failed" ? (
        <p className={errorAlertStyle} role="alert">
          {t("quickOrder.lists.failed")}
        </p>
      ) : null}
      {lists.state === "ready" && lists.value.lists.length === 0 ? <p>{t("quickOrder.lists.empty")}</p> : null}
      {lists.state === "ready" && lists.value.lists.length > 0 ? (
        <ul className={listStyle}>
          {lists.value.lists.map((list) => (
            <li key={list.id} className={itemStyle} data-testid="saved-list">
              <span className={nameStyle}>{list.name}</span>
              <span className={mutedStyle}>
                {t("quickOrder.lists.lines", { count: list.line_count })} ·{" "}
                {list.created_by === null
                  ? t("quickOrder.lists.saved_on", { date: date(list.created_at) })
                  : t("quickOrder.lists.saved_by", { email: list.created_by, date: date(list.created_at) })}
              </span>
              <Button size="sm" onClick={() => void use(list)} aria-label={t("quickOrder.lists.use_named", { name: list.name })}>
                {t("quickOrder.lists.use")}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => void save(list)} aria-label={t("quickOrder.lists.download_named", { name: list.name })}>
                {t("quickOrder.lists.download")}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => void remove(list)} aria-label={t("quickOrder.lists.delete_named", { name: list.name })}>
                {t("quickOrder.lists.delete")}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
};
