import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig, type Plugin } from "vite";
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
  plugins: [react(), earlyCalls(), messagesPlugin()],
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
          groups: [{ name: "libs", test: /node_modules[\\/](react-dom|scheduler|xstate|@xstate|effect|wouter|rosetta)[\\/]/ }],
        },
      },
    },
  },
});
