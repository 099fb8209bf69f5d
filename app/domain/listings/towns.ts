/**
 * Where a listing is (issue 8): a town from this list -- the main town of each of Kenya's 47 counties, and the big
 * towns people name instead of their county's (Thika, Malindi, Naivasha, Ruiru) -- plus an optional area typed freely
 * ("Westlands"). Stored as `location` "Westlands, Nairobi" (the spec's one field) and `town` "Nairobi" (the filter's).
 */
export const KENYAN_TOWNS = [
	'Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Thika', 'Machakos', 'Meru', 'Nyeri', 'Kericho',
	'Kakamega', 'Kisii', 'Kitale', 'Malindi', 'Naivasha', 'Nanyuki', 'Ruiru', 'Embu', 'Garissa', 'Bungoma',
	'Busia', 'Homa Bay', 'Migori', 'Kajiado', 'Narok', 'Bomet', 'Kiambu', "Murang'a", 'Kerugoya', 'Ol Kalou',
	'Kitui', 'Wote', 'Voi', 'Kwale', 'Kilifi', 'Lamu', 'Hola', 'Wajir', 'Mandera', 'Marsabit',
	'Isiolo', 'Chuka', 'Lodwar', 'Kapenguria', 'Maralal', 'Iten', 'Kapsabet', 'Kabarnet', 'Vihiga', 'Siaya',
	'Nyamira',
] as const

export type KenyanTown = (typeof KENYAN_TOWNS)[number]

const simple = (text: string) => text.toLowerCase().replace(/[^a-z]+/g, ' ').trim()
const byName = new Map<string, KenyanTown>(KENYAN_TOWNS.map((t) => [simple(t), t]))

/** The listed town a name stands for, in any capitalisation or punctuation ("muranga", "HOMA-BAY"), or null. */
export function toTown(value: string): KenyanTown | null {
	return byName.get(simple(value)) ?? null
}

/**
 * The town a free-text location names: the last comma-separated part that is a listed town ("Westlands, Nairobi"),
 * else one named anywhere in it ("Nakuru town"), else null (it still shows under "All of Kenya").
 */
export function townOf(location: string): KenyanTown | null {
	const parts = location.split(',').map((p) => p.trim())
	for (const part of parts.reverse()) {
		const town = toTown(part)
		if (town) return town
	}
	const words = ` ${simple(location)} `
	return KENYAN_TOWNS.find((t) => words.includes(` ${simple(t)} `)) ?? null
}

/** The `location` a form's town and area make: "Westlands, Nairobi", or the town alone. */
export function joinLocation(town: string, area: string) {
	return [area.trim(), town.trim()].filter(Boolean).join(', ')
}

/** A location's area: what comes before its town ("Westlands" of "Westlands, Nairobi"); empty when it is the town. */
export function areaOf(location: string, town: string | null) {
	if (!town) return location
	return location
		.split(',')
		.map((p) => p.trim())
		.filter((p) => toTown(p) !== town)
		.join(', ')
}
