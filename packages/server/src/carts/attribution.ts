import type { CartRecording } from "@proshop/core";
import type { CartRecordingPayload } from "@proshop/core";

/*
 * Who made a live-cart recording is the server's to say, not the body's (issue 11, item 14): a
 * customer's upload cannot claim support made it. The steps the server already stored (the
 * same leading steps, unchanged) keep their author; every other step is by the session's user.
 * The recording's `user` (whose cart it is) is the session's user when they buy for their own
 * company; a representative acting on behalf keeps the stored one (or is it, for a first cart).
 */

const sameStep = (a: CartRecording["events"][number], b: CartRecordingPayload["events"][number]) =>
  a.at === b.at && JSON.stringify(a.event) === JSON.stringify(b.event);

export const attributeRecording = (
  recording: CartRecordingPayload,
  stored: CartRecording | null,
  session: { readonly email: string; readonly userId: number; readonly onBehalf: boolean },
): CartRecordingPayload => {
  const before = stored?.events ?? [];
  let common = true;
  const events = recording.events.map((step, index) => {
    const known = before[index];
    common = common && known !== undefined && sameStep(known, step);
    return { ...step, by: common && known !== undefined ? known.by : session.email };
  });
  const own = { email: session.email, ...(recording.user.user_id === undefined ? {} : { user_id: session.userId }) };
  const user = session.onBehalf && stored !== null ? stored.user : own;
  return { ...recording, user, events };
};
