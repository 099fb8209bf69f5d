import { apiError, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { pathId } from '#app/routes/+shared/listing-api.server.ts'
import { ANALYSIS_TYPES, fraudAnalysis, type AnalysisType } from '#app/domain/trust/fraud/alerts.server.ts'

const isAnalysisType = (type: string | undefined): type is AnalysisType => ANALYSIS_TYPES.some((t) => t === type)

/**
 * GET /api/admin/fraud-analysis/{listing|user}/{id} — the risk computed now: riskLevel, riskScore, indicators (admins
 * only; another type or a bad id 400, a missing listing or user 404).
 */
const route = apiRoute({
	async GET({ request, params, context }) {
		await requireApiUser(request, context, ['ADMIN'])
		if (!isAnalysisType(params.type)) throw apiError(400, 'Invalid type: expected listing or user')
		const id = pathId(params.id, `${params.type} id`)
		return Response.json(await fraudAnalysis(context.db, { type: params.type, id }))
	},
})

export const loader = route.loader
export const action = route.action
