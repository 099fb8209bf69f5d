import type { Database } from '#db/database.ts'
import { acceptUpload } from './uploads.server.ts'
import { fetchRemotePhoto } from './remote-photo.server.ts'
import { publicPhotosBase } from './store/photo-store.server.ts'

/** A photo's key at the end of an address: `<id>/<size>.<format>`. */
const PHOTO_KEY = /\/([a-f0-9]{24})\/[a-z0-9]+\.(?:avif|webp|jpg)$/
/** Anything with a scheme (https:, ftp:, data:, ...) is an address, never an id. */
const ADDRESS = /^[a-z][a-z\d+.-]*:/i

/**
 * The photo id for what a client gave as a photo ("Add photo by URL", spec 1 §5; the photos[] of a new listing): one
 * of our own photo addresses gives its id; any other address is fetched once, now, and stored as this user's upload
 * (limits and checks of an upload included), so pages never load a third-party image; anything else is taken as an id.
 */
export async function photoIdOf(db: Database, { uploadsDir, userId, ref }: { uploadsDir: string; userId: number; ref: string }) {
	const text = ref.trim()
	const own = ownPhotoId(text)
	if (own) return own
	if (!ADDRESS.test(text)) return text
	return (await acceptUpload(db, { uploadsDir, userId, input: () => fetchRemotePhoto(text) })).public_id
}

/** The id in one of our own photo addresses: Soko's `/photos/…`, or the bucket's public address (PHOTOS_PUBLIC_URL). */
function ownPhotoId(text: string) {
	const key = PHOTO_KEY.exec(text)
	if (!key) return null
	const base = text.slice(0, key.index)
	return base.endsWith('/photos') || base === publicPhotosBase() ? key[1]! : null
}

/** photoIdOf for each, in order and one at a time: ten outside photos never hold 100 MB at once. */
export async function photoIdsOf(db: Database, { uploadsDir, userId, refs }: { uploadsDir: string; userId: number; refs: string[] }) {
	const ids: string[] = []
	for (const ref of refs) ids.push(await photoIdOf(db, { uploadsDir, userId, ref }))
	return ids
}

/** Whether a photo id is one of ours: an upload's, or a listing's (photos a seed or a copied site placed directly). */
export async function isKnownPhoto(db: Database, id: string) {
	const found = await db
		.selectFrom('uploads')
		.select('public_id as id')
		.where('public_id', '=', id)
		.unionAll(db.selectFrom('listing_photos').select('cloudinary_id as id').where('cloudinary_id', '=', id))
		.limit(1)
		.executeTakeFirst()
	return found !== undefined
}

/** Every photo id the site knows (uploads and listings' photos), once each, in order. */
export async function knownPhotoIds(db: Database) {
	const rows = await db
		.selectFrom('uploads')
		.select('public_id as id')
		.union(db.selectFrom('listing_photos').select('cloudinary_id as id'))
		.orderBy('id')
		.execute()
	return rows.map((row) => row.id)
}
