import type { Database } from '#db/database.ts'
import { remembered } from '../memo.server.ts'
import { SUBCATEGORIES } from '../listings/subcategories.ts'
import { CATEGORIES } from '../listings/categories.ts'
import { SYNONYM_GROUPS } from './synonyms.ts'
import { publiclyListed } from '../listings/visibility.server.ts'

const VOCABULARY_TTL_MS = 10 * 60_000
/** The newest titles the vocabulary is read from: the words of what is on sale now, at a cost that does not grow with the catalogue (every title was 1,000,000 rows read every 10 minutes). */
const VOCABULARY_TITLES = 20_000

/**
 * The words of what is on sale (with how many of the newest titles use each), the synonyms and the category names:
 * the words people may mean when they mistype one (spelling.server.ts), and those a search takes whole (fts-query.ts).
 */
export function searchVocabulary(db: Database) {
	return remembered(db, 'search-vocabulary', VOCABULARY_TTL_MS, async () => {
		const rows = await db
			.selectFrom('listings')
			.select('title')
			.where(publiclyListed)
			.orderBy('listings.created_at', 'desc')
			.limit(VOCABULARY_TITLES)
			.execute()
		const counts = new Map<string, number>()
		const add = (text: string, weight = 1) => {
			for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
				if (word.length > 2 && !/^\d+$/.test(word)) counts.set(word, (counts.get(word) ?? 0) + weight)
			}
		}
		for (const { title } of rows) add(title)
		for (const group of SYNONYM_GROUPS) for (const word of group) add(word, 5)
		for (const c of CATEGORIES) add(c.label, 5)
		for (const list of Object.values(SUBCATEGORIES)) for (const s of list) add(s.label, 5)
		return counts
	})
}
