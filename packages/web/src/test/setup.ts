import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { stopTestServices } from "./render.tsx";

// The first lazy screen of a run is transformed on demand: give async queries room.
configure({ asyncUtilTimeout: 5000 });

// Each test starts from a fresh document, storage and set of actors (fake-api.ts swaps the routes).
afterEach(() => {
  cleanup();
  stopTestServices();
  window.localStorage.clear();
  document.documentElement.removeAttribute("lang");
  delete document.body.dataset["pageView"];
});
