import { categoryLabel, type CategorySlug } from './categories.ts'
import { DomainError } from '../domain-error.ts'
import { subcategoryIn } from './subcategories.ts'

/** A subcategory that isn't under the listing's category: a form shows it beside its Subcategory field. */
export class SubcategoryError extends DomainError {
	readonly field = 'subcategory'
}

/**
 * The subcategory to store for a listing in `category`: the one sent if it sits under that category (null: none);
 * if none was sent (undefined), the current one while it still fits. One under another category is a 400.
 */
export function fittingSubcategory(category: CategorySlug, { sent, current = null }: { sent: string | null | undefined; current?: string | null }) {
	if (sent === undefined) return current && subcategoryIn(category, current) ? current : null
	if (sent === null || subcategoryIn(category, sent)) return sent
	throw new SubcategoryError({ text: 'Please choose a subcategory of {category}', vars: { category: { text: categoryLabel(category) } } }, 400)
}
