// The only public surface of @proshop/core, grouped by feature. One line per module.

// money and dates
export * from "./money.ts";
export * from "./dates.ts";

// i18n
export * from "./i18n/locale.ts";
export * from "./i18n/define.ts";
export * from "./i18n/catalogue.ts";
export * from "./i18n/translate.ts";

// entities
export * from "./entities/product.ts";
export * from "./entities/order.ts";
export * from "./entities/lenient.ts";
export * from "./entities/decode.ts";
export * from "./entities/enums.ts";
export * from "./entities/organisation.ts";
export * from "./entities/user.ts";
export * from "./entities/company.ts";
export * from "./entities/account.ts";
export * from "./entities/shipping-address.ts";
export * from "./entities/shop-config.ts";
export * from "./entities/shop-config-read.ts";
export * from "./entities/session-answers-read.ts";
export * from "./entities/order-history.ts";
export * from "./entities/customisation.ts";
export * from "./entities/customisation-settings.ts";
export * from "./entities/order-on-behalf.ts";
export * from "./entities/registration.ts";
export * from "./entities/contact.ts";
export * from "./entities/zoom-delivered.ts";
export * from "./entities/category.ts";
export * from "./entities/shop-state.ts";
export * from "./entities/cart.ts";

// limits
// The schemas beside the rule modules, which re-export only their types.
export * from "./limits/violation-schema.ts";
export * from "./limits/violation.ts";
export * from "./limits/refusal.ts";

// cart
export * from "./cart/lines.ts";
export * from "./cart/totals.ts";
export * from "./cart/coupon-schema.ts";
export * from "./cart/coupon.ts";
export * from "./cart/limits-schema.ts";
export * from "./cart/limits.ts";
export * from "./cart/add-block.ts";
export * from "./cart/changes.ts";
export * from "./cart/refresh.ts";
export * from "./cart/reset.ts";
export * from "./cart/undo.ts";
export * from "./cart/quantity-to-add.ts";
export * from "./cart/persist.ts";
export * from "./cart/stored-cart.ts";
export * from "./cart/machine.ts";
export * from "./cart/cart-saves.ts";
export * from "./cart/selectors.ts";
export * from "./cart/limits-by-user.ts";
export * from "./cart/recording/schema.ts";
export * from "./cart/recording/check.ts";
export * from "./cart/recording/read.ts";
export * from "./cart/recording/recorder.ts";
export * from "./cart/recording/replay.ts";
export * from "./cart/recording/diff.ts";
export * from "./cart/recording/live-cart-rule.ts";
export * from "./cart/recording/merge.ts";

// shop
export * from "./shop/category.ts";
export * from "./shop/filters.ts";
export * from "./shop/search.ts";
export * from "./shop/sort.ts";
export * from "./shop/organisation.ts";
export * from "./shop/product-updates.ts";
export * from "./shop/availability.ts";
export * from "./shop/stock.ts";
export * from "./shop/bundle.ts";
export * from "./shop/attribute.ts";
export * from "./shop/attribute-choices.ts";
export * from "./shop/query.ts";
export * from "./shop/listing-address.ts";
export * from "./shop/machine.ts";
export * from "./shop/selectors.ts";
export * from "./shop/bundle-status.ts";
export * from "./shop/product-offer.ts";
export * from "./shop/file-size.ts";
export * from "./shop/cms-bundles.ts";

// navigation
export * from "./navigation/page-view.ts";
export * from "./navigation/chunk-failure.ts";
export * from "./navigation/analytics.ts";
export * from "./navigation/routes.ts";
export * from "./navigation/redirect.ts";
export * from "./navigation/languages.ts";
export * from "./navigation/nav-items.ts";
export * from "./navigation/account-links.ts";
export * from "./navigation/banner.ts";

// forms
export * from "./forms/field-rules.ts";
export * from "./forms/login.ts";
export * from "./forms/register.ts";
export * from "./forms/contact.ts";
export * from "./forms/zoom-delivered.ts";
export * from "./forms/password-strength.ts";
export * from "./forms/password-rules.ts";
export * from "./forms/machine.ts";
export * from "./forms/selectors.ts";
export * from "./forms/registration-form.ts";
export * from "./forms/password-reset.ts";

// session
export * from "./session/account.ts";
export * from "./session/machine.ts";
export * from "./session/selectors.ts";
export * from "./session/config-problem.ts";
export * from "./session/unanswered.ts";
export * from "./session/token-claims.ts";

// order-on-behalf
export * from "./order-on-behalf/machine.ts";
export * from "./order-on-behalf/selectors.ts";
export * from "./order-on-behalf/office-gate.ts";
export * from "./order-on-behalf/remembered-office.ts";
export * from "./order-on-behalf/remembered-office-storage.ts";

// checkout
export * from "./checkout/steps.ts";
export * from "./checkout/payment.ts";
export * from "./checkout/shipping.ts";
export * from "./checkout/market-time-zone.ts";
export * from "./checkout/machine.ts";
export * from "./checkout/confirmation.ts";
export * from "./checkout/selectors.ts";

// notifications
export * from "./notifications/notification.ts";
export * from "./notifications/server-message.ts";
export * from "./notifications/emitted.ts";

