import { useState } from 'react'
import { CATEGORIES } from '#app/domain/listings/categories.ts'
import { KENYAN_TOWNS } from '#app/domain/listings/towns.ts'
import { SUBCATEGORIES } from '#app/domain/listings/subcategories.ts'
import { LISTING_LIMITS } from '#app/domain/listings/limits.ts'
import { formatCondition } from '#app/utils/format.ts'
import { Field, SelectField, TextareaField, initial, type FormState } from './forms.tsx'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { useT } from '#app/i18n/use-t.ts'

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

/**
 * The subcategories of the chosen category (issue 26: the list ignored it). Without JavaScript every category's are
 * offered, grouped under their category, the chosen one's first (the server refuses one from another category); once
 * scripts run, only the chosen category's, following each change of Category.
 */
function SubcategoryField({ category, state }: { category: string; state: FormState }) {
	const t = useT()
	const hydrated = useHydrated()
	const chosen = CATEGORIES.find((c) => c.slug === category)
	const optionsOf = (c: (typeof CATEGORIES)[number]) => SUBCATEGORIES[c.slug].map((s) => ({ value: s.slug, label: t(s.label) }))
	const grouped = chosen ? [chosen, ...CATEGORIES.filter((c) => c !== chosen)] : CATEGORIES
	return (
		<SelectField
			label={t('Subcategory (optional)')}
			name="subcategory"
			{...(hydrated && chosen ? { options: optionsOf(chosen) } : { groups: grouped.map((c) => ({ label: t(c.label), options: optionsOf(c) })) })}
			placeholder={t('Not sure')}
			hint={t('Buyers filter by it: pick the one under your category')}
			state={state}
		/>
	)
}

/** The listing's fields, shared by the create and edit forms; `values` fills them when editing. */
export function ListingFields({ state, values }: { state: FormState; values?: ListingFieldValues }) {
	const filled: FormState = values && !state?.initialValue ? { initialValue: values } : state
	const t = useT()
	const [category, setCategory] = useState(initial(filled, 'category') ?? '')
	return (
		<>
			<Field label={t('Title')} name="title" required maxLength={LISTING_LIMITS.title} hint={t('Brand, model and size, e.g. “Samsung Galaxy A14, 64GB”')} state={filled} />
			<SelectField
				label={t('Category')}
				name="category"
				required
				options={CATEGORIES.map((c) => ({ value: c.slug, label: t(c.label) }))}
				placeholder={t('Choose a category')}
				state={filled}
				onChange={(event) => setCategory(event.currentTarget.value)}
			/>
			<SubcategoryField category={category} state={filled} />
			<Field label={t('Price (KES)')} name="price" required inputMode="decimal" pattern="[0-9,]+(\.[0-9]{1,2})?" placeholder="12500" state={filled} />
			<SelectField label={t('Condition')} name="condition" required options={CONDITIONS.map((c) => ({ value: c, label: t(formatCondition(c)) }))} placeholder={t('Choose a condition')} state={filled} />
			<SelectField label={t('Town')} name="location" required options={KENYAN_TOWNS.map((town) => ({ value: town, label: town }))} placeholder={t('Choose a town')} state={filled} />
			<Field label={t('Area (optional)')} name="area" maxLength={LISTING_LIMITS.location - 20} placeholder={t('e.g. Westlands')} hint={t('Estate or street, so buyers know how far it is')} state={filled} />
			<TextareaField label={t('Reason for selling')} name="reason" required maxLength={LISTING_LIMITS.reason} counted rows={3} state={filled} />
			<TextareaField label={t('Description')} name="description" required maxLength={LISTING_LIMITS.description} counted rows={6} state={filled} />
		</>
	)
}
