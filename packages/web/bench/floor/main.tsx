import { useSelector } from "@xstate/react";
import { Effect, Schema } from "effect";
import { HttpApiClient } from "effect/http-api";
import { createRoot } from "react-dom/client";
import { createActor, createMachine } from "xstate";

/*
 * The floor of the web bench: the least a page built on the shop's stack runs (React DOM, an
 * XState actor read through @xstate/react, an Effect Schema decode and Effect's HttpApiClient,
 * which core's API client is derived from), without a line of the shop. Built by floor.ts.
 */
const Answer = Schema.Struct({ id: Schema.Number, name: Schema.String });
const actor = createActor(createMachine({ initial: "idle", states: { idle: { on: { go: "done" } }, done: {} } })).start();

const Page = () => <p>{String(useSelector(actor, (snapshot) => snapshot.value))}</p>;

void Effect.runPromise(Schema.decodeUnknownEffect(Answer)({ id: 1, name: "floor" })).then((answer) => console.log(answer, HttpApiClient.make));
createRoot(document.getElementById("root")!).render(<Page />);
