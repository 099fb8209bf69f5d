import type { KenyanTown } from './towns.ts'

/** Each listed town's centre (latitude, longitude): alerts measure their radius between town centres (issue 10 §2). */
const CENTRES: Record<KenyanTown, readonly [number, number]> = {
	Nairobi: [-1.286, 36.817], Mombasa: [-4.043, 39.668], Kisumu: [-0.092, 34.768], Nakuru: [-0.303, 36.08],
	Eldoret: [0.514, 35.27], Thika: [-1.033, 37.069], Machakos: [-1.517, 37.263], Meru: [0.047, 37.649],
	Nyeri: [-0.42, 36.947], Kericho: [-0.368, 35.284], Kakamega: [0.282, 34.752], Kisii: [-0.682, 34.766],
	Kitale: [1.016, 35.006], Malindi: [-3.217, 40.117], Naivasha: [-0.717, 36.433], Nanyuki: [0.017, 37.074],
	Ruiru: [-1.146, 36.961], Embu: [-0.531, 37.45], Garissa: [-0.453, 39.646], Bungoma: [0.564, 34.561],
	Busia: [0.46, 34.111], 'Homa Bay': [-0.527, 34.457], Migori: [-1.063, 34.473], Kajiado: [-1.852, 36.776],
	Narok: [-1.078, 35.86], Bomet: [-0.782, 35.342], Kiambu: [-1.171, 36.835], "Murang'a": [-0.721, 37.153],
	Kerugoya: [-0.498, 37.28], 'Ol Kalou': [-0.273, 36.378], Kitui: [-1.367, 38.011], Wote: [-1.783, 37.633],
	Voi: [-3.396, 38.556], Kwale: [-4.174, 39.452], Kilifi: [-3.63, 39.849], Lamu: [-2.272, 40.902],
	Hola: [-1.5, 40.03], Wajir: [1.747, 40.057], Mandera: [3.937, 41.856], Marsabit: [2.335, 37.99],
	Isiolo: [0.354, 37.582], Chuka: [-0.333, 37.65], Lodwar: [3.119, 35.597], Kapenguria: [1.239, 35.112],
	Maralal: [1.097, 36.698], Iten: [0.671, 35.508], Kapsabet: [0.204, 35.105], Kabarnet: [0.492, 35.743],
	Vihiga: [0.05, 34.723], Siaya: [0.061, 34.288], Nyamira: [-0.567, 34.935],
}

const EARTH_RADIUS_KM = 6371
const radians = (degrees: number) => (degrees * Math.PI) / 180

/** The great-circle distance between two towns' centres, in kilometres. */
export function distanceKm(a: KenyanTown, b: KenyanTown) {
	const [lat1, lon1] = CENTRES[a]
	const [lat2, lon2] = CENTRES[b]
	const h = Math.sin(radians(lat2 - lat1) / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lon2 - lon1) / 2) ** 2
	return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h))
}
