import type { Messages } from '../translate.ts'

/**
 * Sentences the server makes from parts and says whole in its answer (words.ts: a wait, a listing's state): looked up
 * on the server only (serverT), so no page loads this area.
 */
export const said: Messages = {
	'Too many attempts. Please wait {wait} and try again.': 'Umejaribu mara nyingi mno. Tafadhali subiri {wait} kisha ujaribu tena.',
	'Too many login attempts from your network. Please wait {wait} and try again.':
		'Kumekuwa na majaribio mengi mno ya kuingia kutoka mtandao wako. Tafadhali subiri {wait} kisha ujaribu tena.',
	'Too many failed login attempts. Please wait {wait} and try again.': 'Umekosea kuingia mara nyingi mno. Tafadhali subiri {wait} kisha ujaribu tena.',
	'Too many new accounts from your network. Please wait {wait} and try again.':
		'Akaunti mpya nyingi mno zimefunguliwa kutoka mtandao wako. Tafadhali subiri {wait} kisha ujaribu tena.',
	'{count} second': 'sekunde {count}',
	'{count} seconds': 'sekunde {count}',
	'{count} minute': 'dakika {count}',
	'{count} minutes': 'dakika {count}',
	'{count} hour': 'saa {count}',
	'{count} hours': 'saa {count}',
	'This listing is {status} and cannot be {action}': 'Tangazo hili {status}, kwa hiyo haliwezi {action}',
	'[listing is] a draft': 'ni rasimu',
	'[listing is] waiting for approval': 'linasubiri kuidhinishwa',
	'[listing is] approved': 'limeidhinishwa',
	'[listing is] rejected': 'limekataliwa',
	'[listing is] waiting for payment': 'linasubiri malipo',
	'[listing is] published': 'limechapishwa',
	'[listing is] sold': 'limeuzwa',
	'[listing is] expired': 'limeisha muda wake',
	'[cannot be] submitted for review': 'kutumwa kukaguliwa',
	'[cannot be] approved': 'kuidhinishwa',
	'[cannot be] rejected': 'kukataliwa',
	'[cannot be] paid for': 'kulipiwa',
	'[cannot be] published': 'kuchapishwa',
	'[cannot be] marked as sold': 'kuwekwa kuwa limeuzwa',
	'[cannot be] put back on sale': 'kurudishwa sokoni',
	'[cannot be] marked as expired': 'kuwekwa kuwa limeisha muda',
	'[cannot be] renewed': 'kufanywa upya',
}
