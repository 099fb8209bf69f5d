import { z } from 'zod'
import { CASE_PRIORITIES, CASE_STATUSES } from '#db/enums.ts'
import { plainTextField } from '#app/utils/plain-text.ts'

/** A fraud case, opened (POST /api/admin/cases) and changed (PATCH /api/admin/cases/{id}): spec 2 §3 "Case", §4. */

export const CASE_TEXT_MAX = 5000
export const CASE_STATUSES_NEEDING_RESOLUTION = ['RESOLVED', 'CLOSED'] as const

const blankIsMissing = (value: unknown) => (value === '' || value === null ? undefined : value)

function text(name: string, max: number) {
	return plainTextField(z.string({ error: `${name} must be text` }).trim().max(max, `${name} must be at most ${max} characters`), { multiline: true })
}

/** A record's id as JSON has it (12) or a form sends it ("12"); left out, null or blank is none. */
function optionalId(name: string) {
	const message = `${name} must be a positive whole number`
	return z.preprocess(
		(value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : blankIsMissing(value)),
		z.number({ error: message }).int(message).positive(message).optional(),
	)
}

export const CaseCreateSchema = z.object({
	title: plainTextField(z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(255, 'Title must be at most 255 characters')),
	description: z.preprocess((value) => value ?? undefined, text('Description', CASE_TEXT_MAX).optional().default('')),
	priority: z.preprocess(blankIsMissing, z.enum(CASE_PRIORITIES, { error: `Priority must be one of ${CASE_PRIORITIES.join(', ')}` }).default('MEDIUM')),
	relatedListingId: optionalId('relatedListingId'),
	relatedUserId: optionalId('relatedUserId'),
	/** A conversation attached to the case: admins may read it while it is (conversations/admin-read.server.ts). */
	relatedConversationId: optionalId('relatedConversationId'),
})

export type CaseCreateInput = z.output<typeof CaseCreateSchema>

export const CaseUpdateSchema = z
	.object({
		status: z.preprocess(blankIsMissing, z.enum(CASE_STATUSES, { error: `Status must be one of ${CASE_STATUSES.join(', ')}` }).optional()),
		priority: z.preprocess(blankIsMissing, z.enum(CASE_PRIORITIES, { error: `Priority must be one of ${CASE_PRIORITIES.join(', ')}` }).optional()),
		assignedTo: optionalId('assignedTo'),
		evidence: z.preprocess(blankIsMissing, text('Evidence', CASE_TEXT_MAX).pipe(z.string().min(1, 'Evidence must not be empty')).optional()),
		resolution: z.preprocess(blankIsMissing, text('Resolution', CASE_TEXT_MAX).optional()),
	})
	.refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Nothing to change: give status, priority, assignedTo, evidence or resolution' })

export type CaseUpdateInput = z.output<typeof CaseUpdateSchema>

/** GET /api/admin/cases?status=&priority= */
export const CaseFiltersSchema = z.object({
	status: z.preprocess(blankIsMissing, z.enum(CASE_STATUSES, { error: `Status must be one of ${CASE_STATUSES.join(', ')}` }).optional()),
	priority: z.preprocess(blankIsMissing, z.enum(CASE_PRIORITIES, { error: `Priority must be one of ${CASE_PRIORITIES.join(', ')}` }).optional()),
})
