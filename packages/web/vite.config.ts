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

/**
 * Lists the app's chunk (src/app/start.tsx) and its static imports in index.html as module
 * preloads. WHY: main.tsx asks for them only once the entry has arrived and run, one round trip
 * later; named in the page, they download beside the entry. The price: the reporting area
 * (main.tsx) fetches them too without running them (~26 kB gzipped).
 */
const preloadApp = (): Plugin => ({
  name: "proshop-preload-app",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler: (_html, { bundle }) => {
      const chunks = new Map(
        Object.values(bundle ?? {}).flatMap((output) => (output.type === "chunk" ? [[output.fileName, output] as const] : [])),
      );
      const closure = (files: readonly string[], seen = new Set<string>()): Set<string> => {
        for (const file of files) {
          if (seen.has(file)) continue;
          seen.add(file);
          closure(chunks.get(file)?.imports ?? [], seen);
        }
        return seen;
      };
      const entry = closure([...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const app = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith("/src/app/start.tsx") === true);
      if (app === undefined) return [];
      return [...closure([app.fileName])]
        .filter((file) => !entry.has(file))
        .map((file) => ({ tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` }, injectTo: "head" as const }));
    },
  },
});

export default defineConfig({
  plugins: [react(), earlyCalls(), messagesPlugin(), preloadApp(), moduleSizesPlugin()],
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
      output: {
        // WHY one chunk for the libraries every page runs: left to itself the bundler cuts them
        // into many small shared chunks (more requests, a browser asks an HTTP/1.1 server six at
        // a time) and repeats some helpers between them (~6 kB more gzipped).
        codeSplitting: {
          groups: [{ name: "libs", test: /node_modules[\\/](react-dom|scheduler|xstate|@xstate|wouter|rosetta)[\\/]/ }],
        },
      },
    },
  },
});
