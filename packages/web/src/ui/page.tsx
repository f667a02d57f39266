import type { ReactNode } from "react";
import { css } from "../../styled-system/css";
import { useDocumentTitle } from "./document-title.ts";

const pageStyle = css({ maxW: "content", mx: "auto", px: { base: "4", md: "6" }, py: { base: "6", md: "10" }, w: "full" });
const titleStyle = css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "bold", mb: "6", color: "fg" });

/** A screen's frame: content width of SPEC 9 (1180 px), its one <h1> and the tab's title. */
export const Page = ({ title, children }: { readonly title: string; readonly children?: ReactNode }) => {
  useDocumentTitle(title);
  return (
    <div className={pageStyle}>
      <h1 className={titleStyle}>{title}</h1>
      {children}
    </div>
  );
};
