import { parseEnv } from '#app/env.server.ts'
import { openConfiguredDatabase } from '#db/database.ts'
import { DEMO_BUYER, DEMO_PASSWORD, DEMO_SELLER, seedDemoData } from '#server/seed.ts'

const env = parseEnv()
const db = await openConfiguredDatabase(env)
const where = env.DATABASE_URL ? 'the PostgreSQL database' : env.DATABASE_PATH
try {
	const started = performance.now()
	const result = await seedDemoData({ db, uploadsDir: env.UPLOADS_DIR })
	const seconds = ((performance.now() - started) / 1000).toFixed(1)
	if (!result.seeded) {
		console.log(`Nothing seeded: ${result.reason} (${where}).`)
	} else {
		console.log(
			`Seeded ${where} in ${seconds} s: ${result.users} users, ${result.listings} listings, ` +
				`${result.photos} photos (in ${env.UPLOADS_DIR}), ${result.reviews} reviews, ${result.banners} banners.`,
		)
		console.log(`Demo seller: ${DEMO_SELLER.phone} / ${DEMO_PASSWORD}`)
		console.log(`Demo buyer:  ${DEMO_BUYER.phone} / ${DEMO_PASSWORD}`)
	}
} finally {
	await db.destroy()
}
