import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig, type Plugin } from "vite";
import { moduleSizesPlugin } from "./bench/module-sizes.ts";
import { startEarlyCalls } from "./src/app/early-calls.ts";
import { messagesPlugin } from "./src/app/messages-plugin.ts";

// Core is consumed from source (its `proshop-source` export condition): no build step for it.
// In dev, API calls go to the server started by `npm start` (PROSHOP_API, default :8080).
const api = process.env["PROSHOP_API"] ?? "http://localhost:8080";

/** Puts src/app/early-calls.ts into index.html as an inline script, so it runs before the bundle loads. */
const earlyCalls = (): Plugin => ({
  name: "proshop-early-calls",
  transformIndexHtml: () => [{ tag: "script", children: `(${startEarlyCalls.toString()})(window);`, injectTo: "head-prepend" }],
});

export default defineConfig({
  plugins: [react(), earlyCalls(), messagesPlugin(), moduleSizesPlugin()],
  resolve: { conditions: ["proshop-source", ...defaultClientConditions] },
  server: {
    proxy: {
      "/admin": { target: api, changeOrigin: false },
      "/auth": { target: api, changeOrigin: false },
      "/content": { target: api, changeOrigin: false },
      "/pay": { target: api, changeOrigin: false },
      "/reporting/api": { target: api, changeOrigin: false },
    },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    rolldownOptions: {
      // start.tsx is imported by main.tsx (dynamically, see there); an entry of its own, its
      // static imports count as the first load's (`$initial`) for the group below. That group
      // takes main.tsx's modules too, so the page's entry imports the app's chunk and the
      // browser fetches it beside the entry (the reporting area runs its modules without
      // starting the app).
      // `occupancy`: a location's public occupancy page (issue 36), an entry of its own that loads
      // nothing of the shop or the reporting area, under a fixed name so that public/occupancy.html
      // (the page the server answers /reporting/public/{slug} with) names it. WHY not a second HTML
      // entry: Vite would move its modulepreload polyfill out of the shop's entry, and index.html
      // would lose its entry chunk and its preload links.
      input: { index: "index.html", start: "src/app/start.tsx", occupancy: "src/features/public-occupancy/main.ts" },
      output: {
        entryFileNames: (chunk) => (chunk.name === "occupancy" ? "assets/occupancy.js" : "assets/[name]-[hash].js"),
        // WHY one chunk for the libraries every page runs: left to itself the bundler cuts them
        // into many small shared chunks (more requests, a browser asks an HTTP/1.1 server six at
        // a time) and repeats some helpers between them (~6 kB more gzipped).
        codeSplitting: {
          groups: [
            { name: "libs", test: /node_modules[\\/](react-dom|scheduler|xstate|@xstate|wouter|rosetta)[\\/]/, priority: 2 },
            // WHY one chunk for the shop's own modules of the first load (the app's and the entry's,
            // `$initial` with start.tsx an entry): left to itself the bundler cut them into ~30
            // chunks of 1-2 kB by which screens share them, and the first load was 37 requests; a
            // phone on HTTP/1.1 asks six at a time, one round trip each. Their dependencies are not
            // taken along and core's index stays out: it re-exports everything, Effect with it
            // (rolldown tags `$initial` only what the entries' code in the bundle imports).
            {
              name: "app",
              tags: ["$initial"],
              // The public occupancy page's modules stay out: its entry must not pull the shop's chunk.
              test: /packages[\\/](web|core)[\\/]src[\\/](?!index\.ts$|features[\\/]public-occupancy[\\/]|reporting[\\/]public-page\.ts$)/,
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
