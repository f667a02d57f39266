import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Unmount between tests: each test renders into a fresh document body.
afterEach(() => cleanup());
