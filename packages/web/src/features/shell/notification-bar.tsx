import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import type { PublishedNotification } from "../../app/notification-bus.ts";
import { useNotificationBus } from "../../app/services-context.tsx";
import { afterNextPaint } from "../../ui/after-next-paint.ts";

// WHY lazy: Ark's toast (with its machine) is the shell's heaviest part and most visits never
// show a toast; it loads with the first notification instead of with every first page.
const ToastRegion = lazy(() => import("./toast-region.tsx"));

/**
 * The global notification bar (SPEC 2): toasts of every machine and screen, through the
 * notification bus. What is published before the toasts' module is there waits in a backlog,
 * which the module takes over when it mounts, then it listens to the bus itself.
 */
export const NotificationBar = () => {
  const bus = useNotificationBus();
  const backlog = useRef<PublishedNotification[] | null>([]);
  const [needed, setNeeded] = useState(false);

  useEffect(
    () =>
      bus.subscribe((published) => {
        if (backlog.current === null) return;
        backlog.current.push(published);
        // Not in the task of the action that published it (issue 38: the first add to cart of a
        // cold visit suspended its click's render on this module's import).
        afterNextPaint(() => setNeeded(true));
      }),
    [bus],
  );

  const takeBacklog = useCallback(() => {
    const waiting = backlog.current ?? [];
    backlog.current = null;
    return waiting;
  }, []);

  return needed ? (
    <Suspense fallback={null}>
      <ToastRegion takeBacklog={takeBacklog} />
    </Suspense>
  ) : null;
};
