import { z } from 'zod'
import { ITEM_CONDITIONS } from '#db/enums.ts'
import { plainTextField } from '#app/utils/plain-text.ts'
import { toCategorySlug, usualTownSpelling, type CategorySlug } from '../listings/categories.ts'
import { MAX_LOCATIONS, PRICE_SLIDER, type Preferences } from './preference-rules.ts'


const list = (value: unknown) => (value === undefined || value === null ? [] : value)

const category = z.string().transform((value, ctx) => {
	const slug = toCategorySlug(value)
	if (!slug) ctx.addIssue({ code: 'custom', message: `Unknown category: ${value.slice(0, 40)}` })
	return slug as CategorySlug
})

/** A town as typed; a suggested one (spec 1 §3) in its usual spelling, so "nairobi" and "Nairobi" are one place. */
const location = plainTextField(z.string().trim().min(1, 'A location cannot be empty').max(50, 'A location is at most 50 characters')).transform(usualTownSpelling)

const sliderEnd = z.preprocess(
	(value) => (value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
	z
		.number({ message: 'Price must be a number' })
		.int('Price must be whole shillings')
		.min(PRICE_SLIDER.min, `Price must be at least ${PRICE_SLIDER.min}`)
		.max(PRICE_SLIDER.max, `Price must be at most ${PRICE_SLIDER.max}`)
		.multipleOf(PRICE_SLIDER.step, `Price moves in steps of ${PRICE_SLIDER.step}`)
		.nullable(),
)

const unique = <T>(values: T[], key: (v: T) => string = String) => [...new Map(values.map((v) => [key(v), v])).values()]

/**
 * Recommendation preferences (spec 1 §3, §5), for the API's PUT and the preferences form alike. Prices are shillings;
 * a minimum of 0 and a maximum of 100,000 are the slider's ends and are stored as unset (null).
 */
export const PreferencesSchema = z
	.object({
		preferred_categories: z.preprocess(list, z.array(category).max(16)),
		preferred_locations: z.preprocess(list, z.array(location).max(MAX_LOCATIONS, `At most ${MAX_LOCATIONS} locations`)),
		preferred_conditions: z.preprocess(list, z.array(z.enum(ITEM_CONDITIONS, { message: 'Unknown condition' })).max(ITEM_CONDITIONS.length)),
		price_range_min: sliderEnd,
		price_range_max: sliderEnd,
	})
	.refine((p) => p.price_range_min === null || p.price_range_max === null || p.price_range_min <= p.price_range_max, {
		message: 'The minimum price must not be more than the maximum',
		path: ['price_range_max'],
	})
	.transform((p): Preferences => ({
		preferred_categories: unique(p.preferred_categories),
		preferred_locations: unique(p.preferred_locations, (l) => l.toLowerCase()),
		preferred_conditions: unique(p.preferred_conditions),
		price_range_min: p.price_range_min === PRICE_SLIDER.min ? null : p.price_range_min,
		price_range_max: p.price_range_max === PRICE_SLIDER.max ? null : p.price_range_max,
	}))

/** The preferences form as the schema reads it: ticked boxes, the suggested towns plus any typed (comma-separated). */
export function preferencesFromForm(form: FormData) {
	const typed = form.getAll('custom_locations').flatMap((v) => String(v).split(','))
	return {
		preferred_categories: form.getAll('preferred_categories').map(String),
		preferred_locations: [...form.getAll('preferred_locations').map(String), ...typed.filter((t) => t.trim())],
		preferred_conditions: form.getAll('preferred_conditions').map(String),
		price_range_min: form.get('price_range_min') ?? null,
		price_range_max: form.get('price_range_max') ?? null,
	}
}
