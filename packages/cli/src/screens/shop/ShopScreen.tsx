import {
  bundleStatusOf,
  catalogueKeyOf,
  quantityCapOf,
  childCategories,
  isoDay,
  productOfferOf,
  selectCartBadgeCount,
  selectCartLines,
  selectCartTotals,
  selectCouponCode,
  selectHomeCategories,
  selectListingPage,
  selectNoCategoriesMessage,
  selectNoResultsMessage,
  selectShopError,
  selectShopFilters,
  selectShopKeyword,
  selectShopSortBy,
  selectShopStatus,
  selectCheckedFilterCount,
  sortOptionMessageId,
  type CartProduct,
  type LimitViolation,
  type ShopProduct,
} from "@proshop/core";
import { Box, Text, useInput, useWindowSize } from "ink";
import Spinner from "ink-spinner";
import TextInput from "ink-text-input";
import { useEffect, useMemo, useRef, useState } from "react";
import { money } from "../../output/market-money.ts";
import { CartPanel } from "./CartPanel.tsx";
import { CategoryList } from "./CategoryList.tsx";
import { CouponPrompt } from "./CouponPrompt.tsx";
import type { ShopScreenDeps } from "./deps.ts";
import { FilterList } from "./FilterList.tsx";
import {
  handleKey,
  initialScreenState,
  keyPressesOf,
  type CartLineEvent,
  type CategoryEntry,
  type CouponEvent,
  type ScreenCommand,
  type ScreenState,
  type ScreenWorld,
} from "./keys.ts";
import { LimitExplanation } from "./LimitExplanation.tsx";
import { ProductDetail } from "./ProductDetail.tsx";
import { ProductList } from "./ProductList.tsx";
import { QuantityPrompt } from "./QuantityPrompt.tsx";
import { createCartSaver } from "./saver.ts";
import { useShopActor } from "./shop-actor.ts";
import { SortList } from "./SortList.tsx";
import { ColorContext, Tone } from "./tone.tsx";
import { useSnapshot } from "./use-snapshot.ts";

export interface ShopScreenProps {
  readonly deps: ShopScreenDeps;
  /** Called once when the user quits, with the last cart sync to wait for. */
  readonly onQuit: (lastSave: Promise<void>) => void;
  /** Colours on (a terminal without `NO_COLOR`); off, the screen is plain text. */
  readonly colors?: boolean;
}

/** The line under the panels: a confirmation, a refusal explained by core, or a failure. */
type Notice =
  | { readonly kind: "info"; readonly text: string }
  | { readonly kind: "error"; readonly text: string }
  | { readonly kind: "refused"; readonly violation: LimitViolation };

const nameOf = (line: Pick<CartProduct, "name" | "part_no">): string => (line.name === "" ? line.part_no : line.name);

/**
 * `proshop shop`: browse categories, search, filter, sort, open a product, add it to the cart
 * and see the cart's limits, all with the keyboard. The screen switches on the shop machine's
 * state (loading, failed, ready) and renders core's selectors; keys become machine events
 * (`keys.ts`). Nothing here decides a rule: a refused change is the cart machine's verdict,
 * shown with core's explanation.
 */
