import type { FormEvent } from "react";

/**
 * Submits, then moves the focus to the first invalid control so a keyboard or screen-reader
 * user lands on what needs fixing. WHY a frame later: the machine marks the fields invalid on
 * submit, and React renders aria-invalid after this handler returns.
 */
export const focusFirstInvalid = (event: FormEvent<HTMLFormElement>, submit: (event: FormEvent) => void): void => {
  const formElement = event.currentTarget;
  submit(event);
  requestAnimationFrame(() => {
    const invalid = formElement.querySelector<HTMLElement>('[aria-invalid="true"]:not(fieldset)');
    invalid?.focus();
  });
};
