import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debounce } from "../debounce.ts";

describe("debounce", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("runs only the last call of a burst, once the delay passed", () => {
    const run = vi.fn();
    const search = debounce(run, 300);
    search("b");
    vi.advanceTimersByTime(200);
    search("br");
    vi.advanceTimersByTime(200);
    search("bre");
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith("bre");
  });

  it("flushes the pending call at once and then has nothing left", () => {
    const run = vi.fn();
    const search = debounce(run, 300);
    search("pump");
    search.flush();
    expect(run).toHaveBeenCalledWith("pump");
    vi.advanceTimersByTime(1000);
    search.flush();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("drops the pending call when cancelled", () => {
    const run = vi.fn();
    const search = debounce(run, 300);
    search("pump");
    search.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