export const ShopScreen = ({ deps, onQuit, colors = false }: ShopScreenProps) => {
  const { translate: t, locale, currency } = deps;
  const cart = deps.cart.actor;
  const { shop, retry } = useShopActor(deps);
  const shopSnapshot = useSnapshot(shop);
  const cartSnapshot = useSnapshot(cart);
  const [state, setState] = useState<ScreenState>(initialScreenState);
  const stateRef = useRef(state);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Re-rendered when the terminal is resized.
  const { columns, rows } = useWindowSize();
  const quitting = useRef(false);

  const saver = useMemo(
    () => createCartSaver(cart, deps.cart.save, () => setNotice({ kind: "error", text: t("cliShop.save_failed") })),
    [cart, deps.cart.save, t],
  );
  useEffect(() => () => saver.stop(), [saver]);

  // The cart judges limits on the catalogue just loaded (and the account the caller knows).
  const status = selectShopStatus(shopSnapshot);
  const products = shopSnapshot.context.products;
  useEffect(() => {
    if (status === "ready" && deps.cart.limitsFor !== undefined) cart.send({ type: "cart.setContext", context: deps.cart.limitsFor(products) });
  }, [status, products, cart, deps.cart]);

  const world = worldOf(shopSnapshot, cartSnapshot, t);
  const { today } = world;

  /** Sends a cart change and says what became of it: core's refusal, or what changed. */
  const changeCart = (event: CartLineEvent) => {
    const before = cart.getSnapshot().context;
    cart.send(event);
    const after = cart.getSnapshot().context;
    if (after.cart.error !== null && after.cart.error !== before.cart.error) {
      setNotice({ kind: "refused", violation: after.cart.error });
      return;
    }
    if (after.revision === before.revision) return;
    if (event.type === "cart.add") {
      setNotice({ kind: "info", text: t("cliShop.added", { quantity: event.quantity, product: event.product.SKUName }) });
    } else {
      const line = before.cart.products.find((l) => l.id === event.lineId);
      const now = after.cart.products.find((l) => l.id === event.lineId);
      if (line === undefined) return;
      setNotice({
        kind: "info",
        text: now === undefined ? t("cliShop.removed", { product: nameOf(line) }) : t("cliShop.updated", { product: nameOf(line), quantity: now.quantity }),
      });
    }
  };

  /**
   * Sends a coupon event. A code to apply is checked by the machine, whose notice (in the cart
   * panel) says how it went; a removal is said here, as a line's removal is.
   */
  const changeCoupon = (event: CouponEvent) => {
    const code = selectCouponCode(cart.getSnapshot());
    cart.send(event);
    if (event.type === "cart.removeCoupon" && code !== null) setNotice({ kind: "info", text: t("cliShop.coupon.removed", { code }) });
  };

  const run = (command: ScreenCommand) => {
    switch (command.to) {
      case "shop":
        shop.send(command.event);
        return;
      case "cart":
        changeCart(command.event);
        return;
      case "coupon":
        changeCoupon(command.event);
        return;
      case "retry":
        retry();
        return;
      case "price":
        cart.send({ type: "cart.dismissError" });
        cart.send({ type: "cart.refresh" });
        return;
      case "dismiss":
        setNotice(null);
        if (cart.getSnapshot().context.cart.error !== null) cart.send({ type: "cart.dismissError" });
        return;
      case "quit":
        if (quitting.current) return;
        quitting.current = true;
        onQuit(saver.finish());
        return;
    }
  };

  useInput((input, key) => {
    for (const press of keyPressesOf({ ...key, input })) {
      // Read the machines now, not at the last render: keys typed fast may arrive in between.
      const result = handleKey(stateRef.current, press, worldOf(shop.getSnapshot(), cart.getSnapshot(), t));
      stateRef.current = result.state;
      setState(result.state);
      for (const command of result.commands) run(command);
    }
  });

  // The rows the lists may take: the terminal less the header, help and panels (12), less the
  // message under them, so the title never scrolls off (a refusal explains itself in ~8 rows).
  const noticeRows = notice === null ? 0 : notice.kind === "refused" ? 8 : 2;
  const listHeight = Math.max(5, (rows > 0 ? rows : 30) - 12 - noticeRows);

  return (
    <ColorContext.Provider value={colors}>
      <Box flexDirection="column">
        <Header deps={deps} count={selectCartBadgeCount(cartSnapshot)} total={selectCartTotals(cartSnapshot).total} cartReady={world.cartReady} />
        {status === "failed" ? (
          <Box flexDirection="column" marginY={1}>
            <Tone tone="error">{t(selectShopError(shopSnapshot) ?? "shop.products_failed")}</Tone>
            <Text>{t("cliShop.retry")}</Text>
          </Box>
        ) : status !== "ready" ? (
          <Box marginY={1}>
            <Text>
              {colors ? <Spinner type="dots" /> : "…"} {t("shop.loading")}
            </Text>
          </Box>
        ) : (
          <Body state={state} world={world} deps={deps} snapshot={{ shop: shopSnapshot, cart: cartSnapshot }} today={today}
            listHeight={listHeight}
            columns={columns > 0 ? columns : 80}
            colors={colors}
            onSearch={(keyword) => shop.send({ type: "shop.search", keyword })}
          />
        )}
        {notice === null ? null : notice.kind === "refused" ? (
          <Box flexDirection="column" marginTop={1}>
            <Tone tone="error">{t("cliShop.refused")}</Tone>
            <LimitExplanation violation={notice.violation} t={t} locale={locale} currency={currency} />
          </Box>
        ) : (
          <Box marginTop={1}>
            <Tone tone={notice.kind === "error" ? "error" : "success"}>{notice.text}</Tone>
          </Box>
        )}
        <Box marginTop={1}>
          <Tone tone="muted">{t(status === "failed" ? "cliShop.help.failed" : `cliShop.help.${state.view}`)}</Tone>
        </Box>
      </Box>
    </ColorContext.Provider>
  );
};

