import type { Messages } from '../translate.ts'

/**
 * Swahili of the listings wherever they show: the card, the listing page and the home page's dialog, a sold or
 * expired listing, categories, conditions and sorts, saving, contacting and sharing.
 */
export const listings: Messages = {
	// Categories (the canonical 16 and the home page's tiles)
	Electronics: 'Elektroniki',
	Clothing: 'Mavazi',
	'Home & Garden': 'Nyumba na Bustani',
	'Sports & Outdoors': 'Michezo na Nje',
	'Books & Media': 'Vitabu na Vyombo vya Habari',
	Automotive: 'Magari',
	'Beauty & Personal Care': 'Urembo na Utunzaji',
	'Toys & Games': 'Vitu vya Kuchezea na Michezo',
	'Food & Beverages': 'Vyakula na Vinywaji',
	'Health & Fitness': 'Afya na Mazoezi',
	'Art & Crafts': 'Sanaa na Ufundi',
	'Music & Instruments': 'Muziki na Ala',
	'Office & Business': 'Ofisi na Biashara',
	'Travel & Luggage': 'Safari na Mizigo',
	'Pet Supplies': 'Mahitaji ya Wanyama Vipenzi',
	Other: 'Nyingine',
	Furniture: 'Fanicha',
	Decor: 'Mapambo',
	Health: 'Afya',
	More: 'Zaidi',

	// Conditions
	New: 'Mpya',
	'Like new': 'Kama mpya',
	Good: 'Nzuri',
	Fair: 'Wastani',
	Poor: 'Mbovu kiasi',

	// Sorts
	'Newest first': 'Mpya kwanza',
	'Oldest first': 'Za zamani kwanza',
	'Price: low to high': 'Bei: ya chini kwenda juu',
	'Price: high to low': 'Bei: ya juu kwenda chini',

	// Card and listing page
	SOLD: 'IMEUZWA',
	Sold: 'Imeuzwa',
	'No longer for sale': 'Haiuzwi tena',
	'No image': 'Hakuna picha',
	'{count} photos': 'Picha {count}',
	'{title}, photo {n} of {count}': '{title}, picha ya {n} kati ya {count}',
	'{location} · posted {date}': '{location} · imewekwa {date}',
	'posted {when}': 'imewekwa {when}',
	Seller: 'Muuzaji',
	'{count} review': 'Maoni {count}',
	'{count} reviews': 'Maoni {count}',
	'No reviews yet': 'Bado hakuna maoni',
	'Member since {date}': 'Mwanachama tangu {date}',
	'Phone: {phone}': 'Simu: {phone}',
	Edit: 'Hariri',
	'Reason for selling': 'Sababu ya kuuza',
	Details: 'Maelezo zaidi',
	Location: 'Mahali',
	Posted: 'Imewekwa',
	Condition: 'Hali',
	'Stay safe:': 'Kuwa salama:',
	'meet in a busy public place, check the item before you pay, and never send M-PESA before you have seen it.':
		'kutaneni mahali pa wazi penye watu wengi, kagua bidhaa kabla ya kulipa, na usitume M-PESA kabla hujaiona.',
	'Read the safety guide': 'Soma mwongozo wa usalama',
	'Never send money before you have seen the item': 'Usitume pesa kabla hujaiona bidhaa',
	'This price is far below similar items': 'Bei hii iko chini sana kuliko ya bidhaa kama hii',
	'This listing asks for payment before viewing': 'Tangazo hili linaomba malipo kabla ya kuiona bidhaa',
	'Not Found': 'Haipatikani',
	"The listing you're looking for could not be found": 'Tangazo unalotafuta halikupatikana',

	// Saving
	Save: 'Hifadhi',
	'[state] Saved': 'Imehifadhiwa',
	Remove: 'Ondoa',
	'{title} from saved items': '{title} kutoka kwa nilizohifadhi',
	'Saved — will sync': 'Imehifadhiwa — itatumwa mtandao ukirudi',
	'Removed — will sync': 'Imeondolewa — itatumwa mtandao ukirudi',

	// Contacting the seller
	Contact: 'Wasiliana',
	'First time with this seller?': 'Mara ya kwanza na muuzaji huyu?',
	'Meet in a busy public place, check the item, and never send money before you have seen it.':
		'Kutaneni mahali pa wazi penye watu wengi, kagua bidhaa, na usitume pesa kabla hujaiona.',
	"Seller's phone:": 'Simu ya muuzaji:',
	Call: 'Piga simu',

	// Sharing
	Share: 'Shiriki',
	'Copy link': 'Nakili kiungo',
	'Link to this item': 'Kiungo cha bidhaa hii',
	'Link copied!': 'Kiungo kimenakiliwa!',
	'Product link copied to clipboard': 'Kiungo cha bidhaa kimenakiliwa',
	'Failed to copy link to clipboard': 'Imeshindwa kunakili kiungo',

	// Rating the seller and reporting the listing
	'Rate seller': 'Mpe muuzaji alama',
	'Change your rating': 'Badilisha alama yako',
	'Your rating': 'Alama yako',
	'{n} star': 'Nyota {n}',
	'{n} stars': 'Nyota {n}',
	'Comment (optional)': 'Maoni (si lazima)',
	'Submit review': 'Tuma maoni',
	'Update review': 'Sasisha maoni',
	Report: 'Ripoti',
	'Why are you reporting this listing?': 'Kwa nini unaripoti tangazo hili?',
	'Misleading description': 'Maelezo ya kupotosha',
	'Counterfeit item': 'Bidhaa bandia',
	'Prohibited item': 'Bidhaa iliyopigwa marufuku',
	Spam: 'Barua taka',
	'Description (optional)': 'Maelezo (si lazima)',
	'Submit report': 'Tuma ripoti',

	// A sold or expired listing
	'this item has found a buyer.': 'bidhaa hii imepata mnunuzi.',
	'this listing has expired.': 'muda wa tangazo hili umekwisha.',
	'Similar items for sale': 'Bidhaa zinazofanana zinazouzwa',
	'More in {category}': 'Zaidi katika {category}',
	// The message a Contact's SMS and WhatsApp links prefill (engagement/contact-links.ts)
	'Hello, is "{title}" still available? I saw it on Soko: {url}': 'Habari, je "{title}" bado inapatikana? Nimeiona kwenye Soko: {url}',
}
