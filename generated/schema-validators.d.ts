// Generated from spec/openapi.yaml by scripts/build/generate.mjs. Do not edit: change the spec and run `npm run generate`.
import type * as T from "./aliases.js";

/** One place where a value breaks a schema, as Ajv reports it. */
export interface RawFinding {
  readonly instancePath: string;
  readonly schemaPath: string;
  readonly keyword: string;
  readonly params: Record<string, unknown>;
}
/** Ajv's check of one schema: true if `value` matches; otherwise `errors` says where it breaks. */
export interface Check<T> {
  (value: unknown): value is T;
  errors?: RawFinding[] | null;
}
/** A named schema of the spec, compiled. */
export interface SchemaHandle<Name extends string, T> {
  readonly name: Name;
  readonly check: Check<T>;
}

/** Body of every failed call. Check a value with `is(ApiErrorBody, value)` or `parse(ApiErrorBody, value)`. */
export declare const ApiErrorBody: SchemaHandle<"ApiErrorBody", T.ApiErrorBody>;
export type ApiErrorBody = T.ApiErrorBody;
/** Category of a complaint on an F2F transaction. Check a value with `is(ComplaintCategory, value)` or `parse(ComplaintCategory, value)`. */
export declare const ComplaintCategory: SchemaHandle<"ComplaintCategory", T.ComplaintCategory>;
export type ComplaintCategory = T.ComplaintCategory;
/** A fee multiplier of the deposit pricing; how it is applied is not stated. Check a value with `is(DepositFeeMultiplier, value)` or `parse(DepositFeeMultiplier, value)`. */
export declare const DepositFeeMultiplier: SchemaHandle<"DepositFeeMultiplier", T.DepositFeeMultiplier>;
export type DepositFeeMultiplier = T.DepositFeeMultiplier;
/** The breakdown of an F2F transaction's price and of the charges on it. Check a value with `is(DepositPricing, value)` or `parse(DepositPricing, value)`. */
export declare const DepositPricing: SchemaHandle<"DepositPricing", T.DepositPricing>;
export type DepositPricing = T.DepositPricing;
/** Instructions for paying an F2F transaction by bank transfer. Check a value with `is(F2fBankTransferDetails, value)` or `parse(F2fBankTransferDetails, value)`. */
export declare const F2fBankTransferDetails: SchemaHandle<"F2fBankTransferDetails", T.F2fBankTransferDetails>;
export type F2fBankTransferDetails = T.F2fBankTransferDetails;
/** Why an F2F transaction was cancelled. Check a value with `is(F2fCancellation, value)` or `parse(F2fCancellation, value)`. */
export declare const F2fCancellation: SchemaHandle<"F2fCancellation", T.F2fCancellation>;
export type F2fCancellation = T.F2fCancellation;
/** A complaint about an F2F transaction. Check a value with `is(F2fComplainRequest, value)` or `parse(F2fComplainRequest, value)`. */
export declare const F2fComplainRequest: SchemaHandle<"F2fComplainRequest", T.F2fComplainRequest>;
export type F2fComplainRequest = T.F2fComplainRequest;
/** A complaint on an F2F transaction. Check a value with `is(F2fComplaint, value)` or `parse(F2fComplaint, value)`. */
export declare const F2fComplaint: SchemaHandle<"F2fComplaint", T.F2fComplaint>;
export type F2fComplaint = T.F2fComplaint;
/** One item of an F2F transaction. Check a value with `is(F2fItem, value)` or `parse(F2fItem, value)`. */
export declare const F2fItem: SchemaHandle<"F2fItem", T.F2fItem>;
export type F2fItem = T.F2fItem;
/** An order issue raised on an F2F transaction. Check a value with `is(F2fOrderIssue, value)` or `parse(F2fOrderIssue, value)`. */
export declare const F2fOrderIssue: SchemaHandle<"F2fOrderIssue", T.F2fOrderIssue>;
export type F2fOrderIssue = T.F2fOrderIssue;
/** A face-to-face (F2F) transaction: paid in two steps, a deposit and a remainder; a price is set, and the parties confirm the handover. Check a value with `is(F2fTransaction, value)` or `parse(F2fTransaction, value)`. */
export declare const F2fTransaction: SchemaHandle<"F2fTransaction", T.F2fTransaction>;
export type F2fTransaction = T.F2fTransaction;
/** Where to send a bank transfer, in one or more account-number schemes. Check a value with `is(FinancialAddress, value)` or `parse(FinancialAddress, value)`. */
export declare const FinancialAddress: SchemaHandle<"FinancialAddress", T.FinancialAddress>;
export type FinancialAddress = T.FinancialAddress;
/** Currency of an F2F item. Check a value with `is(ItemCurrency, value)` or `parse(ItemCurrency, value)`. */
export declare const ItemCurrency: SchemaHandle<"ItemCurrency", T.ItemCurrency>;
export type ItemCurrency = T.ItemCurrency;
/** Error codes the description names. Check a value with `is(KnownErrorCode, value)` or `parse(KnownErrorCode, value)`. */
export declare const KnownErrorCode: SchemaHandle<"KnownErrorCode", T.KnownErrorCode>;
export type KnownErrorCode = T.KnownErrorCode;
/** Kind of listing a transaction was created from. Check a value with `is(ListingType, value)` or `parse(ListingType, value)`. */
export declare const ListingType: SchemaHandle<"ListingType", T.ListingType>;
export type ListingType = T.ListingType;
/** Barcode from the national postal tracker (`local_post`). Check a value with `is(LocalPostTracking, value)` or `parse(LocalPostTracking, value)`. */
export declare const LocalPostTracking: SchemaHandle<"LocalPostTracking", T.LocalPostTracking>;
export type LocalPostTracking = T.LocalPostTracking;
/** A complaint raised on an online transaction. Check a value with `is(OnlineComplaint, value)` or `parse(OnlineComplaint, value)`. */
export declare const OnlineComplaint: SchemaHandle<"OnlineComplaint", T.OnlineComplaint>;
export type OnlineComplaint = T.OnlineComplaint;
/** An order issue raised on an online transaction. Check a value with `is(OnlineOrderIssue, value)` or `parse(OnlineOrderIssue, value)`. */
export declare const OnlineOrderIssue: SchemaHandle<"OnlineOrderIssue", T.OnlineOrderIssue>;
export type OnlineOrderIssue = T.OnlineOrderIssue;
/** An online escrow transaction: paid in full, then shipped, tracked and delivered; a complaint period follows delivery, after which the funds are released to the seller. Check a value with `is(OnlineTransaction, value)` or `parse(OnlineTransaction, value)`. */
export declare const OnlineTransaction: SchemaHandle<"OnlineTransaction", T.OnlineTransaction>;
export type OnlineTransaction = T.OnlineTransaction;
/** A JSON body whose shape the description does not show. Check a value with `is(OpenBody, value)` or `parse(OpenBody, value)`. */
export declare const OpenBody: SchemaHandle<"OpenBody", T.OpenBody>;
export type OpenBody = T.OpenBody;
/** An entry of the array that the description calls "the service" (a field whose name carries the service's brand). Check a value with `is(Refund, value)` or `parse(Refund, value)`. */
export declare const Refund: SchemaHandle<"Refund", T.Refund>;
export type Refund = T.Refund;
/** A review of the transaction (who reviews is not stated). Check a value with `is(Review, value)` or `parse(Review, value)`. */
export declare const Review: SchemaHandle<"Review", T.Review>;
export type Review = T.Review;
/** Currencies accepted when setting the price of an F2F transaction. Check a value with `is(SetPriceCurrency, value)` or `parse(SetPriceCurrency, value)`. */
export declare const SetPriceCurrency: SchemaHandle<"SetPriceCurrency", T.SetPriceCurrency>;
export type SetPriceCurrency = T.SetPriceCurrency;
/** The total price of an F2F transaction. Check a value with `is(SetPriceRequest, value)` or `parse(SetPriceRequest, value)`. */
export declare const SetPriceRequest: SchemaHandle<"SetPriceRequest", T.SetPriceRequest>;
export type SetPriceRequest = T.SetPriceRequest;
/** A shipping rate, as the parcel-label provider's (`shipper`) rates call for an online transaction lists it. Check a value with `is(ShippingRate, value)` or `parse(ShippingRate, value)`. */
export declare const ShippingRate: SchemaHandle<"ShippingRate", T.ShippingRate>;
export type ShippingRate = T.ShippingRate;
/** Service level of a shipping rate. Check a value with `is(ShippingServiceLevel, value)` or `parse(ShippingServiceLevel, value)`. */
export declare const ShippingServiceLevel: SchemaHandle<"ShippingServiceLevel", T.ShippingServiceLevel>;
export type ShippingServiceLevel = T.ShippingServiceLevel;
/** A carrier supported for automated tracking. Check a value with `is(SupportedCarrier, value)` or `parse(SupportedCarrier, value)`. */
export declare const SupportedCarrier: SchemaHandle<"SupportedCarrier", T.SupportedCarrier>;
export type SupportedCarrier = T.SupportedCarrier;
/** Tracking details for the parcel of an online transaction. Check a value with `is(TrackRequest, value)` or `parse(TrackRequest, value)`. */
export declare const TrackRequest: SchemaHandle<"TrackRequest", T.TrackRequest>;
export type TrackRequest = T.TrackRequest;
/** Tracking details of the parcel, a carrier and a tracking code. Check a value with `is(Tracking, value)` or `parse(Tracking, value)`. */
export declare const Tracking: SchemaHandle<"Tracking", T.Tracking>;
export type Tracking = T.Tracking;
/** Where the transaction stands. Check a value with `is(TransactionStatus, value)` or `parse(TransactionStatus, value)`. */
export declare const TransactionStatus: SchemaHandle<"TransactionStatus", T.TransactionStatus>;
export type TransactionStatus = T.TransactionStatus;

/** Per operation (`METHOD /path`) and stated success status: the check of its body and what it is. */
export declare const RESULTS: {
  readonly [operation: string]: { readonly [status: string]: readonly [check: Check<unknown>, what: string] } | undefined;
};
