import { z } from 'zod'
import type { AppContext } from '#app/context.ts'
import type { SessionUser } from '#app/routes/+shared/auth.server.ts'
import { requireIntent } from '#app/utils/forms.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { DomainError } from '#app/domain/domain-error.ts'
import { adminConversationPage } from '#app/domain/conversations/admin-page.server.ts'
import { adminBlockConversation } from '#app/domain/conversations/admin-block.server.ts'
import { CONVERSATION_REPORT_NOT_FOUND, requireConversationReport, settleConversationReport } from '#app/domain/conversations/settle-report.server.ts'
import { SettleNoteSchema } from '#app/domain/trust/feedback-schemas.ts'
import { answerWithToast, firstIssue } from './page-action.server.ts'
import { pageId } from './fraud-case.server.ts'

const NOT_FOUND = 'Conversation not found'

/** The conversation's page: refused as the API refuses (404, or 403 when nothing allows reading it), else logged and shown. */
export async function loadConversationPage(context: AppContext, admin: SessionUser, idParam: string | undefined) {
	const conversationId = pageId(idParam, NOT_FOUND)
	try {
		return { conversation: await adminConversationPage(context.db, { conversationId, admin }) }
	} catch (error) {
		if (error instanceof DomainError && (error.status === 404 || error.status === 403)) throw new Response(error.message, { status: error.status })
		throw error
	}
}

const SettleSchema = z.object({ reportId: z.coerce.number({ error: CONVERSATION_REPORT_NOT_FOUND }).int().positive(CONVERSATION_REPORT_NOT_FOUND), notes: SettleNoteSchema })

const FAILED = { resolve: 'Failed to resolve the report', dismiss: 'Failed to dismiss the report', block: 'Failed to block the conversation' } as const

/** Resolve or dismiss one of its reports (with a note for the log), or block it; back to the page with a toast. */
export async function conversationAction(request: Request, context: AppContext, admin: SessionUser, idParam: string | undefined) {
	const conversationId = pageId(idParam, NOT_FOUND)
	const form = Object.fromEntries(await readForm(request))
	const intent = requireIntent(form.intent, Object.keys(FAILED) as (keyof typeof FAILED)[])
	return answerWithToast(request, context, {
		failed: FAILED[intent],
		async perform() {
			if (intent === 'block') {
				await adminBlockConversation(context.db, { conversationId, admin })
				return { title: 'Conversation blocked', variant: 'success' }
			}
			const parsed = SettleSchema.safeParse(form)
			if (!parsed.success) throw firstIssue(parsed.error)
			const report = await requireConversationReport(context.db, { reportId: parsed.data.reportId })
			if (report.conversation_id !== conversationId) throw new DomainError(CONVERSATION_REPORT_NOT_FOUND, 404)
			const resolve = intent === 'resolve'
			await settleConversationReport(context.db, { reportId: report.id, admin, outcome: resolve ? 'RESOLVED' : 'DISMISSED', note: parsed.data.notes || undefined })
			return { title: resolve ? 'Report resolved' : 'Report dismissed', variant: 'success' }
		},
	})
}
