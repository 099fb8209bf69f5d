import type { Messages } from '../translate.ts'

/** Issue 25: what buyers may rely on about a seller (phone verified, checked by the team), and who may rate. */
export const trustMarks: Messages = {
	'Verified phone': 'Simu imethibitishwa',
	'Phone not verified': 'Simu haijathibitishwa',
	verified: 'imethibitishwa',
	'not verified': 'haijathibitishwa',
	'Checked by Soko': 'Amekaguliwa na Soko',
	"Someone at Soko looked at this seller's account and found nothing wrong. It is not a promise about any item: meet in a public place and check the item before you pay.":
		'Mtu wa Soko aliiangalia akaunti ya muuzaji huyu na hakuona tatizo. Si ahadi kuhusu bidhaa yoyote: kutaneni mahali pa wazi na ukague bidhaa kabla ya kulipa.',
	// The fraud signal, as the admin's Fraud tab says it
	"Seller's phone not verified": 'Simu ya muuzaji haijathibitishwa',
	'The seller has not entered the code sent to their phone': 'Muuzaji hajaweka nambari ya siri iliyotumwa kwa simu yake',
	// Who may rate a seller, and how often
	'You can rate a seller you have contacted, made an offer to or messaged through Soko':
		'Unaweza kumpa alama muuzaji uliyewasiliana naye, uliyempa ofa au uliyemtumia ujumbe kupitia Soko',
	'You have one review per seller: this one replaces the review you gave them before.':
		'Una maoni moja kwa kila muuzaji: haya yanachukua nafasi ya maoni uliyompa awali.',
}
