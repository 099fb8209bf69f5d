import { z } from 'zod'
import { ITEM_CONDITIONS } from '#db/enums.ts'
import { toCategorySlug } from './categories.ts'
import { subcategoryLabel } from './subcategories.ts'
import { LISTING_LIMITS } from './limits.ts'
import { plainTextField } from '#app/utils/plain-text.ts'

const text = (label: string, max: number, { multiline = false } = {}) =>
	plainTextField(
		z
			.string({ error: `${label} is required` })
			.trim()
			.min(1, `${label} is required`)
			.max(max, `${label} must be at most ${max} characters`),
		{ multiline },
	)

/** "12,500", "12500", "12500.50" -> cents; the price is sent as entered (spec 1 §3). */
const PriceSchema = z
	.union([z.string(), z.number()], { error: 'Price is required' })
	.transform((v) => String(v).replace(/[,\s]/g, '').replace(/^KSh/i, ''))
	.pipe(
		z
			.string()
			// An empty price is missing, not also "not a number": one message.
			.min(1, { error: 'Price is required', abort: true })
			.regex(/^\d+(\.\d{1,2})?$/, 'Price must be a number, e.g. 12500')
			.transform((v) => Math.round(Number(v) * 100))
			.pipe(
				z
					.number()
					.min(100, 'Price must be at least KSh 1')
					.max(LISTING_LIMITS.priceKes * 100, `Price must be at most KSh ${LISTING_LIMITS.priceKes.toLocaleString('en-KE')}`),
			),
	)

const CategorySchema = z
	.string({ error: 'Category is required' })
	.trim()
	.min(1, 'Category is required')
	.transform((v, ctx) => {
		const slug = toCategorySlug(v)
		if (!slug) {
			ctx.addIssue({ code: 'custom', message: 'Please choose a category from the list' })
			return z.NEVER
		}
		return slug
	})

/** Optional: a known subcategory slug, or nothing ("" from a form's "Not sure" is nothing). Its category is checked
 * against the listing's where both are known (listings/subcategory.ts). */
const SubcategorySchema = z
	.string({ error: 'Please choose a subcategory from the list' })
	.trim()
	.refine((v) => v === '' || subcategoryLabel(v) !== null, 'Please choose a subcategory from the list')
	.transform((v) => v || null)

const ConditionSchema = z
	.string({ error: 'Condition is required' })
	.trim()
	.min(1, 'Condition is required')
	.transform((v) => v.toUpperCase().replace(/[\s-]+/g, '_'))
	.pipe(z.enum(ITEM_CONDITIONS, { error: 'Please choose a condition from the list' }))

/** The fields of a listing, as both the create/edit forms and the JSON API send them. */
export const ListingFieldsSchema = z.object({
	title: text('Title', LISTING_LIMITS.title),
	description: text('Description', LISTING_LIMITS.description, { multiline: true }),
	category: CategorySchema,
	subcategory: SubcategorySchema.optional(),
	price: PriceSchema,
	location: text('Location', LISTING_LIMITS.location),
	condition: ConditionSchema,
	reason: text('Reason for selling', LISTING_LIMITS.reason, { multiline: true }),
})

/** A partial edit (PATCH): the same rules for the fields sent; those left out stay as they are. */
export const ListingFieldsPatchSchema = ListingFieldsSchema.partial()

const PhotoIdsSchema = z
	.array(z.string().trim().min(1), { error: 'Please upload at least 2 photos to continue' })
	.min(LISTING_LIMITS.minPhotos, 'Please upload at least 2 photos to continue')
	.max(LISTING_LIMITS.maxPhotos, `Too many files. Maximum ${LISTING_LIMITS.maxPhotos} files allowed.`)

export const CreateListingSchema = ListingFieldsSchema.extend({
	photos: PhotoIdsSchema,
	status: z.enum(['DRAFT', 'PENDING_APPROVAL']).optional(),
})

export type ListingFields = z.output<typeof ListingFieldsSchema>
export type CreateListingInput = z.output<typeof CreateListingSchema>
