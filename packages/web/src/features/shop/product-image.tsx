import { useState } from "react";
import { css, cva, cx } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useAfterFirstPaint } from "./use-after-first-paint.ts";

// A fixed frame whether or not the picture exists, so nothing moves when it loads (CLS).
const frameStyle = cva({
  base: {
    position: "relative",
    w: "full",
    bg: "bg.subtle",
    borderRadius: "md",
    overflow: "hidden",
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
  },
  variants: { shape: { square: { aspectRatio: "1 / 1" }, wide: { aspectRatio: "16 / 9" } } },
  defaultVariants: { shape: "square" },
});
const imageStyle = css({ w: "full", h: "full", objectFit: "contain" });
const placeholderStyle = css({ color: "fg.muted", fontSize: "sm", textAlign: "center", px: "3" });

/** The product's picture, or a labelled placeholder when the catalogue has none or it fails to load. */
export const ProductImage = ({
  src,
  name,
  eager = false,
  afterFirstPaint = false,
  decorative = false,
  shape = "square",
  className,
}: {
  readonly src: string | null | undefined;
  readonly name: string;
  /** The first pictures of a page load at once (they are the largest content); the rest lazily. */
  readonly eager?: boolean;
  /** Asked for only once the page has painted (the frame stays empty until then): pictures that are not the largest content. */
  readonly afterFirstPaint?: boolean;
  /** Inside a link that already names the product or category: the picture adds no words. */
  readonly decorative?: boolean;
  /** Square for products; wide for category tiles, which are about the name more than the picture. */
  readonly shape?: "square" | "wide";
  readonly className?: string;
}) => {
  const t = useT();
  // A picture the server cannot deliver shows the placeholder rather than a broken image.
  const [failed, setFailed] = useState<string | null>(null);
  const painted = useAfterFirstPaint(afterFirstPaint);
  const usable = src !== null && src !== undefined && src !== "" && failed !== src;
  return (
    <div className={cx(frameStyle({ shape }), className)}>
      {!painted ? null : usable ? (
        <img
          src={src}
          alt={decorative ? "" : t("webShop.image.of", { name })}
          className={imageStyle}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          width={320}
          height={320}
          onError={() => setFailed(src)}
        />
      ) : (
        <div
          role={decorative ? undefined : "img"}
          aria-label={decorative ? undefined : t("webShop.image.none")}
          aria-hidden={decorative ? "true" : undefined}
          className={placeholderStyle}
        >
          <svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <circle cx="9" cy="10" r="2" />
            <path d="m21 16-5-5-9 9" />
          </svg>
        </div>
      )}
    </div>
  );
};
