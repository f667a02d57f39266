import { existsSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { RunningServer } from "../app.ts";
import { testDatabases } from "./databases.ts";
import { useTestServer } from "./test-server.ts";

/** A GET with a chosen Host header (fetch does not let one set it). */
const getWithHost = (server: RunningServer, path: string, host: string) =>
  new Promise<{ status: number; type: string | undefined; cache: string | undefined; body: string }>((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port: server.port, path, headers: { host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, type: response.headers["content-type"], cache: response.headers["cache-control"], body }),
      );
    });
    request.on("error", reject);
    request.end();
  });

const PUBLIC = fileURLToPath(new URL("../../../web/public/", import.meta.url));

describe.each(testDatabases())("the installable app's manifest ($name)", (database) => {
  let server: RunningServer;
  useTestServer(database, (running) => ({ server } = running));

  it("is the market's, in its language, with the icons an installable app needs", async () => {
    const answer = await getWithHost(server, "/manifest.webmanifest", `fr.localhost:${server.port}`);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe("application/manifest+json; charset=utf-8");
    expect(answer.cache).toBe("no-cache");
    const manifest = JSON.parse(answer.body) as Record<string, unknown> & { icons: Array<{ src: string; sizes: string; purpose: string }> };
    expect(manifest).toMatchObject({ name: "ProShop", lang: "fr-FR", start_url: "/", scope: "/", display: "standalone" });
    expect(manifest["description"]).toMatch(/^Commandez pour votre cabinet/);
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(
      expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
    );
    // Each icon it names is a file of the web app.
    for (const icon of manifest.icons) expect(existsSync(join(PUBLIC, icon.src))).toBe(true);
  });

  it("speaks each market's language, and English to a host the shop does not know", async () => {
    const languageOf = async (host: string) => {
      const manifest = JSON.parse((await getWithHost(server, "/manifest.webmanifest", host)).body) as { lang: string; description: string };
      return `${manifest.lang} ${manifest.description.split(" ")[0]}`;
    };
    expect(await languageOf("es.localhost")).toBe("es-ES Haga");
    expect(await languageOf("NL.localhost:1234")).toBe("nl-NL Bestel");
    expect(await languageOf("elsewhere.example")).toBe("en Order");
  });
});
