// itemsjs ships no types: the part of its API the catalogue section uses.
declare module "itemsjs" {
  interface ItemsJsSearch {
    readonly per_page?: number;
    readonly page?: number;
    readonly query?: string;
    readonly sort?: string;
    readonly filters?: Readonly<Record<string, readonly string[]>>;
  }
  interface ItemsJsResult<T> {
    readonly pagination: { readonly per_page: number; readonly page: number; readonly total: number };
    readonly data: { readonly items: T[] };
  }
  interface ItemsJsEngine<T> {
    search(options: ItemsJsSearch): ItemsJsResult<T>;
  }
  export default function itemsjs<T>(items: readonly T[], configuration: Record<string, unknown>): ItemsJsEngine<T>;
}
