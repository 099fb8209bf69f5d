import {
	burstPostingIndicators,
	nearDuplicateIndicators,
	sharedDeviceIndicators,
	suspendedLookalikeIndicators,
	type SuspendedAccount,
} from './account-behaviour.ts'
import { warnedMessageIndicators, type WarnedMessage } from './message-language.ts'
import { paymentLanguageIndicators } from './payment-language.ts'
import { unverifiedPhoneIndicators } from './phone-verification.ts'
import { photoIndicators, type KnownPhoto } from './photo-match.ts'
import { priceOutlierIndicators, type PricedListing } from './price-outlier.ts'
import { reportIndicators, type OpenReport } from './reports-signal.ts'
import { combineRisk, type RiskAssessment, type RiskIndicator } from './risk.ts'

/**
 * The one entry point (issue 12 §1): a listing's and its seller's indicators, combined into a score and a level. The
 * caller reads the facts (comparables, other sellers' photo hashes, the account's history, open reports); nothing here
 * touches the database, so it runs the same in a request, a job or a test. Facts left out are signals not checked.
 */

/** What is known about the seller's account; each part is optional. */
export type AccountFacts = {
	createdAt: Date | string
	/** When the seller's listings were created (recent ones are enough: the last day counts). */
	listingCreatedAts?: readonly (Date | string)[]
	/** The seller's other recent listings' text (title and description). */
	otherListings?: readonly { id: number; text: string }[]
	phone?: string | null
	/** users.phone_verified: a listing by a seller who never verified their phone is a signal. */
	phoneVerified?: boolean
	email?: string | null
	suspended?: readonly SuspendedAccount[]
	/** The most distinct accounts signed in from one of this account's devices in the last 7 days. */
	accountsOnDevice?: number
	/** The account's recent messages that failed a scam check (issue 24 §2): they raise its risk and its listings'. */
	warnedMessages?: readonly WarnedMessage[]
}

export type ListingRiskInput = {
	listing: PricedListing & { description: string; sellerId: number }
	/** Other published and recently sold listings, the same category at least (price-outlier.ts picks the similar ones). */
	comparables?: readonly PricedListing[]
	/** The listing's photo hashes and other listings' photos that may match them. */
	photos?: { hashes: readonly string[]; others: readonly KnownPhoto[] }
	account?: AccountFacts
	reports?: readonly OpenReport[]
	now?: Date
}

export type Assessment = RiskAssessment & { indicators: RiskIndicator[] }

function assess(indicators: RiskIndicator[]): Assessment {
	return { ...combineRisk(indicators), indicators: indicators.toSorted((a, b) => b.weight - a.weight) }
}

function accountIndicators(account: AccountFacts, now: Date, text?: string) {
	return [
		...burstPostingIndicators({ accountCreatedAt: account.createdAt, listingCreatedAts: account.listingCreatedAts ?? [], now }),
		...(text === undefined ? [] : nearDuplicateIndicators({ text, others: account.otherListings ?? [] })),
		...suspendedLookalikeIndicators({ phone: account.phone ?? null, email: account.email ?? null, suspended: account.suspended ?? [] }),
		...sharedDeviceIndicators({ accountsOnDevice: account.accountsOnDevice ?? 0 }),
		...warnedMessageIndicators(account.warnedMessages ?? []),
	]
}

/** A user's risk from their account alone (the admin's user insights, a sign-up check). */
export function assessAccount(account: AccountFacts, now = new Date()): Assessment {
	return assess(accountIndicators(account, now))
}

/** A listing's risk: its text, price, photos, seller and reports together. */
export function assessListing({ listing, comparables = [], photos, account, reports = [], now = new Date() }: ListingRiskInput): Assessment {
	const text = `${listing.title}\n${listing.description}`
	return assess([
		...paymentLanguageIndicators(listing),
		...priceOutlierIndicators(listing, comparables),
		...(photos ? photoIndicators({ hashes: photos.hashes, others: photos.others, sellerId: listing.sellerId }) : []),
		...(account ? accountIndicators(account, now, text) : []),
		...(account ? unverifiedPhoneIndicators(account) : []),
		...reportIndicators(reports, now),
	])
}
