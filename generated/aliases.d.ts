// Generated from spec/openapi.yaml by scripts/build/generate.mjs. Do not edit: change the spec and run `npm run generate`.
import type { components } from "./schema.js";

/**
 * Body of every failed call.
 * @gaps Not stated by the interface description:
 * - The complete list of error codes is not shown; only `remainder_too_low` is named.
 */
export type ApiErrorBody = components["schemas"]["ApiErrorBody"];

/** Category of a complaint on an F2F transaction. */
export type ComplaintCategory = components["schemas"]["ComplaintCategory"];

/** A fee multiplier of the deposit pricing; how it is applied is not stated. */
export type DepositFeeMultiplier = components["schemas"]["DepositFeeMultiplier"];

/** The breakdown of an F2F transaction's price and of the charges on it. */
export type DepositPricing = components["schemas"]["DepositPricing"];

/** Instructions for paying an F2F transaction by bank transfer. */
export type F2fBankTransferDetails = components["schemas"]["F2fBankTransferDetails"];

/** Why an F2F transaction was cancelled. */
export type F2fCancellation = components["schemas"]["F2fCancellation"];

/** A complaint about an F2F transaction. */
export type F2fComplainRequest = components["schemas"]["F2fComplainRequest"];

/** A complaint on an F2F transaction. */
export type F2fComplaint = components["schemas"]["F2fComplaint"];

/** One item of an F2F transaction. */
export type F2fItem = components["schemas"]["F2fItem"];

/** An order issue raised on an F2F transaction. */
export type F2fOrderIssue = components["schemas"]["F2fOrderIssue"];

/** A face-to-face (F2F) transaction: paid in two steps, a deposit and a remainder; a price is set, and the parties confirm the handover. */
export type F2fTransaction = components["schemas"]["F2fTransaction"];

/**
 * Where to send a bank transfer, in one or more account-number schemes.
 * @gaps Not stated by the interface description:
 * - Which of the four keys are present for a given transfer is not shown.
 */
export type FinancialAddress = components["schemas"]["FinancialAddress"];

/** Currency of an F2F item. */
export type ItemCurrency = components["schemas"]["ItemCurrency"];

/** Error codes the description names. */
export type KnownErrorCode = components["schemas"]["KnownErrorCode"];

/** Kind of listing a transaction was created from. */
export type ListingType = components["schemas"]["ListingType"];

/** Barcode from the national postal tracker (`local_post`). */
export type LocalPostTracking = components["schemas"]["LocalPostTracking"];

/** A complaint raised on an online transaction. */
export type OnlineComplaint = components["schemas"]["OnlineComplaint"];

/** An order issue raised on an online transaction. */
export type OnlineOrderIssue = components["schemas"]["OnlineOrderIssue"];

/** An online escrow transaction: paid in full, then shipped, tracked and delivered; a complaint period follows delivery, after which the funds are released to the seller. */
export type OnlineTransaction = components["schemas"]["OnlineTransaction"];

/**
 * A JSON body whose shape the description does not show.
 * @gaps Not stated by the interface description:
 * - Shape not shown in the description.
 */
export type OpenBody = components["schemas"]["OpenBody"];

/**
 * An entry of the array that the description calls "the service" (a field whose name carries the service's brand).
 * @gaps Not stated by the interface description:
 * - What an entry of this array records is not stated.
 */
export type Refund = components["schemas"]["Refund"];

/** A review of the transaction (who reviews is not stated). */
export type Review = components["schemas"]["Review"];

/** Currencies accepted when setting the price of an F2F transaction. */
export type SetPriceCurrency = components["schemas"]["SetPriceCurrency"];

/** The total price of an F2F transaction. */
export type SetPriceRequest = components["schemas"]["SetPriceRequest"];

/** A shipping rate, as the parcel-label provider's (`shipper`) rates call for an online transaction lists it. */
export type ShippingRate = components["schemas"]["ShippingRate"];

/**
 * Service level of a shipping rate.
 * @gaps Not stated by the interface description:
 * - Fields of the shipping-rate `servicelevel` object are not shown.
 */
export type ShippingServiceLevel = components["schemas"]["ShippingServiceLevel"];

/**
 * A carrier supported for automated tracking.
 * @gaps Not stated by the interface description:
 * - Fields other than `code` and `name` are not shown, nor are their types (both read as strings, the type of the `carrier` field they feed).
 */
export type SupportedCarrier = components["schemas"]["SupportedCarrier"];

/** Tracking details for the parcel of an online transaction. */
export type TrackRequest = components["schemas"]["TrackRequest"];

/** Tracking details of the parcel, a carrier and a tracking code. */
export type Tracking = components["schemas"]["Tracking"];

/**
 * Where the transaction stands.
 * @gaps Not stated by the interface description:
 * - Status values beyond the example `funds_released` are not shown.
 * - Transitions between statuses are not shown.
 */
export type TransactionStatus = components["schemas"]["TransactionStatus"];
