import { z } from 'zod'
import { numberSchema } from '#app/utils/number-schema.ts'
import { DEFAULT_FEATURE_DAYS, FEATURE_DAYS } from './feature-options.ts'

const DAYS_MESSAGE = `duration must be one of ${FEATURE_DAYS.join(', ')} days`

/** POST /api/admin/listings/{id}/feature {duration?} and the Featured page's form: 3, 7, 14 or 30 days, 7 if left out. */
export const FeatureSchema = z.object({
	duration: z.preprocess(
		(value) => (value === '' || value === undefined || value === null ? DEFAULT_FEATURE_DAYS : value),
		numberSchema(z.number({ error: DAYS_MESSAGE }).refine((days) => (FEATURE_DAYS as readonly number[]).includes(days), DAYS_MESSAGE)),
	),
})
