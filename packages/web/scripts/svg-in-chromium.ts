/// <reference types="node" />
import type { Page } from "playwright-core";

/*
 * Draws an SVG into a bitmap in Chromium (the pictures' WebP files, the app's PNG icons): the
 * SVG as an <img>, drawn on a canvas of the size asked, encoded by the canvas.
 */
export const drawSvg = async (
  page: Page,
  svg: string,
  options: { readonly width: number; readonly height: number; readonly type: "image/webp" | "image/png"; readonly quality?: number },
): Promise<Buffer> => {
  const dataUrl = await page.evaluate(
    async ({ svg, width, height, type, quality }) => {
      const image = new Image();
      image.src = `data:image/svg+xml;base64,${btoa(svg)}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      canvas.getContext("2d")!.drawImage(image, 0, 0, width, height);
      return canvas.toDataURL(type, quality);
    },
    { svg, ...options },
  );
  // A canvas that cannot encode the type answers PNG instead.
  if (!dataUrl.startsWith(`data:${options.type};base64,`)) throw new Error(`Chromium wrote no ${options.type}`);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
};
