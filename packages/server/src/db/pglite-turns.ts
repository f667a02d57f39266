import { setImmediate as nextTurn } from "node:timers/promises";
import type { PGlite } from "@electric-sql/pglite";
import { wrappingMethods } from "./pglite-methods.ts";

/** The calls that take PGlite's one connection: statements, scripts and whole transactions. */
const TURN_TAKING = new Set<PropertyKey>(["query", "exec", "transaction"]);

/**
 * PGlite with its statements and transactions run one at a time in arrival order, each after a
 * turn of the event loop.
 *
 * WHY: PGlite runs in this process and answers in microtasks. Under load its own lock handed the
 * connection from one waiting request to the next without ever letting the event loop turn, for
 * seconds (2-3 s stretches in a profile of 100 connections placing orders): no request was read,
 * no timer ran, and a request waiting on anything outside PGlite waited for the whole stretch
 * (p50 0.5 s, p99 10 s). Queued here instead, the event loop turns between any two statements.
 * Statements inside a transaction go through its own handle and keep the connection.
 */
export const takingTurns = (client: PGlite): PGlite => {
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = queue.then(() => nextTurn()).then(work);
    queue = turn.catch(() => undefined);
    return turn;
  };
  return wrappingMethods(client, (property, method) =>
    TURN_TAKING.has(property) ? (...args: never[]) => inTurn(() => method(...args) as Promise<unknown>) : method,
  );
};
