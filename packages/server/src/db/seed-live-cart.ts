import {
  cartLimitContextFor,
  cartMachine,
  createCartRecorder,
  encodeCartRecording,
  userMaxOrderCents,
  type CartRecording,
  type CartState,
  type Coupon,
  type ShopProduct,
} from "@proshop/core";
import { createActor, fromPromise, waitFor } from "xstate";
import { currentUserAnswer, loadAccountByEmail } from "../auth/account.ts";
import { saveLiveCart } from "../carts/store.ts";
import { findCoupon } from "../orders/coupons.ts";
import { catalogueLanguage, loadShopProducts } from "./catalogue.ts";
import type { ShopQueryable } from "./client.ts";

/*
 * The live cart of the README's support story, seeded with the shop: nurse@example.fr (company
 * 100234, 500 EUR maximum) put two manual pumps and a double electric pump in her cart, tried a
 * second double pump (refused: over her maximum) and applied WELCOME10. It is made by core's
 * own cart machine and recorder from the seeded catalogue, the way the web records it, so
 * `proshop cart replay --customer 100234` shows that cart and its refusal on a fresh shop.
 */

const CUSTOMER = "nurse@example.fr";
const MANUAL_PUMP = "SCF430/10";
const DOUBLE_PUMP = "SCF397/11";
const COUPON = "WELCOME10";

/** The recording of the story above, her clicks a minute apart over the last hour before `now`. */
const seededCartRecording = async (input: {
  readonly email: string;
  readonly userId: number;
  readonly custNo: string;
  readonly companyName: string;
  readonly products: ReadonlyArray<ShopProduct>;
  readonly limits: ReturnType<typeof cartLimitContextFor>;
  readonly coupon: Coupon | null;
  readonly now: Date;
}): Promise<CartRecording> => {
  const byCtn = (ctn: string): ShopProduct => {
    const product = input.products.find((candidate) => candidate.ctn === ctn);
    if (product === undefined) throw new Error(`seed: the live cart needs product ${ctn}`);
    return product;
  };
  let clock = input.now.getTime() - 60 * 60_000;
  const now = () => clock;
  const actor = createActor(
    cartMachine.provide({
      actors: {
        loadCart: fromPromise<CartState | null, { key: string }>(async () => null),
        checkCoupon: fromPromise<Coupon | null, { code: string; cart: CartState }>(async () => input.coupon),
      },
    }),
    { input: { now, limits: input.limits } },
  );
  const recorder = createCartRecorder({
    shop: { hostname: "localhost", locale: "fr" },
    user: { email: input.email, user_id: String(input.userId) },
    company: { cust_no: input.custNo, name: input.companyName },
    timeZone: "Europe/Paris",
    now,
  });
  recorder.attach(actor);
  actor.start();
  // Each click waits for the machine to be ready again (past loading, the coupon checked).
  const idle = () => waitFor(actor, (state) => state.matches({ active: "idle" }), { timeout: 5_000 });
  const click = async (event: Parameters<typeof actor.send>[0]) => {
    await idle();
    clock += 60_000;
    actor.send(event);
  };
  await click({ type: "cart.add", product: byCtn(MANUAL_PUMP), quantity: 2 });
  await click({ type: "cart.add", product: byCtn(DOUBLE_PUMP), quantity: 1 });
  await click({ type: "cart.add", product: byCtn(DOUBLE_PUMP), quantity: 1 });
  await click({ type: "cart.applyCoupon", code: COUPON });
  await idle();
  actor.stop();
  return recorder.recording();
};

/** Writes the story's live cart for company 100234 (the seed transaction calls it last). */
export const seedLiveCart = async (db: ShopQueryable, now: Date): Promise<void> => {
  const account = await loadAccountByEmail(db, CUSTOMER);
  if (account === null) return;
  const user = await currentUserAnswer(db, account, now);
  const products = await loadShopProducts(db, {
    organisationId: account.organisation.id,
    language: catalogueLanguage(account.organisation, account.user.language),
    orderedBy: { custNo: account.company.custNo, now },
  });
  const limits = cartLimitContextFor({ account: { maxOrderAmount: userMaxOrderCents(user), company: user.company ?? null }, products, today: now });
  const recording = await seededCartRecording({
    email: CUSTOMER,
    userId: account.user.id,
    custNo: account.company.custNo,
    companyName: account.company.name,
    products,
    limits,
    coupon: await findCoupon(db, COUPON, account.organisation.id),
    now,
  });
  await saveLiveCart(db, {
    custNo: account.company.custNo,
    recording: encodeCartRecording(recording) as Record<string, unknown>,
    eventCount: recording.events.length,
    userId: account.user.id,
    at: now,
  });
};
