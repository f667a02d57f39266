import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { preloadable } from "../preloadable.tsx";

const Hello = ({ name }: { readonly name: string }) => <p>Bonjour {name}</p>;

const setUp = () => {
  const load = vi.fn(() => Promise.resolve({ default: Hello }));
  const Screen = preloadable(load);
  const fallback = vi.fn(() => null);
  const Fallback = () => fallback();
  const show = () =>
    render(
      <Suspense fallback={<Fallback />}>
        <Screen name="Ana" />
      </Suspense>,
    );
  return { load, Screen, fallback, show };
};

describe("preloadable", () => {
  it("renders a screen loaded beforehand at once, without its fallback", async () => {
    const { Screen, fallback, show } = setUp();
    await Screen.preload();
    show();
    expect(screen.getByText("Bonjour Ana")).toBeTruthy();
    expect(fallback).not.toHaveBeenCalled();
  });

  it("suspends like React.lazy when the screen was not loaded yet", async () => {
    const { fallback, show } = setUp();
    // WHY act: React retries a screen suspended on `use` from its act queue in tests.
    await act(async () => {
      show();
    });
    expect(screen.getByText("Bonjour Ana")).toBeTruthy();
    expect(fallback).toHaveBeenCalled();
  });

  it("loads the module once, however often it is preloaded and rendered", async () => {
    const { Screen, load, show } = setUp();
    void Screen.preload();
    await Screen.preload();
    show();
    show();
    expect(await screen.findAllByText("Bonjour Ana")).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
