/** A banner under the header: a message id and its parameters. */
export interface Banner {
  readonly id: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/**
 * The sales-rep banner (SPEC 2): "you are ordering on behalf of {company}" with the rep's user
 * id once a company is chosen, otherwise the hint to select one. Nothing for other users.
 */
export const salesRepBanner = (account: {
  readonly isSalesRep: boolean;
  readonly userId: string | number | null;
  /** Name of the order_for_company; null until the rep picked one. */
  readonly companyName: string | null;
}): Banner | null => {
  if (!account.isSalesRep) return null;
  const company = account.companyName?.trim() ?? "";
  return company === ""
    ? { id: "navigation.banner.sales_rep_select_company", params: {} }
    : { id: "navigation.banner.sales_rep_for", params: { company, userId: account.userId ?? "" } };
};
