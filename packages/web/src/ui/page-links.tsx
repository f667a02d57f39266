import { Pagination } from "@ark-ui/react/pagination";
import { css } from "../../styled-system/css";

const rootStyle = css({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "center", gap: "1", mt: "8" });
const itemStyle = css({
  minW: "10",
  h: "10",
  px: "2",
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "border",
  bg: "bg",
  color: "fg",
  fontSize: "sm",
  cursor: "pointer",
  _hover: { bg: "bg.muted" },
  "&[data-selected]": { bg: "primary", color: "primary.fg", borderColor: "primary", fontWeight: "semibold" },
  _disabled: { opacity: 0.4, cursor: "not-allowed" },
});
const ellipsisStyle = css({ px: "2", color: "fg.muted" });

/** What the page links say to assistive technology, in the reader's language. */
export interface PageLinksLabels {
  readonly root: string;
  readonly previous: string;
  readonly next: string;
  readonly page: (page: number, totalPages: number) => string;
}

/**
 * Numbered page links with previous and next (Ark UI pagination), pages counted from 1. Nothing
 * is shown when everything fits on one page.
 */
export const PageLinks = ({
  count,
  pageSize,
  page,
  onPageChange,
  labels,
  testId,
}: {
  readonly count: number;
  readonly pageSize: number;
  readonly page: number;
  readonly onPageChange: (page: number) => void;
  readonly labels: PageLinksLabels;
  readonly testId?: string;
}) => {
  if (count <= pageSize) return null;
  return (
    <Pagination.Root
      className={rootStyle}
      count={count}
      pageSize={pageSize}
      page={page}
      siblingCount={1}
      onPageChange={(details) => onPageChange(details.page)}
      translations={{
        rootLabel: labels.root,
        prevTriggerLabel: labels.previous,
        nextTriggerLabel: labels.next,
        itemLabel: (details) => labels.page(details.page, details.totalPages),
      }}
      data-testid={testId}
    >
      <Pagination.PrevTrigger className={itemStyle}>‹</Pagination.PrevTrigger>
      <Pagination.Context>
        {(pagination) =>
          pagination.pages.map((item, index) =>
            item.type === "page" ? (
              <Pagination.Item key={index} {...item} className={itemStyle}>
                {item.value}
              </Pagination.Item>
            ) : (
              <Pagination.Ellipsis key={index} index={index} className={ellipsisStyle}>
                …
              </Pagination.Ellipsis>
            ),
          )
        }
      </Pagination.Context>
      <Pagination.NextTrigger className={itemStyle}>›</Pagination.NextTrigger>
    </Pagination.Root>
  );
};
