import { createRoot } from "react-dom/client";
import { App, createAppServices } from "./app.tsx";

/** Builds the tab's services (the session's first API calls start now) and renders the app into `root`. */
export const startApp = (root: HTMLElement, wordsReady: Promise<unknown>): void => {
  const services = createAppServices();
  // The first render waits for the words of the starting language; should they fail for good,
  // the app starts anyway and asks again.
  void wordsReady.catch(() => undefined).then(() => createRoot(root).render(<App services={services} />));
};
