import { z } from 'zod'

/**
 * The state wanted: `saved` true or false (the form sends "true"/"false"); left out, a toggle. An explicit state makes
 * a replayed request (the offline queue, a double tap) answer the same.
 */
export const SaveSchema = z.object({
	saved: z
		.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], { error: 'saved must be true or false' })
		.optional(),
})
