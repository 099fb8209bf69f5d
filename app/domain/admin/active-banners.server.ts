import type { Database } from '#db/database.ts'

/** Does a banner aimed at `targets` show on `path`? No targets means every page; a target covers its sub-paths. */
export function bannerTargets(targets: string[], path: string) {
	if (!targets.length) return true
	return targets.some((t) => path === t || (t !== '/' && path.startsWith(`${t}/`)))
}

/** ACTIVE banners whose dates include now and whose target pages include `path`. */
export async function activeBanners(db: Database, { path }: { path: string }) {
	const now = new Date().toISOString()
	const rows = await db
		.selectFrom('banners')
		.select(['id', 'title', 'content', 'type', 'status', 'start_date', 'end_date', 'target_pages'])
		.where('status', '=', 'ACTIVE')
		.where('start_date', '<=', now)
		.where('end_date', '>=', now)
		.orderBy('start_date', 'desc')
		.execute()
	return rows
		.map((b) => ({ ...b, target_pages: JSON.parse(b.target_pages) as string[] }))
		.filter((b) => bannerTargets(b.target_pages, path))
}
