/** SPEC 9 and 5: a customer number is 2 to 7 digits. */
export const CUSTOMER_NUMBER_PATTERN = /^\d{2,7}$/;

export const INVALID_CUSTOMER_NUMBER_MESSAGE_ID = "session.order_on_behalf.invalid_customer_number";

/** What the sales rep typed, without the spaces a paste brings along ("  01234 " -> "01234"). */
export const normaliseCustomerNumber = (typed: string): string => typed.replace(/\s+/g, "");

/** True for 2 to 7 digits once spaces are dropped; leading zeros are kept, they are part of the number. */
export const isValidCustomerNumber = (typed: string): boolean => CUSTOMER_NUMBER_PATTERN.test(normaliseCustomerNumber(typed));
