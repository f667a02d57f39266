import { selectShopConfig, selectUser, type Organisation } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useSessionActor } from "../../app/services-context.tsx";

/**
 * The organisation the shell shows (academy link, terms, privacy, maintenance texts): the one
 * the hostname's config embeds, else the signed-in user's.
 */
export const useOrganisation = (): Organisation | null => {
  const session = useSessionActor();
  const config = useSelector(session, selectShopConfig);
  const user = useSelector(session, selectUser);
  return config?.organisation ?? user?.organisation ?? null;
};
