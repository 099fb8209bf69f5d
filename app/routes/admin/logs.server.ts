import type { AppContext } from '#app/context.ts'
import { LogFiltersSchema, logFiltersOf } from '#app/domain/admin/log-filters-schema.ts'
import { logFilterChoices, searchFlags, searchModerationLogs } from '#app/domain/admin/moderation-log-search.server.ts'

/** /admin/logs: filtered moderation entries and buyers' reports; filters that don't parse are said and left out. */
export async function loadLogsPage(context: AppContext, url: URL) {
	const raw = logFiltersOf(url)
	const parsed = LogFiltersSchema.safeParse(raw)
	const filters = parsed.success ? parsed.data : LogFiltersSchema.parse({})
	const [logs, flags, choices] = await Promise.all([searchModerationLogs(context.db, filters), searchFlags(context.db, filters), logFilterChoices(context.db)])
	return {
		filterError: parsed.success ? null : (parsed.error.issues[0]?.message ?? null),
		values: Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v ?? ''])),
		logs,
		flags,
		choices,
		loadedAt: new Date().toISOString(),
	}
}
