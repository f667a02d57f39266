import { BUNDLE_DOCUMENT_TYPE, ContentClient, cmsBundlesOf, faqContentLanguage, selectCmsBundles, type CmsBundle } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { useRuntime, useShopActor } from "../../app/services-context.tsx";

const EMPTY: readonly CmsBundle[] = [];
// Languages asked for during this tab's life: one request each, even if several pages mount.
const requested = new WeakMap<object, Set<string>>();

/**
 * The bundle texts of a catalogue language from the content service, kept in the shop's
 * `bundlesFromCMSbyLng` (`shop.bundlesLoaded`). `enabled` is false on pages without a bundle
 * item, so they do not call the content service. A failure leaves the texts empty: bundles are
 * then named by their package code, which is all the shop needs to work.
 */
export const useCmsBundles = (language: string, enabled: boolean): readonly CmsBundle[] => {
  const runtime = useRuntime();
  const shop = useShopActor();
  const bundles = useSelector(shop, (snapshot) => (enabled ? selectCmsBundles(snapshot, language) : EMPTY));
  useEffect(() => {
    if (!enabled) return;
    const asked = requested.get(shop) ?? new Set<string>();
    requested.set(shop, asked);
    if (asked.has(language)) return;
    asked.add(language);
    runtime
      .runPromise(ContentClient.use((content) => content.getAllByType(BUNDLE_DOCUMENT_TYPE, { lang: faqContentLanguage(language) })))
      .then(
        (documents) => shop.send({ type: "shop.bundlesLoaded", language, bundles: cmsBundlesOf(documents) }),
        () => asked.delete(language),
      );
  }, [enabled, language, runtime, shop]);
  return bundles;
};
