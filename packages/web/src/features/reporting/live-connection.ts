import { LiveUpdate, liveMachine, TokenStore, type LiveEvent } from "@proshop/core";
import { useActorRef } from "@xstate/react";
import { Schema } from "effect";
import { fromCallback } from "xstate";
import { useReportingServices, type ReportingRuntime } from "./services.tsx";

/*
 * The live screens' connection: GET /reporting/api/live read as a stream with fetch (an
 * EventSource cannot send the bearer token), each server-sent event decoded with the contract's
 * LiveUpdate and handed to core's live machine, which decides about staleness and reconnection.
 */

const decodeUpdate = Schema.decodeUnknownSync(Schema.fromJsonString(LiveUpdate));

/** The `data:` of each complete event in `buffer`, and what is left of it. */
export const takeEvents = (buffer: string): { readonly data: string[]; readonly rest: string } => {
  const data: string[] = [];
  let rest = buffer.replace(/\r\n/g, "\n");
  for (let end = rest.indexOf("\n\n"); end >= 0; end = rest.indexOf("\n\n")) {
    const lines = rest.slice(0, end).split("\n").filter((line) => line.startsWith("data:"));
    if (lines.length > 0) data.push(lines.map((line) => line.slice(5).replace(/^ /, "")).join("\n"));
    rest = rest.slice(end + 2);
  }
  return { data, rest };
};

const connectLive = (runtime: ReportingRuntime) =>
  fromCallback<LiveEvent>(({ sendBack }) => {
    const controller = new AbortController();
    void (async () => {
      try {
        const token = await runtime.runPromise(TokenStore.use((tokens) => tokens.get()));
        const response = await fetch(`${window.location.origin}/reporting/api/live`, {
          headers: { accept: "text/event-stream", ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
          signal: controller.signal,
        });
        if (!response.ok || response.body === null) return sendBack({ type: "live.failed", status: response.status });
        sendBack({ type: "live.opened" });
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffer = "";
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const { data, rest } = takeEvents(buffer + decoder.decode(value, { stream: true }));
          buffer = rest;
          for (const each of data) sendBack({ type: "live.message", update: decodeUpdate(each) });
        }
        sendBack({ type: "live.failed" });
      } catch {
        if (!controller.signal.aborted) sendBack({ type: "live.failed" });
      }
    })();
    return () => controller.abort();
  });

/** A live machine connected for this screen (stops with it). */
export const useLive = () => {
  const { runtime } = useReportingServices();
  return useActorRef(liveMachine.provide({ actors: { connect: connectLive(runtime) } }), { input: {} });
};
