import { z } from 'zod'
import { numberSchema } from '#app/utils/number-schema.ts'
import { USER_ROLES } from '#db/enums.ts'
import { BULK_ACTIONS, MAX_BULK_TARGETS, NEEDS_REASON, REASON_NEEDED, SELECT_USERS, USER_STATUSES } from './user-actions.ts'

/** The users list's query (`?q=&role=&status=&page=`): an unknown role or status means "any", a bad page the first. */
export const UsersQuerySchema = z.object({
	q: z.string().trim().max(100).catch(''),
	role: z.enum(USER_ROLES).optional().catch(undefined),
	status: z.enum(USER_STATUSES).optional().catch(undefined),
	page: z.coerce.number().int().min(1).max(10_000).catch(1),
})
export type UsersQuery = z.output<typeof UsersQuerySchema>

/** POST /api/admin/bulk-action and the Users page's bulk form: {action, targetType USER, targetIds, reason}. */
export const BulkActionSchema = z
	.object({
		action: z.enum(BULK_ACTIONS, { error: `action must be one of ${BULK_ACTIONS.join(', ')}` }),
		targetType: z.literal('USER', { error: 'targetType must be USER' }),
		targetIds: z
			.array(numberSchema(z.number({ error: 'targetIds must be user ids' }).int('targetIds must be user ids').positive('targetIds must be user ids')), {
				error: SELECT_USERS,
			})
			.min(1, SELECT_USERS)
			.max(MAX_BULK_TARGETS, `At most ${MAX_BULK_TARGETS} users at a time`)
			.transform((ids) => [...new Set(ids)]),
		reason: z.string().trim().max(500, 'The reason must be at most 500 characters').optional(),
	})
	.refine((input) => !NEEDS_REASON.includes(input.action) || Boolean(input.reason), { message: REASON_NEEDED, path: ['reason'] })
export type BulkActionInput = z.output<typeof BulkActionSchema>
