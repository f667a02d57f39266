import { selectZoomFieldError, zoomFieldValue, type ZoomField, type zoomWizardMachine } from "@proshop/core";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { FieldBinding } from "../auth-forms/use-form.ts";

export type ZoomWizardActor = ActorRefFrom<typeof zoomWizardMachine>;

/** A text field of the wizard, bound like the shop's other forms (value, visible error, change, blur). */
export const useTextBinding = (actor: ZoomWizardActor, field: ZoomField): FieldBinding<string> => {
  const value = useSelector(actor, (snapshot) => zoomFieldValue(snapshot.context.values, field));
  const error = useSelector(actor, (snapshot) => selectZoomFieldError(snapshot, field));
  return {
    name: field,
    value: typeof value === "string" ? value : "",
    error,
    change: (next) => actor.send({ type: "zoom.change", field, value: next }),
    blur: () => actor.send({ type: "zoom.blur", field }),
  };
};

/** A tick box of the wizard (a consent, the replacement mark). */
export const useCheckBinding = (actor: ZoomWizardActor, field: ZoomField): FieldBinding<boolean> => {
  const value = useSelector(actor, (snapshot) => zoomFieldValue(snapshot.context.values, field));
  const error = useSelector(actor, (snapshot) => selectZoomFieldError(snapshot, field));
  return {
    name: field,
    value: value === true,
    error,
    change: (next) => actor.send({ type: "zoom.change", field, value: next }),
    blur: () => actor.send({ type: "zoom.blur", field }),
  };
};
