import type { CategorySlug } from './categories.ts'

/**
 * The second level under DESIGN.md §4's 16 categories (issue 8): what Kenyan marketplaces file things under, chosen when
 * selling and offered as a filter. A slug's words are searchable (a "Tecno Spark 10" in mobile-phones-tablets is found
 * by "phones"), so slugs say what people type. `words` recognise a listing's subcategory from its title, for listings
 * posted before subcategories existed (and the demo data): the first subcategory with a word in the title wins.
 */
export const SUBCATEGORIES = {
	electronics: [
		{ slug: 'mobile-phones-tablets', label: 'Mobile phones & tablets', words: ['phone', 'iphone', 'samsung galaxy', 'tecno', 'infinix', 'itel', 'oppo', 'xiaomi', 'redmi', 'nokia', 'huawei', 'tablet', 'ipad', 'tab'] },
		{ slug: 'laptops-computers', label: 'Laptops & computers', words: ['laptop', 'elitebook', 'thinkpad', 'macbook', 'desktop', 'computer', 'monitor', 'printer'] },
		{ slug: 'tvs-audio', label: 'TVs & audio', words: ['tv', 'television', 'speaker', 'soundbar', 'home theatre', 'radio', 'earbuds', 'headphones', 'freepods'] },
		{ slug: 'cameras', label: 'Cameras', words: ['camera', 'canon', 'nikon', 'lens', 'gopro'] },
		{ slug: 'video-games', label: 'Video games & consoles', words: ['playstation', 'ps4', 'ps5', 'xbox', 'nintendo', 'console'] },
		{ slug: 'electronics-accessories', label: 'Accessories, routers & solar', words: ['router', 'mifi', 'charger', 'solar', 'power bank', 'cable'] },
	],
	clothing: [
		{ slug: 'womens-clothing', label: "Women's clothing", words: ['ladies', 'dress', 'kitenge', 'ankara', 'blouse', 'skirt'] },
		{ slug: 'mens-clothing', label: "Men's clothing", words: ["men's", 'suit', 'shirt', 'trousers'] },
		{ slug: 'shoes', label: 'Shoes', words: ['shoes', 'sneakers', 'boots', 'air force', 'sandals', 'timberland'] },
		{ slug: 'bags-jewellery', label: 'Bags & jewellery', words: ['bag', 'handbag', 'necklace', 'earrings', 'watch', 'bracelet'] },
		{ slug: 'kids-school-uniforms', label: 'Kids & school uniforms', words: ['school', 'kids', 'baby', 'age '] },
	],
	'home-garden': [
		{ slug: 'furniture', label: 'Furniture', words: ['sofa', 'bed', 'table', 'chair', 'wardrobe', 'cabinet', 'shelf', 'desk', 'mattress'] },
		{ slug: 'home-appliances', label: 'Home appliances', words: ['fridge', 'refrigerator', 'cooker', 'microwave', 'blender', 'washing machine', 'iron', 'kettle', 'oven', 'freezer'] },
		{ slug: 'kitchenware', label: 'Kitchen & dining', words: ['sufuria', 'pots', 'plates', 'cups', 'cutlery', 'jiko', 'gas cylinder'] },
		{ slug: 'decor', label: 'Decor & lighting', words: ['mirror', 'curtain', 'carpet', 'rug', 'lamp', 'decor', 'frame'] },
		{ slug: 'garden-tools', label: 'Garden & tools', words: ['garden', 'tank', 'hose', 'wheelbarrow', 'drill', 'tools', 'jembe', 'mower'] },
	],
	'sports-outdoors': [
		{ slug: 'fitness-equipment', label: 'Gym & fitness equipment', words: ['dumbbell', 'treadmill', 'weights', 'gym', 'bench'] },
		{ slug: 'bicycles', label: 'Bicycles', words: ['bicycle', 'bike', 'baiskeli'] },
		{ slug: 'ball-sports', label: 'Football & ball sports', words: ['ball', 'football', 'boots', 'jersey', 'racket', 'tennis'] },
		{ slug: 'camping-outdoors', label: 'Camping & outdoors', words: ['tent', 'camping', 'sleeping bag', 'hiking'] },
	],
	'books-media': [
		{ slug: 'school-books', label: 'School & college books', words: ['kcse', 'kcpe', 'cbc', 'grade', 'form', 'revision', 'textbook', 'class'] },
		{ slug: 'novels-other-books', label: 'Novels & other books', words: ['novel', 'book', 'by '] },
		{ slug: 'music-films', label: 'Music & films', words: ['dvd', 'cd', 'vinyl', 'film'] },
	],
	automotive: [
		{ slug: 'car-parts', label: 'Car parts & accessories', words: ['bumper', 'headlights', 'tyre', 'tyres', 'rim', 'battery', 'mirror', 'seat covers'] },
		{ slug: 'cars', label: 'Cars', words: ['toyota', 'nissan', 'mazda', 'subaru', 'car'] },
		{ slug: 'motorcycles', label: 'Motorcycles & boda bodas', words: ['motorbike', 'motorcycle', 'boda', 'pikipiki', 'helmet'] },
	],
	'beauty-personal-care': [
		{ slug: 'hair', label: 'Hair & wigs', words: ['hair', 'wig', 'braids', 'dryer', 'clipper'] },
		{ slug: 'makeup-skincare', label: 'Makeup & skincare', words: ['makeup', 'lotion', 'cream', 'perfume', 'lipstick', 'serum'] },
	],
	'toys-games': [
		{ slug: 'kids-toys', label: 'Kids toys', words: ['lego', 'doll', 'car toy', 'toy', 'scooter'] },
		{ slug: 'board-games', label: 'Board games & puzzles', words: ['board game', 'chess', 'puzzle', 'monopoly', 'scrabble', 'cards'] },
	],
	'food-beverages': [
		{ slug: 'food', label: 'Food', words: ['honey', 'rice', 'flour', 'maize', 'beans'] },
		{ slug: 'drinks', label: 'Tea, coffee & drinks', words: ['tea', 'coffee', 'juice'] },
	],
	'health-fitness': [
		{ slug: 'medical-supplies', label: 'Medical supplies', words: ['wheelchair', 'crutches', 'blood pressure', 'thermometer', 'nebuliser', 'glucose'] },
		{ slug: 'fitness-wellness', label: 'Fitness & wellness', words: ['yoga', 'scale', 'massager', 'supplement'] },
	],
	'art-crafts': [
		{ slug: 'art', label: 'Paintings & art', words: ['painting', 'canvas', 'art', 'sculpture', 'carving'] },
		{ slug: 'craft-supplies', label: 'Craft supplies', words: ['paint', 'knitting', 'sewing', 'beads', 'yarn'] },
	],
	'music-instruments': [
		{ slug: 'instruments', label: 'Instruments', words: ['guitar', 'keyboard', 'piano', 'drum', 'ukulele', 'violin', 'nyatiti'] },
		{ slug: 'audio-equipment', label: 'Sound & DJ equipment', words: ['mixer', 'microphone', 'amplifier', 'dj'] },
	],
	'office-business': [
		{ slug: 'office-furniture', label: 'Office furniture', words: ['office chair', 'desk', 'filing'] },
		{ slug: 'business-equipment', label: 'Business equipment', words: ['printer', 'photocopier', 'till', 'scale', 'safe', 'machine'] },
	],
	'travel-luggage': [{ slug: 'luggage', label: 'Suitcases & bags', words: ['suitcase', 'bag', 'backpack', 'luggage', 'trolley'] }],
	'pet-supplies': [{ slug: 'pet-supplies', label: 'Pet food & supplies', words: ['dog', 'cat', 'pet', 'kennel', 'aquarium', 'cage'] }],
	other: [{ slug: 'other', label: 'Everything else', words: [] }],
} as const satisfies Record<CategorySlug, readonly { slug: string; label: string; words: readonly string[] }[]>

export type SubcategorySlug = (typeof SUBCATEGORIES)[CategorySlug][number]['slug']

export function subcategoriesOf(category: CategorySlug): readonly { slug: SubcategorySlug; label: string }[] {
	return SUBCATEGORIES[category]
}

/** The subcategory slug if it belongs to the category, else null. */
export function subcategoryIn(category: CategorySlug, value: string): SubcategorySlug | null {
	return subcategoriesOf(category).find((s) => s.slug === value)?.slug ?? null
}

export function subcategoryLabel(slug: string | null) {
	for (const list of Object.values(SUBCATEGORIES)) {
		const found = list.find((s) => s.slug === slug)
		if (found) return found.label
	}
	return null
}

/** The subcategory a title suggests within its category (the first whose word it contains), or null. */
export function guessSubcategory(category: CategorySlug, title: string): SubcategorySlug | null {
	const text = ` ${title.toLowerCase().replace(/[^\p{L}\p{N}' ]+/gu, ' ')} `
	const found = SUBCATEGORIES[category].find((s) => s.words.some((w) => text.includes(` ${w}`)))
	return found?.slug ?? null
}
