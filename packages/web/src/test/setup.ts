import { MESSAGE_LOCALES } from "@proshop/core";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { loadMessages } from "../app/messages.ts";
import { stopTestServices } from "./render.tsx";

// Every locale's messages at hand, as main.tsx has the starting one before the first render.
beforeAll(() => Promise.all(MESSAGE_LOCALES.map(loadMessages)));

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
