import { useEffect, useRef } from "react";
import { css } from "../../../styled-system/css";

const headingStyle = css({ fontSize: "xl", fontWeight: "semibold", mb: "4", _focus: { outline: "none" } });

/**
 * A step's heading, focused when the step appears: a keyboard or screen-reader user lands at
 * the top of the new step instead of on a button that is gone.
 */
export const StepHeading = ({ children }: { readonly children: string }) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h2 ref={heading} tabIndex={-1} className={headingStyle}>
      {children}
    </h2>
  );
};
