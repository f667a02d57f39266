/**
 * The replay's floor as the CLI meets it: a fresh process sends a recording's events to the cart
 * machine once and prints the milliseconds that took (`{"ms": ...}`). Loading the modules and
 * reading the file are not timed: only the events, cold, as `proshop cart replay` runs them.
 */
import { readFileSync } from "node:fs";
import { sendRecordingEvents } from "../../../packages/core/bench/replay-floor.ts";

const recording = JSON.parse(readFileSync(process.argv[2]!, "utf8"));
console.log(JSON.stringify({ ms: sendRecordingEvents(recording) }));
