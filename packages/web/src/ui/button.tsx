import type { ButtonHTMLAttributes } from "react";
import { cva, cx, type RecipeVariantProps } from "../../styled-system/css";

/** The shop's button: primary (filled blue), secondary (outlined) or ghost (text only). */
export const buttonStyle = cva({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: "2",
    minH: "10",
    px: "4",
    borderRadius: "md",
    fontWeight: "semibold",
    fontSize: "sm",
    cursor: "pointer",
    borderWidth: "1px",
    borderColor: "transparent",
    transition: "background 0.15s, color 0.15s",
    _disabled: { opacity: 0.55, cursor: "not-allowed" },
  },
  variants: {
    variant: {
      primary: { bg: "primary", color: "primary.fg", _hover: { opacity: 0.92 } },
      secondary: { bg: "transparent", color: "primary", borderColor: "primary", _hover: { bg: "primary.subtle" } },
      ghost: { bg: "transparent", color: "fg", _hover: { bg: "bg.muted" } },
    },
    size: {
      sm: { minH: "8", px: "3", fontSize: "xs" },
      md: {},
      icon: { minH: "10", minW: "10", px: "2" },
    },
  },
  defaultVariants: { variant: "primary", size: "md" },
});

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & RecipeVariantProps<typeof buttonStyle>;

export const Button = ({ variant, size, className, type = "button", ...rest }: ButtonProps) => (
  <button type={type} className={cx(buttonStyle({ variant, size }), className)} {...rest} />
);
