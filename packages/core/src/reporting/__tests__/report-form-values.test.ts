import { describe, expect, it } from "vitest";
import { reportForm } from "../report-form-values.ts";

describe("reportForm", () => {
  it("starts a new report in the reader's language, one of the report languages, else English", () => {
    expect(reportForm(null, "libadmin@example.fr", 1, "fr").values["language"]).toBe("fr");
    expect(reportForm(null, "libadmin@example.nl", 1, "nl").values["language"]).toBe("nl");
    expect(reportForm(null, "someone@example.de", 1, "de").values["language"]).toBe("en");
    expect(reportForm(null, "someone@example.fr", 1).values["language"]).toBe("en");
  });

  it("prefills the reader's address as recipient and the first location", () => {
    const form = reportForm(null, "libadmin@example.fr", 7, "es");
    expect(form.values["recipient"]).toBe("libadmin@example.fr");
    expect(form.values["location"]).toBe("7");
  });
});
