/** What the numbers were measured on: they only compare within one run on one machine. */
import { cpus, freemem, loadavg, totalmem, type, release } from "node:os";

export interface Machine {
  readonly cores: number;
  readonly cpu: string;
  readonly memoryGiB: number;
  readonly freeMemoryGiB: number;
  readonly node: string;
  readonly os: string;
  readonly date: string;
  readonly loadAverage: string;
}

export const describeMachine = (): Machine => ({
  cores: cpus().length,
  cpu: cpus()[0]?.model.trim() ?? "unknown",
  memoryGiB: totalmem() / 1024 ** 3,
  freeMemoryGiB: freemem() / 1024 ** 3,
  node: process.version,
  os: `${type()} ${release()}`,
  date: new Date().toISOString(),
  loadAverage: loadavg().map((n) => n.toFixed(2)).join(", "),
});

export const machineLines = (machine: Machine): string[] => [
  `- Cores: ${machine.cores} (${machine.cpu})`,
  `- Memory: ${machine.memoryGiB.toFixed(1)} GiB (${machine.freeMemoryGiB.toFixed(1)} GiB free at the start)`,
  `- Node: ${machine.node} on ${machine.os}`,
  `- Date: ${machine.date}`,
  `- Load average at the start (1, 5, 15 min): ${machine.loadAverage}`,
];
