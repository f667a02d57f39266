/**
 * Runs `work` once the frame that answers the user's action is painted, so that it is no part of
 * that answer (issue 38: Interaction to Next Paint). A hidden tab paints no frames: there it runs
 * after the current task. Returns a function that cancels it if it has not run yet.
 */
export const afterNextPaint = (work: () => void): (() => void) => {
  let cancelled = false;
  const run = () => {
    if (!cancelled) work();
  };
  if (document.visibilityState === "hidden") setTimeout(run, 0);
  else requestAnimationFrame(() => setTimeout(run, 0));
  return () => {
    cancelled = true;
  };
};
