/**
 * SQLite's two full-text indexes (migration 0028, and each instance's own on PostgreSQL: local-index/) keep their
 * entries in a sort order: an entry's rowid is a sort key times ID_SPAN plus the listing's id, the key being the
 * seconds since 2024 of created_at (ties within a second go by id, the order listings are made in) or the price in
 * cents. The id is the rowid's low bits.
 */
export const ID_SPAN = 536_870_912
const EPOCH_2024 = 1_704_067_200

/** A listing's two rowids, as 0028's triggers compute them (64-bit: past JavaScript's safe integers). */
export function sortKeysOf(listing: { id: number; created_at: string; price_cents: number }) {
	const seconds = Math.floor(Date.parse(listing.created_at) / 1000) - EPOCH_2024
	const id = BigInt(listing.id)
	return { byTime: BigInt(seconds) * BigInt(ID_SPAN) + id, byPrice: BigInt(listing.price_cents) * BigInt(ID_SPAN) + id }
}
