import { opensReportingArea } from "./app/area.ts";
import { loadMessages } from "./app/messages.ts";
import { preloadScreenOf } from "./app/screen-loaders.ts";
import { initialMessageLocale } from "./app/stored-locale.ts";
import "./index.css";

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root element");
if (opensReportingArea()) {
  // The reporting area (issue 14) is its own chunk: only a reporting route or account loads it.
  void import("./features/reporting/start.tsx").then(({ startReporting }) => startReporting(root));
} else {
  // The address's screen and the starting language's words are asked for first, so they load
  // while the app starts (its modules are in this entry's chunk: vite.config.ts groups the first
  // load's modules); index.html's inline script has already sent the session's first calls.
  preloadScreenOf(window.location.pathname + window.location.search);
  const wordsReady = loadMessages(initialMessageLocale());
  void import("./app/start.tsx").then(({ startApp }) => startApp(root, wordsReady));
}
