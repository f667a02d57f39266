import type { MessagePort } from "node:worker_threads";
import { writeReportFile } from "./build.ts";
import { batched } from "./chunks.ts";
import type { ReportData } from "./report-table.ts";

/*
 * The worker threads' task (piscina loads this file in each thread of report-builds.ts's pool):
 * writes one report file into `port`, in pieces whose buffers are moved to the request loop,
 * not copied, and then `null` to say the file is whole.
 */

export interface BuildTask {
  readonly data: ReportData;
  readonly port: MessagePort;
}

export default async function buildReportFile({ data, port }: BuildTask): Promise<void> {
  const out = batched((chunk) => port.postMessage(chunk, [chunk.buffer as ArrayBuffer]));
  try {
    await writeReportFile(data, out.write);
    out.flush();
    port.postMessage(null);
  } finally {
    port.close();
  }
}
