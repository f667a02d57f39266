import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

// Core is consumed from source (its `proshop-source` export condition): no build step for it.
// In dev, API calls go to the server started by `npm start` (PROSHOP_API, default :8080).
const api = process.env["PROSHOP_API"] ?? "http://localhost:8080";

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ["proshop-source", ...defaultClientConditions] },
  server: {
    proxy: {
      "/admin": { target: api, changeOrigin: false },
      "/auth": { target: api, changeOrigin: false },
      "/content": { target: api, changeOrigin: false },
      "/pay": { target: api, changeOrigin: false },
    },
  },
  build: { target: "es2022", sourcemap: false },
});
