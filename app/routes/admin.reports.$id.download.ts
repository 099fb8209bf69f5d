import { appContext } from '#app/context.ts'
import type { Route } from './+types/admin.reports.$id.download'
import { reportFile } from '#app/domain/admin/reports/reports.server.ts'
import { DomainError } from '#app/domain/domain-error.ts'
import { requireAdminPage } from './admin/loader.server.ts'

/** GET /admin/reports/{id}/download — a kept report's file, as an attachment (admins only). */
export async function loader({ request, params, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	await requireAdminPage(request, context)
	const id = Number(params.id)
	if (!Number.isSafeInteger(id) || id < 1) throw new Response('Report not found', { status: 404 })
	try {
		const file = await reportFile(context.db, { id, reportsDir: context.env.REPORTS_DIR })
		return new Response(new Uint8Array(file.bytes), {
			headers: {
				'Content-Type': file.contentType,
				'Content-Disposition': `attachment; filename="${file.filename}"`,
				'Content-Length': String(file.bytes.length),
				'Cache-Control': 'private, no-store',
				'X-Content-Type-Options': 'nosniff',
			},
		})
	} catch (error) {
		if (error instanceof DomainError) throw new Response(error.message, { status: error.status })
		throw error
	}
}
