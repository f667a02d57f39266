import { selectShopKeyword } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { memo, useEffect, useId, useMemo, useRef, useState } from "react";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useShopActor } from "../../app/services-context.tsx";
import { debounce } from "./debounce.ts";

/** Pause in typing after which the search runs. */
export const SEARCH_DEBOUNCE_MS = 250;

const fieldStyle = css({ display: "flex", flexDirection: "column", gap: "1", flex: "1", minW: "56" });
const labelStyle = css({ fontSize: "sm", fontWeight: "medium" });
const wrapStyle = css({ position: "relative", display: "flex" });
const inputStyle = css({
  h: "10",
  w: "full",
  pl: "3",
  pr: "10",
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "border",
  bg: "bg",
  color: "fg",
  fontSize: "md",
  "&::-webkit-search-cancel-button": { display: "none" },
});
const clearStyle = css({
  position: "absolute",
  right: "1",
  top: "1",
  h: "8",
  w: "8",
  borderRadius: "md",
  color: "fg.muted",
  cursor: "pointer",
  _hover: { bg: "bg.muted", color: "fg" },
});

/**
 * Keyword search (core's `shop.search`): the text is the field's own while typing and is sent
 * after a pause, or at once on Enter, so the listing is not recomputed on every key.
 */
export const SearchBox = memo(() => {
  const t = useT();
  const shop = useShopActor();
  const keyword = useSelector(shop, selectShopKeyword);
  const [text, setText] = useState(keyword);
  const id = useId();
  // The keyword this box last sent: a different one in the shop came from elsewhere (a reset
  // at logout), and the box shows it instead of stale text.
  const sent = useRef(keyword);
  const search = useMemo(
    () =>
      debounce((value: string) => {
        sent.current = value;
        shop.send({ type: "shop.search", keyword: value });
      }, SEARCH_DEBOUNCE_MS),
    [shop],
  );
  useEffect(() => () => search.flush(), [search]);
  useEffect(() => {
    if (keyword !== sent.current) {
      sent.current = keyword;
      search.cancel();
      setText(keyword);
    }
  }, [keyword, search]);

  const change = (value: string) => {
    setText(value);
    search(value);
  };

  return (
    <div className={fieldStyle} role="search">
      <label htmlFor={id} className={labelStyle}>
        {t("shop.search.label")}
      </label>
      <div className={wrapStyle}>
        <input
          id={id}
          type="search"
          className={inputStyle}
          value={text}
          placeholder={t("shop.search.placeholder")}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") search.flush();
            if (event.key === "Escape" && text !== "") {
              change("");
              search.flush();
            }
          }}
        />
        {text === "" ? null : (
          <button
            type="button"
            className={clearStyle}
            aria-label={t("shop.search.clear")}
            onClick={() => {
              change("");
              search.flush();
            }}
          >
            ×
          </button>
        )}
      </div>
    </div>
  );
});
