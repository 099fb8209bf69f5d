import type { Messages } from '../translate.ts'

/**
 * Sentences the server makes from parts and says whole in its answer (words.ts: a wait, a listing's state, why an
 * item is recommended): looked up on the server only (serverT), so no page loads this area.
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
	// Why an item is recommended (app/domain/recommendations/): {town}, {title} and prices are the listing's own.
	'{count} person': 'mtu {count}',
	'{count} people': 'watu {count}',
	'{count} person who viewed or saved what you did also viewed or saved this':
		'Mtu {count} aliyeangalia au kuhifadhi ulichoangalia pia aliangalia au kuhifadhi hiki',
	'{count} people who viewed or saved what you did also viewed or saved this':
		'Watu {count} walioangalia au kuhifadhi ulichoangalia pia waliangalia au kuhifadhi hiki',
	'Like you, they looked at “{title}”': 'Kama wewe, aliangalia “{title}”',
	'Like you, some of them looked at “{title}”': 'Kama wewe, baadhi yao waliangalia “{title}”',
	'Viewed {count} time in the last 7 days': 'Kimeangaliwa mara {count} ndani ya siku 7 zilizopita',
	'Viewed {count} times in the last 7 days': 'Kimeangaliwa mara {count} ndani ya siku 7 zilizopita',
	'Saved by {people} in the last 7 days': 'Kimehifadhiwa na {people} ndani ya siku 7 zilizopita',
	'Title shares {words} with what you viewed or saved': 'Kichwa kina {words} kama ulichoangalia au kuhifadhi',
	'In {category}, like “{title}”': 'Katika {category}, kama “{title}”',
	'Priced like what you viewed in {category} ({min} – {max})': 'Bei kama ya ulichoangalia katika {category} ({min} – {max})',
	'In {category}, one of your preferred categories': 'Katika {category}, mojawapo ya aina unazopendelea',
	'Within your price range ({min} – {max})': 'Ndani ya kiwango chako cha bei ({min} – {max})',
	'Within your price range (up to {max})': 'Ndani ya kiwango chako cha bei (hadi {max})',
	'Within your price range (from {min})': 'Ndani ya kiwango chako cha bei (kuanzia {min})',
	'{condition}, a condition you prefer': '{condition}, hali unayopendelea',
	'In {town}, one of your preferred locations': '{town}, mojawapo ya maeneo unayopendelea',
	'In {town}, the location you chose': '{town}, eneo ulilochagua',
	'In {town}, where most items you looked at are': '{town}, ambako bidhaa nyingi ulizoangalia zipo',
	'In {town}, where you also looked at items': '{town}, ambako pia uliangalia bidhaa',
	'In {town}, where you sell': '{town}, ambako unauza',
	'In {town}, where most items on Soko are': '{town}, ambako bidhaa nyingi za Soko zipo',
	'In {town}, one of the busiest towns on Soko': '{town}, mojawapo ya miji yenye shughuli nyingi zaidi Soko',
}
