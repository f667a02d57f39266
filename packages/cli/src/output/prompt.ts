import { createInterface } from "node:readline";

/*
 * Questions on the terminal: a visible line (the e-mail) and a hidden one (the password: no
 * echo, not even stars). Both write the question on stderr so stdout stays the command's
 * output.
 */

type Input = NodeJS.ReadableStream & { readonly isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };

export const promptLine = (question: string, input: Input = process.stdin): Promise<string> =>
  new Promise((resolve) => {
    const rl = createInterface({ input, output: process.stderr, terminal: input.isTTY === true });
    rl.question(question, (answer) => {
      rl.close();
      resolve(answer.trim());
    });
  });

export const promptHidden = (question: string, input: Input = process.stdin): Promise<string> =>
  new Promise((resolve, reject) => {
    process.stderr.write(question);
    let typed = "";
    const done = (error?: Error) => {
      input.removeListener("data", onData);
      input.setRawMode?.(false);
      input.pause();
      process.stderr.write("\n");
      if (error === undefined) resolve(typed);
      else reject(error);
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString("utf8")) {
        if (char === "\r" || char === "\n" || char === "\u0004") return done();
        if (char === "\u0003") return done(new Error("interrupted"));
        if (char === "\u007f" || char === "\b") typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.setRawMode?.(true);
    input.resume();
    input.on("data", onData);
  });

/** Everything on standard input, without the final line break (`--password-stdin`). */
export const readAllInput = async (input: NodeJS.ReadableStream = process.stdin): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8").replace(/\r?\n$/, "");
};
