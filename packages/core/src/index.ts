// The only public surface of @proshop/core. One line per module.
export * from "./money.ts";
export * from "./entities/product.ts";
export * from "./entities/order.ts";
export * from "./i18n/locale.ts";
export * from "./i18n/define.ts";
export * from "./i18n/catalogue.ts";
