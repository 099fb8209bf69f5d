import { CATEGORIES } from '#app/domain/categories.ts'
import { KENYAN_TOWNS } from '#app/domain/towns.ts'
import { SUBCATEGORIES } from '#app/domain/subcategories.ts'
import { LISTING_LIMITS } from '#app/domain/listing-limits.ts'
import { formatCondition } from '#app/utils/format.ts'
import { Field, SelectField, TextareaField, type FormState } from './forms.tsx'

const CONDITIONS = ['NEW', 'LIKE_NEW', 'GOOD', 'FAIR', 'POOR'] as const

export type ListingFieldValues = {
	title: string
	description: string
	category: string
	subcategory?: string | null
	price: string
	location: string
	area?: string
	condition: string
	reason: string
}

/** The listing's fields, shared by the create and edit forms; `values` fills them when editing. */
export function ListingFields({ state, values }: { state: FormState; values?: ListingFieldValues }) {
	const filled: FormState = values && !state?.initialValue ? { initialValue: values } : state
	return (
		<>
			<Field label="Title" name="title" required maxLength={LISTING_LIMITS.title} hint="Brand, model and size, e.g. “Samsung Galaxy A14, 64GB”" state={filled} />
			<SelectField label="Category" name="category" required options={CATEGORIES.map((c) => ({ value: c.slug, label: c.label }))} placeholder="Choose a category" state={filled} />
			<SelectField
				label="Subcategory (optional)"
				name="subcategory"
				groups={CATEGORIES.map((c) => ({ label: c.label, options: SUBCATEGORIES[c.slug].map((s) => ({ value: s.slug, label: s.label })) }))}
				placeholder="Not sure"
				hint="Buyers filter by it: pick the one under your category"
				state={filled}
			/>
			<Field label="Price (KES)" name="price" required inputMode="decimal" pattern="[0-9,]+(\.[0-9]{1,2})?" placeholder="12500" state={filled} />
			<SelectField label="Condition" name="condition" required options={CONDITIONS.map((c) => ({ value: c, label: formatCondition(c) }))} placeholder="Choose a condition" state={filled} />
			<SelectField label="Town" name="location" required options={KENYAN_TOWNS.map((t) => ({ value: t, label: t }))} placeholder="Choose a town" state={filled} />
			<Field label="Area (optional)" name="area" maxLength={LISTING_LIMITS.location - 20} placeholder="e.g. Westlands" hint="Estate or street, so buyers know how far it is" state={filled} />
			<TextareaField label="Reason for selling" name="reason" required maxLength={LISTING_LIMITS.reason} counted rows={3} state={filled} />
			<TextareaField label="Description" name="description" required maxLength={LISTING_LIMITS.description} counted rows={6} state={filled} />
		</>
	)
}
