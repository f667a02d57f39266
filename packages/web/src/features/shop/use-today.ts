import { isoDay } from "@proshop/core";
import { useMemo } from "react";

/**
 * Today as `YYYY-MM-DD` for core's stock rules, which never read the clock themselves. Read
 * once per mounted screen: a page left open over midnight updates on the next navigation.
 */
export const useToday = (): string => useMemo(() => isoDay(new Date()), []);
