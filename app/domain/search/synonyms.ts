/**
 * Words that mean the same thing to a Kenyan buyer, in English, Swahili and Sheng: typing any of them finds listings
 * that use another. Each group also names the subcategory slug words the index holds ("phones" is in
 * mobile-phones-tablets), so a "Tecno Spark 10" that never says "phone" is found by "simu".
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
	['phone', 'phones', 'simu', 'smartphone', 'smartphones', 'mobile', 'cellphone', 'handset', 'rununu', 'kabambe'],
	['tablet', 'tab', 'ipad'],
	['laptop', 'laptops', 'computer', 'computers', 'kompyuta', 'notebook', 'pc'],
	['tv', 'tvs', 'television', 'runinga', 'telly'],
	['speaker', 'speakers', 'woofer', 'subwoofer', 'soundbar'],
	['earphones', 'earbuds', 'headphones', 'headset', 'freepods'],
	['fridge', 'refrigerator', 'friji', 'freezer'],
	['cooker', 'jiko', 'stove', 'gas cooker'],
	['sofa', 'couch', 'kochi', 'seater'],
	['bed', 'kitanda'],
	['mattress', 'godoro'],
	['chair', 'chairs', 'kiti', 'viti'],
	['table', 'meza'],
	['car', 'cars', 'gari', 'magari', 'vehicle'],
	['motorbike', 'motorcycle', 'pikipiki', 'boda'],
	['bicycle', 'bike', 'baiskeli'],
	['shoes', 'shoe', 'viatu', 'kiatu', 'sneakers', 'boots'],
	['clothes', 'clothing', 'nguo', 'mtumba'],
	['dress', 'rinda'],
	['book', 'books', 'kitabu', 'vitabu', 'textbook'],
	['bag', 'mkoba', 'handbag'],
	['watch', 'saa'],
	['charger', 'chaja'],
	['tank', 'tenki'],
	['console', 'consoles', 'playstation', 'ps4', 'ps5'],
	['mpesa', 'm-pesa'],
]

/** Words that say nothing about the item ("used laptop for sale"): dropped unless they are all that was typed. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
	'a', 'an', 'and', 'the', 'for', 'of', 'in', 'on', 'with', 'to', 'at', 'by', 'sale', 'used', 'second', 'hand',
	'secondhand', 'cheap', 'buy', 'selling', 'na', 'ya', 'wa', 'kwa', 'za', 'la', 'cha', 'bei', 'nafuu', 'kuuza',
])

const groupOf = new Map<string, readonly string[]>()
for (const group of SYNONYM_GROUPS) for (const word of group) groupOf.set(word, group)

/** The word and every word that means the same. */
export function synonymsOf(word: string): readonly string[] {
	return groupOf.get(word) ?? [word]
}
