/**
 * Settles in a task of its own. WHY: work that continues after it does not lengthen the task that
 * awaited it; the Effect chunk's arrival ran as one 100-240 ms task (4x CPU slowdown), which is
 * what Lighthouse's total blocking time counts.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
