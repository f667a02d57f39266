import { createRoot } from "react-dom/client";
import { registerServiceWorker } from "../features/offline/service-worker.ts";
import { App, createAppServices } from "./app.tsx";
import { afterFirstContentfulPaint } from "./first-paint.ts";
import { ROUTE_SCREENS } from "./route-table.ts";
import { firstScreenOf } from "./screen-loaders.ts";

/** The longest the first render waits for the first screen; a slower one shows "Loading" meanwhile. */
const FIRST_SCREEN_WAIT_MS = 3000;

/** Builds the tab's services (the session's first API calls wait for the Effect services) and renders the app into `root`. */
export const startApp = (root: HTMLElement, wordsReady: Promise<unknown>): void => {
  // The Effect services' chunk is asked for once the browser has painted the first content and
  // the first screen's own (issue 18, first-paint.ts): it does not compete with the first
  // screen's code, data and pictures, and runs in a task of its own. Where no paint can be
  // observed, the frame after the first commit stands in.
  let painted = (): void => undefined;
  const committed = new Promise<void>((resolve) => {
    painted = resolve;
  });
  let shown = (): void => undefined;
  // The first screen's content is there once the session has its first answers (logged in with
  // the user and catalogue, or out with the config): it has left `initializing` and `loading`.
  const contentShown = new Promise<void>((resolve) => {
    shown = resolve;
  });
  const paintedFirst = afterFirstContentfulPaint({ whenUnobservable: committed, contentShown });
  const services = createAppServices(paintedFirst);
  void paintedFirst.then(registerServiceWorker);
  const settled = (snapshot: ReturnType<typeof services.actors.session.getSnapshot>): boolean =>
    !snapshot.matches("initializing") && !snapshot.matches("loading");
  if (settled(services.actors.session.getSnapshot())) shown();
  else {
    const watch = services.actors.session.subscribe((snapshot) => {
      if (!settled(snapshot)) return;
      shown();
      queueMicrotask(() => watch.unsubscribe());
    });
  }
  // The first screen through the route table (its module is already on its way, main.tsx).
  const screenReady = ROUTE_SCREENS[firstScreenOf(window.location.pathname + window.location.search)].preload().catch(() => undefined);
  // The first render waits for the words of the starting language (should they fail for good, the
  // app starts anyway and asks again) and for the first screen, up to FIRST_SCREEN_WAIT_MS. WHY the
  // screen: rendered before its module has settled, the route suspends, and React holds back the
  // reveal of a suspended screen until ~300 ms after its "Loading" showed (issue 18: the first
  // content came 280-300 ms after the first paint, on /login and the shop home).
  const screenOrLater = Promise.race([screenReady, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
  void Promise.all([wordsReady.catch(() => undefined), screenOrLater]).then(() =>
    createRoot(root).render(<App services={services} onFirstPaint={painted} />),
  );
};
