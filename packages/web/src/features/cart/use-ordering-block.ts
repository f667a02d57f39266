import { orderingBlock, selectAccount, selectUser, type OrderingBlock } from "@proshop/core";
import { useSelector } from "@xstate/react";
import { useSessionActor } from "../../app/services-context.tsx";

/** Core's verdict on whether this session may place an order now (office chosen, account validated, licence approved). */
export const useOrderingBlock = (): OrderingBlock | null => {
  const session = useSessionActor();
  return useSelector(
    session,
    (snapshot) => {
      const account = selectAccount(snapshot);
      return orderingBlock({ isSalesRep: account.isSalesRep, isValid: selectUser(snapshot)?.is_valid ?? false, company: account.company });
    },
    (a, b) => a?.id === b?.id && JSON.stringify(a?.params) === JSON.stringify(b?.params),
  );
};