type ShopSnapshot = Parameters<typeof selectShopKeyword>[0];
type CartSnapshot = ReturnType<ShopScreenDeps["cart"]["actor"]["getSnapshot"]>;

/** What the screen and its keys read from the two machines, through core's selectors and rules. */
const worldOf = (shopSnapshot: ShopSnapshot, cartSnapshot: CartSnapshot, t: ShopScreenDeps["translate"]): ScreenWorld & { readonly today: string } => {
  const today = isoDay(new Date(cartSnapshot.context.now()));
  const lines = selectCartLines(cartSnapshot);
  const { products, categories: all } = shopSnapshot.context;
  const categories: CategoryEntry[] = [
    { selector: null, label: t("shop.categories.all"), depth: 0 },
    ...selectHomeCategories(shopSnapshot).flatMap((category) => [
      { selector: category.id, label: category.name, depth: 0 },
      ...childCategories(all, category).map((child) => ({ selector: child.id, label: child.name, depth: 1 })),
    ]),
  ];
  return {
    status: selectShopStatus(shopSnapshot),
    categories,
    page: selectListingPage(shopSnapshot),
    filters: selectShopFilters(shopSnapshot),
    lines,
    cartReady: cartSnapshot.matches("active"),
    today,
    // The quantity prompt's bounds: stock and per-line maximum (core's offer) and the bundle's room.
    maxQuantity: (product: ShopProduct): number | null => {
      const offer = productOfferOf(product, today);
      if (offer.kind !== "cart") return null;
      const bundle = bundleStatusOf(product.bundle_info, lines);
      if (bundle?.full === true) return null;
      return quantityCapOf(offer.maxQuantity, bundle);
    },
    productByKey: (productKey: string): ShopProduct | undefined => products.find((p) => catalogueKeyOf(p) === productKey),
    // Asked of the machine itself: it takes a code only when loaded and idle.
    couponReady: cartSnapshot.can({ type: "cart.applyCoupon", code: "" }),
    appliedCoupon: selectCouponCode(cartSnapshot),
  };
};

const Header = ({ deps, count, total, cartReady }: { readonly deps: ShopScreenDeps; readonly count: number; readonly total: number; readonly cartReady: boolean }) => {
  const { translate: t, locale, currency, actingCompany } = deps;
  return (
    <Box gap={2}>
      <Tone tone="accent" bold>
        {t("cliShop.title")}
      </Tone>
      {actingCompany == null ? null : <Tone tone="warning">{t("cliShop.on_behalf", { name: actingCompany.name, cust_no: actingCompany.cust_no })}</Tone>}
      <Box flexGrow={1} />
      <Text>{cartReady ? t("cliShop.cart_badge", { count, total: money({ locale, currency }, total) }) : t("cliShop.cart_loading")}</Text>
    </Box>
  );
};

