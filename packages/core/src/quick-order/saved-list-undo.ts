import { CART_UNDO_HIDE_MS } from "../cart/undo.ts";
import type { SavedList, SavedListRequest } from "../contract/saved-lists.ts";
import { notification, type Notification } from "../notifications/notification.ts";

/*
 * UNDO of the notification bar (SPEC 2) for deleting a saved list (issue 33): the list is read
 * before it goes, and UNDO saves it again through the ordinary create call (POST
 * /admin/saved_list) with the same name and lines. WHY re-create rather than a server-side
 * "undelete": the create call already judges everything a list must satisfy (the catalogue,
 * the name unique in the company, the most lists), so the way back cannot bring a list the
 * server would refuse today. The list comes back with a new id and today's date.
 */

/** The event the toast's UNDO sends back to whoever published it (the web turns it into the create call). */
export const SAVED_LIST_UNDO_EVENT = { type: "savedList.undo" } as const;

export interface SavedListDeletionUndo {
  /** The toast: which list was deleted, with UNDO. */
  readonly notification: Notification;
  /** The create request that brings the list back: same name, same lines in the same order. */
  readonly restore: SavedListRequest;
}

/**
 * The undo of deleting `list` (as read just before the deletion): null when it has no line,
 * which no create call would accept (nothing to put back).
 */
export const savedListDeletionUndo = (list: SavedList): SavedListDeletionUndo | null => {
  if (list.lines.length === 0) return null;
  return {
    // Same look and time as the cart's UNDO toasts: one needs time to read and reach the button.
    notification: notification(
      { id: "reorder.list_deleted", params: { name: list.name } },
      { severity: "info", autoHideMs: CART_UNDO_HIDE_MS, undo: { labelId: "common.button.undo", event: SAVED_LIST_UNDO_EVENT }, variant: "plain", transition: "slide" },
    ),
    // Only the two fields of a line: the create call refuses any property it does not declare.
    restore: { name: list.name, lines: list.lines.map((line) => ({ part_no: line.part_no, quantity: line.quantity })) },
  };
};
