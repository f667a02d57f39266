import { ChunkLoadError, chunkFailureMessage, shouldReloadForNewVersion } from "@proshop/core";
import { Component, type ReactNode } from "react";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { retryFailedScreens } from "../../app/preloadable.tsx";
import { buttonStyle } from "../../ui/button.tsx";

/** Where the version reloaded into is remembered (per tab): one reload per new deployment. */
const RELOADED_FOR_KEY = "proshop.reloadedFor";

const entryOf = (html: string | Document): string | null => {
  const doc = typeof html === "string" ? new DOMParser().parseFromString(html, "text/html") : html;
  return doc.querySelector('script[type="module"][src]')?.getAttribute("src") ?? null;
};

/**
 * A new deployment took the old chunk names away: reload once into the version the server now
 * serves (core's `shouldReloadForNewVersion`). True when the page is reloading.
 */
const reloadIntoNewVersion = async (): Promise<boolean> => {
  try {
    const answer = await fetch("/", { cache: "no-store", headers: { "x-proshop-version-check": "1" } });
    const served = entryOf(await answer.text());
    const reloadedFor = sessionStorage.getItem(RELOADED_FOR_KEY);
    if (!shouldReloadForNewVersion(entryOf(document), served, reloadedFor)) return false;
    sessionStorage.setItem(RELOADED_FOR_KEY, served ?? "");
    window.location.reload();
    return true;
  } catch {
    return false;
  }
};

const boxStyle = css({ maxW: "content", mx: "auto", px: "6", py: "16", textAlign: "center" });

const ChunkFailure = ({ error, onRetry }: { readonly error: ChunkLoadError; readonly onRetry: () => void }) => {
  const t = useT();
  const message = chunkFailureMessage(error);
  return (
    <div className={boxStyle} role="alert" data-testid="chunk-failure">
      <p>{t(message.id, { n: message.chunk, reason: t(message.reasonId) })}</p>
      <p className={css({ color: "fg.muted", mt: "2" })}>{t("common.chunk.reload_hint")}</p>
      <button type="button" className={buttonStyle({ variant: "primary" })} style={{ marginTop: "1.5rem" }} onClick={onRetry}>
        {t("web.no_shop.retry")}
      </button>
    </div>
  );
};

interface State {
  readonly error: ChunkLoadError | null;
  readonly reloading: boolean;
}

/**
 * SPEC 8/9: a screen whose code does not arrive shows the translated chunk failure with a retry
 * instead of a blank page; a chunk gone with a new deployment reloads the page once first.
 * Other errors are not this boundary's business: they go on up.
 */
export class ChunkBoundary extends Component<{ readonly children: ReactNode; readonly resetKey: string }, State> {
  override state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    if (error instanceof ChunkLoadError) return { error };
    throw error;
  }

  override componentDidCatch(error: unknown): void {
    if (error instanceof ChunkLoadError && error.reason === "missing") {
      this.setState({ reloading: true });
      void reloadIntoNewVersion().then((reloading) => this.setState({ reloading }));
    }
  }

  override componentDidUpdate(previous: { readonly resetKey: string }): void {
    // Another address: its screen gets its own chance.
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) {
      retryFailedScreens();
      this.setState({ error: null, reloading: false });
    }
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    if (this.state.reloading) return null;
    return <ChunkFailure error={this.state.error} onRetry={() => {
          retryFailedScreens();
          this.setState({ error: null });
        }} />;
  }
}
