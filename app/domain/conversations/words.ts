/** What the conversation rules answer with (English; the pages translate through app/i18n). */
export const CONVERSATION_WORDS = {
	notFound: 'Conversation not found',
	listingNotFound: 'Listing not found',
	ownListing: 'You cannot message yourself about your own listing',
	notPublished: 'You can only message the seller of a published listing',
	blocked: 'You can no longer send messages in this conversation',
	youBlocked: 'You blocked this conversation',
	alreadyBlocked: 'This conversation is already blocked',
	confirm: 'Check this message before you send it',
	adminNoReason: 'Admins read a conversation only when it is reported or attached to a case',
	reported: 'Report submitted',
	listingSold: 'This item has been sold',
	listingExpired: 'This listing has expired',
	listingGone: 'This listing is no longer available',
} as const
