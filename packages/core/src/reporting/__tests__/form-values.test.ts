import { describe, expect, it } from "vitest";
import { deviceForm, locationForm, reportingCompanyForm, reportingUserForm } from "../form-values.ts";

describe("reporting form-values", () => {
  it("turns a location form into its payload, numbers read and empties null", () => {
    const form = locationForm(null);
    const { payload, errors } = form.read({ ...form.values, name: " Noord ", optimal_balance: "150", balance_orange: "80", balance_red: "", ignore_before: "08:00" });
    expect(errors).toEqual({});
    expect(payload).toMatchObject({ name: "Noord", timeZone: "Europe/Amsterdam", optimal_balance: 150, balance_orange: 80, balance_red: null, ignore_before: "08:00", ignore_after: null, is_active: true });
  });

  it("reads alert recipients one a line or separated by commas, once each, and names a bad one under the field (issue 36)", () => {
    const form = locationForm(null);
    expect(form.values["alert_recipients"]).toBe("");
    const read = form.read({ ...form.values, name: "Noord", alert_recipients: " a@bieb.nl\nb@bieb.nl, a@bieb.nl;\n\n" });
    expect([read.errors, read.payload.alert_recipients]).toEqual([{}, ["a@bieb.nl", "b@bieb.nl"]]);
    expect(form.read({ ...form.values, name: "Noord", alert_recipients: "a@bieb.nl\nnope" }).errors).toEqual({ alert_recipients: "reports.field.recipient" });
  });

  it("names unreadable numbers and core's problems", () => {
    const form = locationForm(null);
    expect(form.read({ ...form.values, name: "", optimal_balance: "lots", timeZone: "Asia/Kolkata" }).errors).toEqual({
      name: "forms.validation.required",
      optimal_balance: "reporting.field.whole_number",
      timeZone: "reporting.field.time_zone_whole_hours",
    });
  });

  it("keeps every field of a device, user and company round trip", () => {
    const device = {
      id: 9,
      company: "300500",
      organisation: "NL",
      device: "Poort",
      device_type: "eco_gate",
      location: 4,
      timeZone: "Europe/Amsterdam",
      paused: true,
      image: null,
      order: 2,
      is_active: true,
      license_purchase_id: "LIC-1",
      license_state: "expired",
      last_license_transaction: "2024-03-01",
      rt_id: "rt-1",
      receipt_footer: "Dank!",
      last_known_ip: null,
      last_seen_at: null,
      expected_interval_minutes: 20,
      silent_since: null,
    } as const;
    const form = deviceForm(device, { location: null });
    expect(form.read(form.values)).toEqual({
      errors: {},
      payload: {
        device: "Poort",
        device_type: "eco_gate",
        location: 4,
        timeZone: "Europe/Amsterdam",
        paused: true,
        image: null,
        order: 2,
        is_active: true,
        license_purchase_id: "LIC-1",
        license_state: "expired",
        last_license_transaction: "2024-03-01",
        rt_id: "rt-1",
        receipt_footer: "Dank!",
        expected_interval_minutes: 20,
      },
    });
    // The expected interval (issue 36): whole minutes, 1 to 1440.
    expect(form.read({ ...form.values, expected_interval_minutes: "0" }).errors).toEqual({ expected_interval_minutes: "alerts.field.expected_interval" });
    expect(form.read({ ...form.values, expected_interval_minutes: "soon" }).errors).toEqual({ expected_interval_minutes: "reporting.field.whole_number" });
    const user = reportingUserForm(null, { language: "nl" });
    expect(user.read({ ...user.values, email: "nieuw@bieb.nl", level: "2" }).payload).toEqual({ email: "nieuw@bieb.nl", first_name: "", last_name: "", level: 2, language: "nl" });
    expect(user.read({ ...user.values, email: "nope" }).errors).toEqual({ email: "forms.validation.email_invalid" });
    // Editing oneself: the current password goes with a new password (the server requires it).
    const own = reportingUserForm({ id: 7, email: "ik@bieb.nl", first_name: "", last_name: "", level: 2, company: "300500", language: "nl", created_at: "2025-01-01T00:00:00Z" }, { language: "nl" });
    expect(own.read({ ...own.values, password: "een-nieuw-geheim-9", current_password: "het-oude-geheim-1" }).payload).toMatchObject({ password: "een-nieuw-geheim-9", current_password: "het-oude-geheim-1" });
    expect(own.read(own.values).payload).not.toHaveProperty("current_password");
    const company = reportingCompanyForm(null);
    expect(company.read({ ...company.values, id: "12a", name: "Bieb" }).errors).toEqual({ id: "forms.validation.customer_number_digits" });
  });
});
