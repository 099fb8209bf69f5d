/**
 * Past this many matches a search says "1,000+ items found" instead of counting on: counting (and paging through)
 * every match of a common word grows with the catalogue. Shared by the server's count and the Browse page's line.
 */
export const SEARCH_COUNT_CAP = 1_000
