import type { ReportingClient } from "@proshop/core";
import type { Effect } from "effect";
import { useState, type ReactNode } from "react";
import { css } from "../../../../styled-system/css";
import { Button } from "../../../ui/button.tsx";
import { useRt } from "../i18n.tsx";
import { refusalOf } from "./refusal.ts";
import { Loaded } from "../load-state.tsx";
import { useReportingCall } from "../services.tsx";
import { alertStyle, mutedStyle, noticeStyle, screenStyle, tableScrollStyle, tableStyle, titleStyle } from "../styles.ts";
import { useReportingLoad } from "../use-reporting-load.ts";

export interface Column<R> {
  readonly label: string;
  readonly value: (record: R) => ReactNode;
}

type Editing<R> = { readonly mode: "closed" } | { readonly mode: "new" } | { readonly mode: "edit"; readonly record: R };

const headStyle = css({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: "3", flexWrap: "wrap", mb: "4" });
const stackStyle = css({ display: "flex", flexDirection: "column", gap: "5" });
const actionsStyle = css({ display: "flex", gap: "2", flexWrap: "wrap" });

/**
 * A list of records with add, edit and delete, for the locations, devices, users and companies
 * screens: the table, and above it the form of the record being added or edited.
 */
export const RecordScreen = <R extends { readonly id: number | string }>({
  title,
  addLabel,
  load,
  columns,
  nameOf,
  form,
  remove,
  after,
  rowActions,
  editable,
}: {
  readonly title: string;
  readonly addLabel: string;
  readonly load: (client: ReportingClient["Service"]) => Effect.Effect<ReadonlyArray<R>, unknown>;
  readonly columns: ReadonlyArray<Column<R>>;
  readonly nameOf: (record: R) => string;
  /** The form for a new record (null) or one to edit; `done` closes it, reloading the list when something was saved. */
  readonly form: (record: R | null, done: (saved: boolean) => void) => ReactNode;
  readonly remove: (client: ReportingClient["Service"], record: R) => Effect.Effect<void, unknown>;
  /** Shown under the form (a device's token once). */
  readonly after?: ReactNode;
  /** More buttons of a row (a device's new token). */
  readonly rowActions?: (record: R) => ReactNode;
  /** Which rows the reader may edit and delete (all when not given): the others offer neither button, as the server would refuse. */
  readonly editable?: (record: R) => { readonly edit: boolean; readonly remove: boolean };
}) => {
  const t = useRt();
  const call = useReportingCall();
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<Editing<R>>({ mode: "closed" });
  const [notice, setNotice] = useState<{ readonly ok: boolean; readonly text: string } | null>(null);
  const records = useReportingLoad(`${title}/${version}`, load);
  const done = (saved: boolean) => {
    setEditing({ mode: "closed" });
    if (saved) {
      setNotice({ ok: true, text: t("reporting.web.list.saved") });
      setVersion((n) => n + 1);
    }
  };
  const onDelete = (record: R) => {
    if (!window.confirm(t("reporting.web.list.confirm_delete", { name: nameOf(record) }))) return;
    call((client) => remove(client, record)).then(
      () => {
        setNotice({ ok: true, text: t("reporting.web.list.deleted") });
        setVersion((n) => n + 1);
      },
      (error: unknown) => {
        const refusal = refusalOf(error, (id) => t(id) !== id);
        setNotice({ ok: false, text: t(refusal.messageId, refusal.params) });
      },
    );
  };
  return (
    <div className={screenStyle}>
      <div className={headStyle}>
        <h1 className={titleStyle}>{title}</h1>
        <Button
          onClick={() => {
            setNotice(null);
            setEditing({ mode: "new" });
          }}
        >
          {addLabel}
        </Button>
      </div>
      <div className={stackStyle}>
        <div role="status" aria-live="polite">
          {notice === null ? null : <p className={notice.ok ? noticeStyle : alertStyle}>{notice.text}</p>}
        </div>
        {editing.mode === "closed" ? null : form(editing.mode === "new" ? null : editing.record, done)}
        {after}
        <Loaded load={records}>
          {(list) =>
            list.length === 0 ? (
              <p className={mutedStyle}>{t("reporting.web.list.empty")}</p>
            ) : (
              <div className={tableScrollStyle}>
                <table className={tableStyle}>
                  <thead>
                    <tr>
                      {columns.map((column) => (
                        <th key={column.label} scope="col">
                          {column.label}
                        </th>
                      ))}
                      <th scope="col">{t("reporting.web.list.actions")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((record) => (
                      <tr key={record.id}>
                        {columns.map((column, index) =>
                          index === 0 ? (
                            <th key={column.label} scope="row">
                              {column.value(record)}
                            </th>
                          ) : (
                            <td key={column.label}>{column.value(record)}</td>
                          ),
                        )}
                        <td>
                          <div className={actionsStyle}>
                            {editable?.(record).edit === false ? null : (
                              <Button
                                variant="secondary"
                                size="sm"
                                aria-label={t("reporting.web.list.edit_named", { name: nameOf(record) })}
                                onClick={() => {
                                  setNotice(null);
                                  setEditing({ mode: "edit", record });
                                }}
                              >
                                {t("reporting.web.list.edit")}
                              </Button>
                            )}
                            {rowActions?.(record)}
                            {editable?.(record).remove === false ? null : (
                              <Button variant="ghost" size="sm" aria-label={t("reporting.web.list.delete_named", { name: nameOf(record) })} onClick={() => onDelete(record)}>
                                {t("reporting.web.list.delete")}
                              </Button>
                            )}
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </Loaded>
      </div>
    </div>
  );
};
