import rosetta from "rosetta";
import type { MessageTree } from "./define.ts";

export type MessageParams = Record<string, string | number>;
export type Translate = (id: string, params?: MessageParams) => string;

/**
 * A translator over one message table; an unknown id comes back as the id itself, so a gap is
 * visible rather than blank. WHY apart from catalogue.ts: the web app translates with the one
 * table it loaded, without importing every feature file.
 */
export const translatorOf = (messages: MessageTree): Translate => {
  const table = rosetta<MessageTree>({ messages });
  return (id, params) => table.t(id, params ?? {}, "messages") || id;
};
