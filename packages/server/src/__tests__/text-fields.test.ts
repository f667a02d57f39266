import { Cause, Effect } from "effect";
import { like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { registrationDefaults, savedListNameProblem, type ShopProduct } from "@proshop/core";
import { SEED_CUSTOMER_NUMBERS as CUST } from "@proshop/fixtures/seed/companies";
import { SEED_EMAILS } from "@proshop/fixtures/seed/users";
import type { RunningServer } from "../app.ts";
import { rateLimits, users } from "../db/schema.ts";
import { responseForCause } from "../errors.ts";
import type { ShopClient } from "../handlers/__tests__/http.ts";
import { frenchZoomOrder } from "../zoom-delivered/__tests__/orders.ts";
import { recordingOf } from "../handlers/__tests__/recordings.ts";
import { effectLoggerLayer } from "../observability/effect-logger.ts";
import { testDatabases } from "./databases.ts";
import { useTestServer } from "./test-server.ts";

/*
 * Issue 11 item 11: a NUL byte or an oversized value is a 400 naming the field, never a 500
 * (PostgreSQL refuses NUL; a huge value overflows an index row), and a failing query's log line
 * never carries the query's parameters.
 */
/** A contact question of Léa Martin with `message`. */
const contactQuestion = (message: string) => ({
  name: "Léa Martin",
  company: "Cabinet Martin",
  email: "lea.martin@example.fr",
  phone: "+33 6 00 00 00 00",
  question_type: "delivery",
  contact_preference: "email",
  message,
});

describe.each(testDatabases())("text fields ($name)", (database) => {
  let server: RunningServer;
  let api: ShopClient;
  let nurse: string;
  const lines: string[] = [];
  useTestServer(
    database,
    async (running) => {
      ({ server, api } = running);
      nurse = await api.login(SEED_EMAILS.nurse);
    },
    { logSink: (line) => lines.push(line) },
  );

  const expectRefused = (answer: { status: number; body: unknown }, field: string) => {
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: "request.invalid", field, location: "body" } });
  };

  it("refuses a part number or a coupon code with a NUL byte, naming the field", async () => {
    expectRefused(await api.post("/admin/order", { lines: [{ part_no: "884\u000030025", quantity: 1 }] }, { token: nurse }), "lines.0.part_no");
    expectRefused(await api.post("/admin/order", { lines: [{ part_no: "88430025", quantity: 1 }], code: "WELCOME\u0000" }, { token: nurse }), "code");
  });

  it("refuses a NUL byte in a log-in e-mail and in a path", async () => {
    expectRefused(await api.post("/auth/login", { email: "a\u0000@example.fr", password: "x" }), "email");
    const answer = await api.get("/admin/order/1%00", { token: nurse });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: "request.invalid" } });
  });

  it("refuses a 1 MB e-mail on log-in with 400 naming the field, and does not write it to the log", async () => {
    lines.length = 0;
    const huge = `${"m".repeat(1_000_000)}@example.fr`;
    expectRefused(await api.post("/auth/login", { email: huge, password: "x" }), "email");
    expect(lines.join("\n")).not.toContain("m".repeat(1000));
  });

  it("keeps a failing query's parameters out of its log line", async () => {
    lines.length = 0;
    const marker = "param-value-7f3a";
    const failure = await server.db.execute(sql`select ${marker}::int as broken`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).not.toBeNull();
    // The server's own path for a failure that escaped the handlers: a 500 and one error line.
    const response = await Effect.runPromise(responseForCause(Cause.die(failure)).pipe(Effect.provide(effectLoggerLayer(server.log))));
    expect(response.status).toBe(500);
    const logged = lines.join("\n");
    expect(logged).toContain("select");
    expect(logged).not.toContain(marker);
  });

  // Issue 11 item 7: what is stored is later printed in support's terminal (proshop cart replay).
  it("refuses C0 control characters other than tab and newline in stored texts, naming the field", async () => {
    const question = contactQuestion("Bonjour\u001b[2J\u001b[31mURGENT");
    expectRefused(await api.postSigned("/admin/question", question), "message");
    expectRefused(await api.postSigned("/admin/question", { ...question, message: "ok", name: "L\u0007a" }), "name");
    // Tab, newline (and the carriage return of a pasted CRLF line) stay allowed.
    expect((await api.postSigned("/admin/question", { ...question, message: "Ligne 1\r\nLigne 2\tfin" })).status).toBe(200);

    const products = ((await api.get("/admin/product", { token: nurse })).body as ShopProduct[]).filter((product) => product.part_no !== "").slice(0, 1);
    const recording = recordingOf(CUST.frMaternity, products);
    const product = { ...recording.snapshot.products[0]!, SKUName: "Cr\u00e8me\u001b[2J\u001b[H" };
    const poisoned = { ...recording, snapshot: { ...recording.snapshot, products: [product] } };
    expectRefused(await api.put("/admin/cart", poisoned, { token: nurse }), "snapshot.products.0.SKUName");
  });

  // Issue 32 item 14: C1 controls (U+0080-U+009F: CSI U+009B starts an escape sequence as ESC [ does) are refused like C0.
  describe("C1 control characters", () => {
    const C1 = ["\u0080", "\u0085", "\u009b", "\u009f"];

    it("are refused in a Zoom! Delivered order, naming the field", async () => {
      const dentist = await api.login(SEED_EMAILS.dentist);
      const order = frenchZoomOrder({ patientScanId: "TR-C1-1" });
      for (const [index, control] of C1.entries()) {
        for (const field of ["lastName", "patientScanId", "city"] as const) {
          const answer = await api.post("/admin/zoom-delivered/deliveries", { ...order, [field]: `${String(order[field])}${control}2J` }, {
            token: dentist,
            headers: { "idempotency-key": `c1-${field}-${index}` },
          });
          expectRefused(answer, field);
        }
      }
    });

    it("are refused in a registration, naming the field", async () => {
      for (const [index, control] of C1.entries()) {
        for (const field of ["firstName", "company_name", "city"] as const) {
          const email = `c1-${field.replace("_", "-")}-${index}@example.fr`;
          const registration = {
            ...registrationDefaults("fr"),
            email,
            cust_no: String(7_700_000 + index),
            password: "a-long-enough-password",
            firstName: "Eve",
            company_name: "Cabinet Eve",
            city: "Lyon",
            [field]: `Eve${control}`,
          };
          // A fresh address per call: the per-address registration limit is not what this tests.
          expectRefused(await api.postSigned("/admin/user?send_mail=1", registration), field);
        }
        await server.db.delete(rateLimits);
      }
      expect(await server.db.select().from(users).where(like(users.email, "c1-%"))).toEqual([]);
    });

    it("are refused in a saved list's name, naming it", async () => {
      const products = ((await api.get("/admin/product", { token: nurse })).body as ShopProduct[]).filter((product) => product.part_no !== "").slice(0, 1);
      for (const control of C1) {
        const answer = await api.post("/admin/saved_list", { name: `Mensuel${control}`, lines: [{ part_no: products[0]!.part_no, quantity: 1 }] }, { token: nurse });
        expectRefused(answer, "name");
      }
      expect(savedListNameProblem("Mensuel\u009b")).toBe("invalid");
    });

    it("are refused in a question and a live cart, and plain accented text stays allowed", async () => {
      const question = contactQuestion("Bonjour\u009b2J");
      expectRefused(await api.postSigned("/admin/question", question), "message");
      // Latin-1's own letters (U+00A0 onwards) are text, not controls.
      expect((await api.postSigned("/admin/question", { ...question, message: "Crème brûlée, ñ, ß, \u00a0fin" })).status).toBe(200);
      const products = ((await api.get("/admin/product", { token: nurse })).body as ShopProduct[]).filter((product) => product.part_no !== "").slice(0, 1);
      const recording = recordingOf(CUST.frMaternity, products);
      const product = { ...recording.snapshot.products[0]!, SKUName: "Cr\u00e8me\u009b2J" };
      const poisoned = { ...recording, snapshot: { ...recording.snapshot, products: [product] } };
      expectRefused(await api.put("/admin/cart", poisoned, { token: nurse }), "snapshot.products.0.SKUName");
    });
  });

  it("keeps serving", async () => {
    expect((await api.get("/health")).status).toBe(200);
  });
});