interface BodyProps {
  readonly state: ScreenState;
  readonly world: ScreenWorld;
  readonly deps: ShopScreenDeps;
  readonly snapshot: { readonly shop: ShopSnapshot; readonly cart: CartSnapshot };
  readonly today: string;
  readonly listHeight: number;
  readonly columns: number;
  readonly colors: boolean;
  /** Every keystroke in the search box is a `shop.search`, so the list narrows while typing. */
  readonly onSearch: (keyword: string) => void;
}

/** The panels of the open view, over a loaded shop. */
const Body = ({ state, world, deps, snapshot, today, listHeight, columns, colors, onSearch }: BodyProps) => {
  const { translate: t, locale, currency } = deps;
  const product = state.productKey === null ? undefined : world.productByKey(state.productKey);
  if (state.view === "cart" || state.view === "coupon") {
    return (
      <Box marginY={1}>
        <CartPanel snapshot={snapshot.cart} cursor={state.line} t={t} locale={locale} currency={currency}>
          {state.view === "coupon" ? <CouponPrompt code={state.couponDraft} colors={colors} t={t} /> : null}
        </CartPanel>
      </Box>
    );
  }
  if ((state.view === "detail" || state.view === "quantity") && product !== undefined) {
    const max = world.maxQuantity(product);
    return (
      <Box flexDirection="column" marginY={1}>
        <ProductDetail product={product} lines={world.lines} canAdd={max !== null} today={today} t={t} locale={locale} currency={currency} />
        {state.view === "quantity" && max !== null ? <QuantityPrompt product={product} quantity={state.quantity} max={max} t={t} locale={locale} currency={currency} /> : null}
      </Box>
    );
  }
  const keyword = selectShopKeyword(snapshot.shop);
  const noResults = selectNoResultsMessage(snapshot.shop);
  const checked = selectCheckedFilterCount(snapshot.shop);
  const summary = [
    t("shop.listing.results", { count: world.page.total }),
    t("shop.listing.page", { page: world.page.page, pageCount: world.page.pageCount }),
    t("cliShop.sort", { sort: t(sortOptionMessageId(selectShopSortBy(snapshot.shop))) }),
  ].join(" · ");
  // What narrows the list, on its own line so a long keyword does not push the counts around.
  const narrowing = [
    ...(keyword !== "" && state.view !== "search" ? [t("cliShop.keyword", { keyword })] : []),
    ...(checked > 0 ? [t("shop.filters.active", { count: checked })] : []),
  ].join(" · ");
  return (
    <Box marginY={1} gap={2}>
      <Box width={columns >= 120 ? 30 : 24} flexShrink={0} flexDirection="column">
        {state.view === "filters" ? (
          <FilterList filters={world.filters} cursor={state.filter} t={t} />
        ) : state.view === "sort" ? (
          <SortList cursor={state.sort} current={selectShopSortBy(snapshot.shop)} t={t} />
        ) : (
          <CategoryList
            entries={world.categories}
            cursor={state.category}
            focused={state.view === "browse" && state.focus === "categories"}
            emptyMessage={selectNoCategoriesMessage(snapshot.shop) === null ? null : t("shop.no_categories")}
            t={t}
          />
        )}
      </Box>
      <Box flexDirection="column" flexGrow={1}>
        {state.view === "search" ? (
          <Box gap={1}>
            <Text>{`${t("shop.search.label")}:`}</Text>
            <TextInput value={keyword} placeholder={t("shop.search.placeholder")} onChange={onSearch} showCursor={colors} />
          </Box>
        ) : null}
        <Text wrap="truncate-end">{summary}</Text>
        {narrowing === "" ? null : <Text wrap="truncate-end">{narrowing}</Text>}
        {noResults === null ? (
          <ProductList
            page={world.page}
            cursor={state.product}
            focused={state.view === "browse" && state.focus === "products"}
            height={listHeight}
            showReference={columns >= 130}
            today={today}
            t={t}
            locale={locale}
            currency={currency}
          />
        ) : (
          <Box flexDirection="column">
            <Text>{t(noResults)}</Text>
            <Text>{t("shop.no_results_hint")}</Text>
          </Box>
        )}
      </Box>
    </Box>
  );
};
