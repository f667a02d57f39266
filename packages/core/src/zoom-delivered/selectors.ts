import type { SnapshotFrom } from "xstate";
import type { ShopProduct } from "../entities/product.ts";
import type { ZoomDeliveredValues } from "../forms/zoom-delivered.ts";
import type { Cents } from "../money.ts";
import type { ZoomDeliveryReceipt, ZoomKitsAnswer } from "./contract.ts";
import type { ZoomFailure, zoomWizardMachine } from "./machine.ts";
import { chosenKits, stepErrors, ZOOM_STEP_FIELDS, zoomOrderTotal, type ZoomStep } from "./wizard-rules.ts";

export type ZoomWizardSnapshot = SnapshotFrom<typeof zoomWizardMachine>;

/** Where the wizard stands: one word per screen the adapters show. */
export type ZoomWizardPhase = "loading" | "loadFailed" | "notEligible" | ZoomStep | "submitting" | "failed" | "done";

const PHASES: ReadonlyArray<ZoomWizardPhase> = ["loading", "loadFailed", "notEligible", "start", "form", "summary", "submitting", "failed", "done"];

export const selectZoomPhase = (snapshot: ZoomWizardSnapshot): ZoomWizardPhase =>
  PHASES.find((phase) => snapshot.matches(phase)) ?? "loading";

export const selectZoomKits = (snapshot: ZoomWizardSnapshot): ZoomKitsAnswer | null => snapshot.context.kits;
export const selectZoomValues = (snapshot: ZoomWizardSnapshot): ZoomDeliveredValues => snapshot.context.values;
export const selectZoomReceipt = (snapshot: ZoomWizardSnapshot): ZoomDeliveryReceipt | null => snapshot.context.receipt;
export const selectZoomFailure = (snapshot: ZoomWizardSnapshot): ZoomFailure | null => snapshot.context.failure;

/** The step a field is filled in on. */
const stepOfField = (field: string): ZoomStep =>
  (Object.keys(ZOOM_STEP_FIELDS) as ZoomStep[]).find((step) => ZOOM_STEP_FIELDS[step].includes(field)) ?? "form";

/**
 * The message id to show under a field, or null: once the field was left (blurred) or its
 * step's `next` was tried, so nobody is scolded while still typing.
 */
export const selectZoomFieldError = (snapshot: ZoomWizardSnapshot, field: string): string | null => {
  const { values, kits, touched, attempted } = snapshot.context;
  const step = stepOfField(field);
  const error = stepErrors(values, kits?.country ?? "", step)[field];
  if (error === undefined) return null;
  return attempted[step] || touched[field] === true ? error : null;
};

/** Every error of a step that shows (after a tried `next`), field -> message id, in the step's field order. */
export const selectZoomVisibleErrors = (snapshot: ZoomWizardSnapshot, step: ZoomStep): ReadonlyArray<readonly [string, string]> =>
  ZOOM_STEP_FIELDS[step].flatMap((field) => {
    const error = selectZoomFieldError(snapshot, field);
    return error === null ? [] : [[field, error] as const];
  });

export const selectZoomChosenKits = (snapshot: ZoomWizardSnapshot): ReadonlyArray<{ readonly kit: ShopProduct; readonly quantity: number }> =>
  chosenKits(snapshot.context.kits?.kits ?? [], snapshot.context.values);

export const selectZoomTotal = (snapshot: ZoomWizardSnapshot): Cents => zoomOrderTotal(snapshot.context.kits?.kits ?? [], snapshot.context.values);

/** True when the kit is part of the order. */
export const isZoomKitChosen = (snapshot: ZoomWizardSnapshot, partNo: string): boolean =>
  snapshot.context.values.products.some((product) => product.part_no === partNo);
