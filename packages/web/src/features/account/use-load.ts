import { useEffect, useState } from "react";

export type Load<T> =
  | { readonly state: "loading" }
  | { readonly state: "failed"; readonly retry: () => void }
  | { readonly state: "ready"; readonly value: T; readonly retry: () => void };

/** Runs `load` whenever `key` changes (and on retry); an answer for an older key is dropped. */
export const useLoad = <T,>(key: string, load: () => Promise<T>): Load<T> => {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Load<T>>({ state: "loading" });
  useEffect(() => {
    let live = true;
    const retry = () => setAttempt((n) => n + 1);
    setResult({ state: "loading" });
    load().then(
      (value) => live && setResult({ state: "ready", value, retry }),
      () => live && setResult({ state: "failed", retry }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what `load` loads
  }, [key, attempt]);
  return result;
};
