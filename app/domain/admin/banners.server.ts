import type { Database } from '#db/database.ts'
import type { SessionUser } from '../accounts/sessions.server.ts'
import { DomainError } from '../domain-error.ts'
import type { BannerInput } from './banner-schemas.ts'

const COLUMNS = ['id', 'title', 'content', 'type', 'status', 'start_date', 'end_date', 'target_pages', 'created_by', 'created_at', 'updated_at'] as const

function toJson<R extends { target_pages: string }>(row: R) {
	return { ...row, target_pages: JSON.parse(row.target_pages) as string[] }
}

function log(db: Database, { admin, id, action, status }: { admin: SessionUser; id: number; action: string; status: { from: string | null; to: string | null } }) {
	return db.insertInto('moderation_logs').values({ admin_id: admin.id, target_type: 'banner', target_id: id, action, from_status: status.from, to_status: status.to }).execute()
}

/** GET /api/admin/banners and the Banners page: every banner, the latest to start first. */
export async function listBanners(db: Database) {
	const rows = await db.selectFrom('banners').select(COLUMNS).orderBy('start_date', 'desc').orderBy('id', 'desc').execute()
	return rows.map(toJson)
}

export type AdminBanner = Awaited<ReturnType<typeof listBanners>>[number]

export async function getBanner(db: Database, { id }: { id: number }) {
	const row = await db.selectFrom('banners').select(COLUMNS).where('id', '=', id).executeTakeFirst()
	if (!row) throw new DomainError('Banner not found', 404)
	return toJson(row)
}

export async function createBanner(db: Database, { admin, banner }: { admin: SessionUser; banner: BannerInput }) {
	return db.transaction().execute(async (trx) => {
		const row = await trx
			.insertInto('banners')
			.values({ ...banner, target_pages: JSON.stringify(banner.target_pages), created_by: admin.id })
			.returning(COLUMNS)
			.executeTakeFirstOrThrow()
		await log(trx, { admin, id: row.id, action: 'CREATE', status: { from: null, to: row.status } })
		return toJson(row)
	})
}

/** PUT /api/admin/banners/{id}: every field replaced (those left out take their defaults, as on create). */
export async function updateBanner(db: Database, { admin, id, banner }: { admin: SessionUser; id: number; banner: BannerInput }) {
	const before = await getBanner(db, { id })
	return db.transaction().execute(async (trx) => {
		const row = await trx
			.updateTable('banners')
			.set({ ...banner, target_pages: JSON.stringify(banner.target_pages), updated_at: new Date().toISOString() })
			.where('id', '=', id)
			.returning(COLUMNS)
			.executeTakeFirst()
		if (!row) throw new DomainError('Banner not found', 404)
		await log(trx, { admin, id, action: 'UPDATE', status: { from: before.status, to: row.status } })
		return toJson(row)
	})
}

export async function deleteBanner(db: Database, { admin, id }: { admin: SessionUser; id: number }) {
	return db.transaction().execute(async (trx) => {
		const row = await trx.deleteFrom('banners').where('id', '=', id).returning(['id', 'status']).executeTakeFirst()
		if (!row) throw new DomainError('Banner not found', 404)
		await log(trx, { admin, id, action: 'DELETE', status: { from: row.status, to: null } })
		return { id }
	})
}
