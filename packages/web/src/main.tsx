import { createRoot } from "react-dom/client";
import { App, createAppServices } from "./app/app.tsx";
import { initialMessageLocale } from "./app/i18n.tsx";
import { loadMessages } from "./app/messages.ts";
import { preloadScreenOf } from "./app/route-table.ts";
import "./index.css";

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root element");
// WHY before the first render: the session's first API calls (token, user, config, catalogue)
// and the address's screen chunk start loading now, while React renders the shell, instead of
// after it. The services live as long as the tab.
const services = createAppServices();
preloadScreenOf(window.location.pathname + window.location.search);
// The first render waits for the words of the starting language (one small chunk, fetched
// beside the calls above); should it fail for good, the app starts anyway and asks again.
void loadMessages(initialMessageLocale())
  .catch(() => undefined)
  .then(() => createRoot(root).render(<App services={services} />));
