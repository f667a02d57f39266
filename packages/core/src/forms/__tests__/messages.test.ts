import { describe, expect, it } from "vitest";
import { CONTACT_PREFERENCES, QUESTION_TYPES } from "../../entities/contact.ts";
import {
  EMPLOYMENT_TYPES,
  enumLabelId,
  NEWSLETTER_STATES,
  REGISTRATION_LANGUAGES,
  ROLES,
  SOURCES,
  USER_LEVELS,
} from "../../entities/enums.ts";
import { ORDER_LIST_STATUSES } from "../../entities/order-history.ts";
import { registrationDefaults } from "../../entities/registration.ts";
import { hasMessage, translator } from "../../i18n/catalogue.ts";
import { CONTACT_ERROR_MESSAGE, CONTACT_SUCCESS_MESSAGE, initialContactValues } from "../contact.ts";
import { formFieldLabelId, VALIDATION_MESSAGES } from "../field-rules.ts";
import { initialLoginValues, LOGIN_ERROR_MESSAGE } from "../login.ts";
import { PASSWORD_STRENGTHS } from "../password-strength.ts";
import { REGISTER_EMAIL_NOT_UNIQUE, REGISTER_ERROR_MESSAGE, REGISTER_SUCCESS_MESSAGE } from "../register.ts";
import { initialZoomDeliveredValues, ZOOM_DELIVERED_ERROR_MESSAGE } from "../zoom-delivered.ts";

const expectMessages = (ids: ReadonlyArray<string>) => {
  for (const id of ids) expect(hasMessage(id), id).toBe(true);
};

describe("messages", () => {
  it("translates every validation failure and form outcome", () => {
    expectMessages(Object.values(VALIDATION_MESSAGES));
    expectMessages([
      LOGIN_ERROR_MESSAGE,
      REGISTER_SUCCESS_MESSAGE,
      REGISTER_ERROR_MESSAGE,
      REGISTER_EMAIL_NOT_UNIQUE,
      CONTACT_SUCCESS_MESSAGE,
      CONTACT_ERROR_MESSAGE,
      ZOOM_DELIVERED_ERROR_MESSAGE,
    ]);
  });

  it("keeps the ids the spec names", () => {
    expect(REGISTER_SUCCESS_MESSAGE).toBe("register.success_message");
    expect(REGISTER_ERROR_MESSAGE).toBe("register.error_message");
    expect(CONTACT_SUCCESS_MESSAGE).toBe("contact.success_message");
    expect(CONTACT_ERROR_MESSAGE).toBe("contact.error_message");
    expect(translator("en")(REGISTER_EMAIL_NOT_UNIQUE)).toContain("already used to register an account");
  });

  it("labels every field of every form", () => {
    const fields = [
      ...Object.keys(initialLoginValues),
      ...Object.keys(registrationDefaults("nl")),
      "repeatPassword",
      "agreeTerms",
      "role",
      "empType",
      "source",
      "discover",
      "IBCLC",
      "school",
      "department",
      "graduation_year",
      "license_number_BIG",
      "license_number_KCKZ",
      ...Object.keys(initialContactValues),
      ...Object.keys(initialZoomDeliveredValues).filter((field) => field !== "consents"),
      ...Object.keys(initialZoomDeliveredValues.consents),
    ].filter((field) => !["license_valid", "userLevel", "is_revoked", "hidden", "preferences", "rights"].includes(field));
    expect(formFieldLabelId("repeatPassword")).toBe("forms.fields.repeat_password");
    expect(formFieldLabelId("license_number_BIG")).toBe("forms.fields.license_number_big");
    expectMessages(fields.map(formFieldLabelId));
  });

  it("labels every value of the enumerations shown on forms", () => {
    expectMessages(ROLES.map((value) => enumLabelId("role", value)));
    expectMessages(EMPLOYMENT_TYPES.map((value) => enumLabelId("employment_type", value)));
    expectMessages(SOURCES.map((value) => enumLabelId("source", value)));
    expectMessages(NEWSLETTER_STATES.map((value) => enumLabelId("newsletter", value)));
    expectMessages(REGISTRATION_LANGUAGES.map((value) => enumLabelId("language", value)));
    expectMessages(QUESTION_TYPES.map((value) => enumLabelId("question_type", value)));
    expectMessages(CONTACT_PREFERENCES.map((value) => enumLabelId("contact_preference", value)));
    expectMessages(USER_LEVELS.map(({ level }) => enumLabelId("user_level", level)));
    expectMessages(ORDER_LIST_STATUSES.map((value) => enumLabelId("order_status", value)));
    expectMessages(PASSWORD_STRENGTHS.map((value) => `forms.password_strength.${value}`));
  });

  it("has the common texts: generic outcomes, chunk failures, loading, buttons", () => {
    for (const action of ["create", "update", "edit", "delete", "download"]) expectMessages([`common.failed.${action}`, `common.succeeded.${action}`]);
    expectMessages(["common.chunk.error_name", "common.chunk.reason.missing", "common.chunk.reason.timeout", "common.chunk.reason.error"]);
    expectMessages(["common.loading.default", "common.loading.short", "common.wrong_services"]);
    expectMessages(["save", "cancel", "close", "undo", "submit", "back", "next"].map((button) => `common.button.${button}`));
    expect(translator("en")("common.chunk.failed", { n: 7, reason: "timeout" })).toBe("Loading chunk 7 failed (timeout).");
    expect(translator("nl")("common.chunk.failed", { n: 7, reason: "time-out" })).toContain("7");
    expect(translator("en")("common.failed.delete")).toBe("Failed to delete.");
    expect(translator("en")("common.wrong_services")).toBe("Wrong Services");
  });
});
