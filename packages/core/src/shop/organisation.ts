/** Anything that belongs to an organisation: products and categories. */
export interface BelongsToOrganisation {
  readonly organisation: { readonly id: string | number };
}

export type OrganisationId = string | number;

/**
 * Keeps the items of the shop's organisation (SPEC 6). Without an organisation id (a shop
 * config that names none, or no config yet) every item stays. Ids are compared as strings
 * because the API mixes `3` and `"3"`.
 */
export const filterByOrganisation = <T extends BelongsToOrganisation>(
  items: readonly T[],
  organisationId: OrganisationId | null | undefined,
): T[] => {
  if (organisationId === null || organisationId === undefined || organisationId === "") return [...items];
  const wanted = String(organisationId);
  return items.filter((item) => String(item.organisation.id) === wanted);
};
