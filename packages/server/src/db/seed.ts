/** Seeds the database from fixtures on first start (filled in below). */
import type { ShopDatabase } from "./client.ts";

export const seedIfEmpty = async (_db: ShopDatabase): Promise<boolean> => false;
