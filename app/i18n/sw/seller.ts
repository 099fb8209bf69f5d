import type { Messages } from '../translate.ts'

/**
 * Swahili of the seller's dashboard (/seller-dashboard: the counts, each listing's line and buttons, the offers
 * received, the toasts after a status change) and of a seller's public page (/sellers/:id).
 */
export const seller: Messages = {
	// The dashboard
	'[stats] Total': 'Yote',
	'[stats] Pending': 'Yanayosubiri',
	'[stats] Active': 'Yaliyo hewani',
	'[stats] Sold': 'Yaliyouzwa',
	'[stats] Revenue': 'Mapato',
	'Sell your first item': 'Uza bidhaa yako ya kwanza',
	'You have no listings yet.': 'Bado huna tangazo lolote.',
	'Listed {date}': 'Liliwekwa {date}',
	'live until {date}': 'hewani hadi {date}',
	'fee paid': 'ada imelipwa',
	'Reason: {reason}': 'Sababu: {reason}',
	'Pay Now': 'Lipa Sasa',
	Track: 'Fuatilia',
	Edit: 'Hariri',
	'Mark as Sold': 'Weka Kuwa Imeuzwa',
	'Mark “{title}” as sold? Buyers will see it as sold. You can undo this for a day.':
		'Uweke “{title}” kuwa imeuzwa? Wanunuzi wataiona kuwa imeuzwa. Unaweza kutengua hili ndani ya siku moja.',
	'Yes, it’s sold': 'Ndiyo, imeuzwa',
	'Undo sold': 'Tengua imeuzwa',
	'Renew (free)': 'Fanya upya (bure)',
	'Submit for review': 'Tuma likaguliwe',
	'Marked as sold': 'Imewekwa kuwa imeuzwa',
	'Back on sale': 'Imerudi sokoni',
	'Listing renewed': 'Tangazo limefanywa upya',
	'Submitted for review': 'Limetumwa likaguliwe',
	'Failed to mark item as sold': 'Imeshindwa kuweka bidhaa kuwa imeuzwa',
	'Failed to undo the sale': 'Imeshindwa kutengua mauzo',
	'Failed to renew listing': 'Imeshindwa kufanya tangazo upya',
	'Failed to submit listing for review': 'Imeshindwa kutuma tangazo likaguliwe',
	'Failed to update listing': 'Imeshindwa kusasisha tangazo',
	'A sale can only be undone within a day of marking it sold': 'Mauzo yanaweza kutenguliwa tu ndani ya siku moja tangu kuwekwa kuwa imeuzwa',
	'This listing just changed. Please reload and try again.': 'Tangazo hili limebadilika sasa hivi. Tafadhali pakia upya kisha ujaribu tena.',

	// Offers received
	Offers: 'Ofa',
	'From {phone}': 'Kutoka {phone}',
	'No offers yet. Offers buyers make on your listings appear here.': 'Bado hakuna ofa. Ofa ambazo wanunuzi wanatoa kwa matangazo yako zitaonekana hapa.',

	// A seller's public page
	'{name} · Seller on Soko': '{name} · Muuzaji Soko',
	'{name} sells on Soko: {count} listing for sale, rated {average} out of 5.': '{name} anauza Soko: tangazo {count} linauzwa, amepata alama {average} kati ya 5.',
	'{name} sells on Soko: {count} listings for sale, rated {average} out of 5.': '{name} anauza Soko: matangazo {count} yanauzwa, amepata alama {average} kati ya 5.',
	'{name} sells on Soko: {count} listing for sale, no reviews yet.': '{name} anauza Soko: tangazo {count} linauzwa, bado hakuna maoni.',
	'{name} sells on Soko: {count} listings for sale, no reviews yet.': '{name} anauza Soko: matangazo {count} yanauzwa, bado hakuna maoni.',
	Verified: 'Amethibitishwa',
	'Member since {date}': 'Mwanachama tangu {date}',
	'{rating} out of 5 stars': 'Nyota {rating} kati ya 5',
	'{average} out of 5': '{average} kati ya 5',
	'{count} review': 'Maoni {count}',
	'{count} reviews': 'Maoni {count}',
	'No reviews yet': 'Bado hakuna maoni',
	'{count} listing for sale · {sold} sold': 'Tangazo {count} linauzwa · {sold} zimeuzwa',
	'{count} listings for sale · {sold} sold': 'Matangazo {count} yanauzwa · {sold} zimeuzwa',
	Reviews: 'Maoni',
	'Reviews by stars': 'Maoni kwa nyota',
	'{n} star': 'Nyota {n}',
	'{n} stars': 'Nyota {n}',
	'On {listing}': 'Kuhusu {listing}',
	'On a listing no longer for sale': 'Kuhusu tangazo ambalo haliuzwi tena',
	'Listings for sale': 'Matangazo yanayouzwa',
	'No listings for sale right now.': 'Hakuna matangazo yanayouzwa kwa sasa.',
	Pages: 'Kurasa',
	Previous: 'Iliyotangulia',
	Next: 'Inayofuata',
	'Page {page} of {pages}': 'Ukurasa {page} kati ya {pages}',
}
