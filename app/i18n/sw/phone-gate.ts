import type { Messages } from '../translate.ts'

/**
 * Swahili of the phone gate (issue 25): the code box shown where an offer, a message or a listing going live waits
 * for the person's phone to be verified, and the words saying why.
 */
export const phoneGate: Messages = {
	'Verify your phone number first: enter the code we sent by SMS.': 'Thibitisha nambari yako ya simu kwanza: weka msimbo tuliokutumia kwa SMS.',
	'Verify your phone number': 'Thibitisha nambari yako ya simu',
	'Code sent by SMS to {phone}': 'Msimbo uliotumwa kwa SMS kwa {phone}',
	Verify: 'Thibitisha',
	'Send a new code': 'Tuma msimbo mpya',
	'Waiting for your phone number to be verified': 'Inasubiri nambari yako ya simu ithibitishwe',
	'Approved · waiting for phone verification': 'Limekubaliwa · linasubiri simu ithibitishwe',
	'Your listing can be written and paid for now; it goes live once your phone number is verified.':
		'Unaweza kuandika tangazo lako na kulilipia sasa; litaonekana mara nambari yako ya simu itakapothibitishwa.',
	'Your listing is approved and paid. It goes live the moment your phone number is verified.':
		'Tangazo lako limeidhinishwa na kulipiwa. Litaonekana mara tu nambari yako ya simu itakapothibitishwa.',
}
