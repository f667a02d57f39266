import type { BrowserContext, Page } from "playwright-core";

/*
 * Lab web vitals of one page load, measured in the page by PerformanceObservers installed
 * before any of the app's scripts run:
 * - LCP: the last largest-contentful-paint entry before we stop looking (no input happens);
 * - CLS: the largest session window of layout shifts (gaps < 1 s, windows <= 5 s), as Chrome
 *   computes it;
 * - TBT: the time past 50 ms of every long task that starts after the first contentful paint,
 *   until the page has been quiet (network idle, then one more second).
 */

export interface Vitals {
  readonly fcp: number;
  readonly lcp: number;
  /** What the LCP was: the element's tag and text, or the picture's address. */
  readonly lcpElement: string;
  readonly cls: number;
  readonly tbt: number;
  readonly longTasks: number;
  /** All long tasks' time, before the first paint too (TBT leaves those out). */
  readonly longTaskMs: number;
}

interface Recorded {
  fcp: number;
  lcp: number;
  lcpElement: string;
  shifts: Array<{ start: number; value: number }>;
  tasks: Array<{ start: number; duration: number }>;
}

/** Runs in the page before its own scripts (a context init script): starts recording. */
const record = (): void => {
  const recorded: Recorded = { fcp: 0, lcp: 0, lcpElement: "", shifts: [], tasks: [] };
  (window as unknown as { __vitals: Recorded }).__vitals = recorded;
  const observe = (type: string, onEntry: (entry: PerformanceEntry & Record<string, unknown>) => void): void => {
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) onEntry(entry as PerformanceEntry & Record<string, unknown>);
      }).observe({ type, buffered: true });
    } catch {
      // An entry type this browser does not know: that vital stays 0.
    }
  };
  observe("paint", (entry) => {
    if (entry.name === "first-contentful-paint") recorded.fcp = entry.startTime;
  });
  observe("largest-contentful-paint", (entry) => {
    recorded.lcp = entry.startTime;
    const element = entry["element"] as Element | null | undefined;
    const url = typeof entry["url"] === "string" ? entry["url"] : "";
    const text = (element?.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    recorded.lcpElement = `<${element?.tagName.toLowerCase() ?? "?"}> ${url === "" ? JSON.stringify(text) : url.replace(location.origin, "")}`;
  });
  observe("layout-shift", (entry) => {
    if (entry["hadRecentInput"] !== true) recorded.shifts.push({ start: entry.startTime, value: Number(entry["value"]) });
  });
  observe("longtask", (entry) => {
    recorded.tasks.push({ start: entry.startTime, duration: entry.duration });
  });
};

export const startRecording = async (context: BrowserContext): Promise<void> => {
  await context.addInitScript(record);
};

/** Chrome's CLS: the largest sum over session windows (shifts < 1 s apart, window <= 5 s). */
export const cumulativeLayoutShift = (shifts: ReadonlyArray<{ start: number; value: number }>): number => {
  let largest = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  let sum = 0;
  for (const shift of [...shifts].sort((a, b) => a.start - b.start)) {
    if (shift.start - previous >= 1000 || shift.start - windowStart >= 5000) {
      windowStart = shift.start;
      sum = 0;
    }
    sum += shift.value;
    previous = shift.start;
    largest = Math.max(largest, sum);
  }
  return largest;
};

export const totalBlockingTime = (tasks: ReadonlyArray<{ start: number; duration: number }>, fcp: number): number =>
  tasks.filter((task) => task.start >= fcp).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);

/** Waits for the page to settle, then reads what the observers recorded. */
export const readVitals = async (page: Page): Promise<Vitals> => {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1000);
  const recorded = await page.evaluate(() => (window as unknown as { __vitals: Recorded }).__vitals);
  return {
    fcp: recorded.fcp,
    lcp: recorded.lcp,
    lcpElement: recorded.lcpElement,
    cls: cumulativeLayoutShift(recorded.shifts),
    tbt: totalBlockingTime(recorded.tasks, recorded.fcp),
    longTasks: recorded.tasks.length,
    longTaskMs: recorded.tasks.reduce((sum, task) => sum + task.duration, 0),
  };
};
