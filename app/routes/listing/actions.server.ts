import type { ListingActionArgs } from './action-args.ts'
import { contactAction } from './contact.server.ts'
import { messageAction } from './message.server.ts'
import { offerAction } from './offer.server.ts'
import { rateAction } from './rate.server.ts'
import { reportAction } from './report.server.ts'
import { saveAction } from './save.server.ts'

/**
 * The listing's forms by `intent`, each handled in its own module. A handler answers for a signed-out visitor too
 * (signInFirst), so each action keeps the spec's own sign-in message.
 */
export const LISTING_ACTIONS = {
	contact: contactAction,
	message: messageAction,
	offer: offerAction,
	rate: rateAction,
	report: reportAction,
	save: saveAction,
} satisfies Record<string, (args: ListingActionArgs) => Promise<Response | object>>

export type ListingIntent = keyof typeof LISTING_ACTIONS