// contract
export * from "./contract/errors.ts";
export * from "./contract/text.ts";
export * from "./contract/security.ts";
export * from "./contract/signed-request.ts";
export * from "./contract/bodies.ts";
export * from "./contract/admin.ts";
export * from "./contract/auth.ts";
export * from "./contract/order-bodies.ts";
export * from "./contract/orders.ts";
export * from "./contract/carts.ts";
export * from "./contract/outbox.ts";
export * from "./contract/accounts.ts";
export * from "./contract/shop-calls.ts";
export * from "./contract/api.ts";

// services
export * from "./services/storage.ts";
export * from "./services/token-store.ts";
export * from "./services/clock.ts";
export * from "./services/acting-customer.ts";
export * from "./services/fake-http.ts";
export * from "./services/api-client.ts";
export * from "./services/content-model.ts";
export * from "./services/content-errors.ts";
export * from "./services/content-query.ts";
export * from "./services/content-client.ts";
export * from "./services/runtime.ts";
export * from "./cart/availability.ts";

// additions for the web app (issue 4)
export * from "./navigation/company-banner.ts";
export * from "./cart/order-request.ts";
export * from "./cart/limit-context.ts";
export * from "./navigation/static-links.ts";
export * from "./navigation/support-contact.ts";
export * from "./forms/change-password.ts";

// support pages (issue 4, W4)
export * from "./support/faq.ts";
export * from "./support/pending-accounts-digest.ts";
export * from "./session/ordering-block.ts";

// quick ordering: quick order, paste or CSV, order again, saved lists (issue 17)
export * from "./quick-order/paths.ts";
export * from "./quick-order/lines.ts";
export * from "./quick-order/csv.ts";
export * from "./quick-order/references.ts";
export * from "./quick-order/preview.ts";
export * from "./quick-order/apply.ts";
export * from "./quick-order/describe.ts";
export * from "./quick-order/saved-list-undo.ts";
export * from "./contract/saved-lists.ts";
export { quickOrderMessages } from "./i18n/messages/quick-order.ts";
// Zoom! Delivered (issue 13)
export * from "./zoom-delivered/scanners.ts";
export * from "./zoom-delivered/address-rules.ts";
export * from "./zoom-delivered/scan-ids.ts";
export * from "./zoom-delivered/contract.ts";
export * from "./zoom-delivered/client.ts";
export * from "./zoom-delivered/wizard-rules.ts";
export * from "./zoom-delivered/machine.ts";
export * from "./zoom-delivered/selectors.ts";
export * from "./zoom-delivered/paths.ts";
export * from "./zoom-delivered/screens.ts";
export * from "./zoom-delivered/order-again.ts";
export * from "./zoom-delivered/street-line.ts";
// reporting (issue 14)
export * from "./reporting/time-zone.ts";
export * from "./reporting/buckets.ts";
export * from "./reporting/report-size.ts";
export * from "./reporting/occupancy.ts";
export * from "./reporting/counting.ts";
export * from "./reporting/running-totals.ts";
export * from "./reporting/levels.ts";
export * from "./reporting/forms.ts";
export * from "./reporting/live-machine.ts";
export * from "./reporting/session-token.ts";
export * from "./reporting/session-machine.ts";
export * from "./reporting/navigation.ts";
export * from "./reporting/form-values.ts";
export * from "./reporting/dashboard.ts";
// expected occupancy (issue 36)
export * from "./reporting/quantiles.ts";
export * from "./reporting/comparable-days.ts";
export * from "./reporting/quiet-summary.ts";
export * from "./reporting/expected-occupancy.ts";
export * from "./contract/expected-occupancy.ts";
export * from "./reporting/counts-table.ts";
// scheduled reports (issue 15)
export * from "./reporting/report-schedule.ts";
export * from "./reporting/report-file-name.ts";
export * from "./reporting/report-forms.ts";
export * from "./reporting/report-form-values.ts";
export * from "./contract/report-bodies.ts";
export * from "./contract/reporting-bodies.ts";
export * from "./contract/alert-bodies.ts";
// alerts (issue 36)
export * from "./reporting/device-silence.ts";
export * from "./reporting/recipients.ts";
export * from "./contract/reporting-security.ts";
export * from "./contract/reporting.ts";
export * from "./contract/public-occupancy.ts";
export * from "./reporting/public-page.ts";
export * from "./services/reporting-client.ts";
// events and webhooks (issue 34)
export * from "./events/schemas.ts";
export * from "./events/json-schema.ts";
export * from "./contract/webhooks.ts";
export * from "./webhooks/client.ts";
// integration API: order transitions, shipments, machine keys (issue 34)
export * from "./orders/transitions.ts";
export * from "./orders/shipments.ts";
export * from "./orders/fulfilment-schema.ts";
export * from "./orders/status-entry.ts";
export * from "./orders/order-tracking.ts";
export * from "./contract/integration-security.ts";
export * from "./contract/integration-bodies.ts";
export * from "./contract/integration.ts";
export * from "./contract/order-invoice.ts";
export * from "./integration/keys-client.ts";
export { integrationMessages } from "./i18n/messages/integration.ts";
// offline ordering for representatives (issue 37): the queue's rules; IndexedDB and Web Locks are the web's
export * from "./offline/queued-order.ts";
export * from "./offline/explain.ts";
export * from "./offline/send-queued-order.ts";
export * from "./offline/sync-queue.ts";
export { offlineMessages } from "./i18n/messages/offline.ts";
