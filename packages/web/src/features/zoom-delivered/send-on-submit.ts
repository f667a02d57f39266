import type { ZoomWizardEvent } from "@proshop/core";
import type { FormEvent } from "react";
import type { ZoomWizardActor } from "./bindings.ts";

/** A step's form submit (the Enter key, its main button): the browser's submission stopped, the wizard told. */
export const sendOnSubmit =
  (actor: ZoomWizardActor, event: ZoomWizardEvent) =>
  (submitted: FormEvent): void => {
    submitted.preventDefault();
    actor.send(event);
  };
