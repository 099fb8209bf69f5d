// `npm run photos:to-store`: moves a site's photos from UPLOADS_DIR to the bucket STORAGE_URL names (README: Photos on
// object storage). Safe to run again: what is already there with the same bytes is skipped, every copy is checked.
import { parseEnv } from '#app/env.server.ts'
import { movePhotosToStore } from '#app/domain/photos/store/move-to-store.server.ts'
import { photoStoreFor } from '#app/domain/photos/store/photo-store.server.ts'
import { completeShownSizes } from '#app/domain/photos/photos.server.ts'
import { knownPhotoIds } from '#app/domain/photos/refs.server.ts'
import { openConfiguredDatabase } from '#db/database.ts'

const env = parseEnv()
if (!env.STORAGE_URL) {
	console.error('Where to? Set STORAGE_URL=s3://bucket?endpoint=https://…&region=… (and AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY).')
	process.exit(1)
}
try {
	console.log(`Copying the photos in ${env.UPLOADS_DIR} to the bucket ${env.STORAGE_URL.bucket} ...`)
	const { copied, already, failed } = await movePhotosToStore({ uploadsDir: env.UPLOADS_DIR, store: photoStoreFor(env.UPLOADS_DIR), log: (line) => console.log(line) })
	console.log(`Copied ${copied} ${copied === 1 ? 'file' : 'files'}, ${already} ${already === 1 ? 'was' : 'were'} already there.`)
	if (failed.length > 0) {
		console.error(`${failed.length} copies did not match their file (run again to retry): ${failed.slice(0, 10).join(', ')}`)
		process.exit(1)
	}
	console.log('Every photo is in the bucket. Keep STORAGE_URL set on every instance; UPLOADS_DIR now keeps copies only.')
	if (env.PHOTOS_PUBLIC_URL) await makeShownSizes()
} catch (error) {
	console.error(`The move stopped: ${error instanceof Error ? error.message : String(error)}. Run it again to go on.`)
	process.exit(1)
}

/** Pages will link the sizes they show to the public address: every photo the site knows gets those it lacks. */
async function makeShownSizes() {
	const db = await openConfiguredDatabase(env)
	try {
		const ids = await knownPhotoIds(db)
		let made = 0
		const lost: string[] = []
		for (const [index, id] of ids.entries()) {
			const count = await completeShownSizes({ uploadsDir: env.UPLOADS_DIR, id })
			if (count === null) lost.push(id)
			else made += count
			if ((index + 1) % 100 === 0 || index === ids.length - 1) console.log(`${index + 1} of ${ids.length} photos have the sizes pages show`)
		}
		console.log(`Made ${made} ${made === 1 ? 'size' : 'sizes'} for ${env.PHOTOS_PUBLIC_URL}.`)
		if (lost.length > 0) console.log(`${lost.length} ${lost.length === 1 ? 'photo has' : 'photos have'} no original anywhere and stays as it is: ${lost.slice(0, 10).join(', ')}`)
	} finally {
		await db.destroy()
	}
}
