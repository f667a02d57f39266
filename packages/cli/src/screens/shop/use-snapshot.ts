import { useCallback, useSyncExternalStore } from "react";
import type { AnyActorRef, SnapshotFrom } from "xstate";

/** The actor's current snapshot, re-rendering on every change (React's external store). */
export const useSnapshot = <A extends AnyActorRef>(actor: A): SnapshotFrom<A> => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe({ next: onChange, error: onChange });
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(subscribe, () => actor.getSnapshot() as SnapshotFrom<A>);
};
