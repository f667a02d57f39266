import { createRoot } from "react-dom/client";
import { App, createAppServices } from "./app/app.tsx";
import { preloadScreenOf } from "./app/route-table.ts";
import "./index.css";

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root element");
// WHY before the first render: the session's first API calls (token, user, config, catalogue)
// and the address's screen chunk start loading now, while React renders the shell, instead of
// after it. The services live as long as the tab.
const services = createAppServices();
preloadScreenOf(window.location.pathname + window.location.search);
createRoot(root).render(<App services={services} />);
