import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FakeRoutes } from "../../../test/fake-api.ts";
import { renderApp } from "../../../test/render.tsx";

const repository = { refs: [{ id: "master", ref: "master-ref", isMasterRef: true }], forms: {}, tags: ["faq"] };

const faq = (id: string, subject: string, subjectTitle: string, rank: number) => ({
  id,
  uid: id,
  type: "faq",
  tags: ["faq", subject],
  lang: "fr-fr",
  data: { title: `Question ${id} ?`, body: `<p>Réponse <strong>${id}</strong></p>`, subject, subject_title: subjectTitle, rank },
});

const contentRoutes = (results: unknown[], seen: string[] = []): FakeRoutes => ({
  "GET /content/api/v2/documents/search": (request) => {
    seen.push(request.url);
    return {
      body: { page: 1, results_per_page: 100, results_size: results.length, total_results_size: results.length, total_pages: 1, next_page: null, prev_page: null, results },
    };
  },
  "GET /content/api/v2": { body: repository },
});

const documents = [faq("d2", "delivery", "Livraison", 2), faq("a1", "authentication", "Connexion", 1), faq("d1", "delivery", "Livraison", 1)];

describe("faq pages", () => {
  it("lists the subjects of the shop's language with their number of questions", async () => {
    const seen: string[] = [];
    renderApp("/faq/", { routes: contentRoutes(documents, seen) });
    const subjects = await screen.findByTestId("faq-subjects");
    expect([...subjects.querySelectorAll("a")].map((link) => [link.getAttribute("href"), link.textContent])).toEqual([
      ["/faq/delivery", "Livraison2 questions"],
      ["/faq/authentication", "Connexion1 question"],
    ]);
    const search = new URL(seen[0]!);
    expect(search.searchParams.get("lang")).toBe("fr-fr");
    expect(search.searchParams.get("q")).toContain('"faq"');
  });

  it("shows one subject's questions by rank, the answer as rich text", async () => {
    renderApp("/faq/delivery", { routes: contentRoutes(documents) });
    const questions = await screen.findByTestId("faq-questions");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Livraison");
    expect([...questions.querySelectorAll("summary")].map((summary) => summary.textContent)).toEqual(["Question d1 ?", "Question d2 ?"]);
    expect(questions.querySelector("strong")?.textContent).toBe("d1");
  });

  it("says when a subject has no questions", async () => {
    renderApp("/faq/returns", { routes: contentRoutes(documents) });
    await screen.findByTestId("faq-subject-empty");
  });

  it("says so when the language has no questions at all", async () => {
    renderApp("/faq/", { routes: contentRoutes([]) });
    await screen.findByTestId("faq-empty");
  });

  it("shows the content service's failure and tries again", async () => {
    let fail = true;
    renderApp("/faq/", {
      routes: {
        ...contentRoutes(documents),
        "GET /content/api/v2/documents/search": () =>
          fail
            ? { status: 403, body: { message: "no token" } }
            : { body: { page: 1, results_per_page: 100, results_size: 1, total_results_size: 1, total_pages: 1, next_page: null, prev_page: null, results: [documents[0]] } },
      },
    });
    expect((await screen.findByTestId("faq-error")).textContent).toContain("refusé");
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Réessayer" }));
    await waitFor(() => expect(screen.getByTestId("faq-subjects")).toBeTruthy());
  });
});
