import type { Database } from '#db/database.ts'
import type { BrowseQuery } from './browse-query.ts'
import { activeFilters } from './browse-filters.ts'
import { browseListings, latestListings, newestMatches } from '../listings/listings.server.ts'
import { correctedSearch } from './spelling.server.ts'

const SIMILAR = 4

/**
 * /browse's results. When the words find nothing, a typo is forgiven: the corrected search's results, saying so
 * (`correctedFrom`). When nothing is found still, `similar` items: the newest matches of the words without the
 * filters (`similarMatchWords`), else the newest listings.
 */
export async function browseResults(db: Database, query: BrowseQuery) {
	const found = await browseListings(db, query)
	if (found.total || !query.q) return { ...found, query, correctedFrom: null, similar: [], similarMatchWords: false }
	// The newest of them, whatever the sort: walking the price index for an item dearer than most (a sofa, cheapest
	// first) read most of the catalogue before four matched.
	const unfiltered = Object.keys(activeFilters(query)).length ? await newestMatches(db, { q: query.q, limit: SIMILAR }) : []
	// Words that find listings together each find some alone: no typo to correct (correctedSearch would say null).
	if (!unfiltered.length) {
		const corrected = await correctedSearch(db, query.q)
		if (corrected) {
			const again = await browseListings(db, { ...query, q: corrected })
			if (again.total) return { ...again, query: { ...query, q: corrected }, correctedFrom: query.q, similar: [], similarMatchWords: false }
		}
	}
	const similar = unfiltered.length ? unfiltered : await latestListings(db, { limit: SIMILAR })
	return { ...found, query, correctedFrom: null, similar, similarMatchWords: unfiltered.length > 0 }
}
