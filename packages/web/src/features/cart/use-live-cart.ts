import { encodeCartRecording, type CartRecording } from "@proshop/core";
import { useCallback, useSyncExternalStore } from "react";
import { useActors } from "../../app/services-context.tsx";
import type { LiveCartState, LiveCartSync } from "./live-cart-sync.ts";

/** The sync's state, re-rendering on each change (status, company, last failure). */
export const useLiveCartState = (sync: LiveCartSync): LiveCartState => useSyncExternalStore(sync.subscribe, sync.getState, sync.getState);

/** The tab's live cart (created with the actors): its state, and its recording on demand. */
export const useLiveCart = (): { readonly sync: LiveCartSync; readonly state: LiveCartState } => {
  const sync = useActors().liveCart;
  return { sync, state: useLiveCartState(sync) };
};


/** `proshop-cart-<cust_no>-<YYYY-MM-DD>.json`, the day in the browser's own time zone. */
export const cartDownloadName = (custNo: string, at: Date): string => {
  const day = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, "0")}-${String(at.getDate()).padStart(2, "0")}`;
  return `proshop-cart-${custNo.replace(/[^0-9A-Za-z_-]/g, "_")}-${day}.json`;
};

/** The recording as the file support opens (core's `decodeCartRecording` reads it back). */
export const cartDownloadText = (recording: CartRecording): string => `${JSON.stringify(encodeCartRecording(recording), null, 2)}\n`;

/** Saves the current recording as a file; false when there is none (nobody signed in, no company). */
export const useCartDownload = (now: () => Date = () => new Date()): { readonly available: boolean; readonly download: () => boolean } => {
  const { sync, state } = useLiveCart();
  const download = useCallback(() => {
    const recording = sync.recording();
    if (recording === null) return false;
    const url = URL.createObjectURL(new Blob([cartDownloadText(recording)], { type: "application/json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = cartDownloadName(recording.company.cust_no, now());
    document.body.append(link);
    link.click();
    link.remove();
    // Give the browser the time to start the download before the object URL goes.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    return true;
  }, [sync, now]);
  return { available: state.status !== "off", download };
};
