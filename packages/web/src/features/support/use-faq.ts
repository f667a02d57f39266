import { ContentClient, faqEntriesOf, faqSearchParams, FAQ_DOCUMENT_TYPE, type FaqEntry } from "@proshop/core";
import { Effect } from "effect";
import { useCallback, useEffect, useState } from "react";
import { useI18n } from "../../app/i18n.tsx";
import { useRuntime } from "../../app/services-context.tsx";

export type FaqState =
  | { readonly status: "loading" }
  | { readonly status: "failed"; readonly messageId: string }
  | { readonly status: "ready"; readonly entries: ReadonlyArray<FaqEntry> };

const failureMessageId = (error: unknown): string =>
  typeof error === "object" && error !== null && "messageId" in error && typeof error.messageId === "string" ? error.messageId : "web_forms.faq.error";

/**
 * The FAQ entries of the shop's language, read from the content service through core's
 * ContentClient (its errors carry SPEC 8's message ids). Reloads when the language changes;
 * `retry` asks again after a failure. A late answer for a language left behind is dropped.
 */
export const useFaq = (): FaqState & { readonly retry: () => void } => {
  const runtime = useRuntime();
  const { locale } = useI18n();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FaqState>({ status: "loading" });

  useEffect(() => {
    let current = true;
    setState({ status: "loading" });
    const controller = new AbortController();
    runtime
      .runPromise(
        ContentClient.use((content) => content.getAllByType(FAQ_DOCUMENT_TYPE, faqSearchParams(locale))).pipe(
          Effect.map((documents) => ({ status: "ready" as const, entries: faqEntriesOf(documents) })),
          Effect.catch((error) => Effect.succeed({ status: "failed" as const, messageId: failureMessageId(error) })),
        ),
        { signal: controller.signal },
      )
      .then(
        (next) => current && setState(next),
        () => current && setState({ status: "failed", messageId: "web_forms.faq.error" }),
      );
    return () => {
      current = false;
      controller.abort();
    };
  }, [runtime, locale, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
};
