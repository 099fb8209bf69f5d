import { useState } from 'react'
import { CATEGORIES, categoryLabel, type CategorySlug } from '#app/domain/listings/categories.ts'
import { subcategoriesOf } from '#app/domain/listings/subcategories.ts'
import { useT } from '#app/i18n/use-t.ts'

/**
 * Browse's Category and Subcategory filters. The server renders the subcategories of the category in the address
 * (without JavaScript, a new category's come after Apply; parseBrowseQuery drops a subcategory that no longer fits);
 * with JavaScript the list follows each change of Category at once (issue 26: it kept the old category's).
 */
export function CategoryFilter({ category, subcategory }: { category: CategorySlug | undefined; subcategory: string | undefined }) {
	const t = useT()
	const [chosen, setChosen] = useState<string>(category ?? '')
	const shown = CATEGORIES.find((c) => c.slug === chosen)
	return (
		<>
			<div className="field">
				<label htmlFor="category">{t('Category')}</label>
				<select id="category" name="category" defaultValue={category ?? ''} onChange={(event) => setChosen(event.currentTarget.value)}>
					<option value="">{t('All categories')}</option>
					{CATEGORIES.map((c) => (
						<option key={c.slug} value={c.slug}>
							{t(c.label)}
						</option>
					))}
				</select>
			</div>
			{shown ? (
				<div className="field">
					<label htmlFor="subcategory">{t('Subcategory')}</label>
					{/* A new key per category: a new list starts at "All of …", not at a choice from the old one. */}
					<select key={shown.slug} id="subcategory" name="subcategory" defaultValue={shown.slug === category ? (subcategory ?? '') : ''}>
						<option value="">{t('All of {category}', { category: t(categoryLabel(shown.slug)) })}</option>
						{subcategoriesOf(shown.slug).map((s) => (
							<option key={s.slug} value={s.slug}>
								{t(s.label)}
							</option>
						))}
					</select>
				</div>
			) : null}
		</>
	)
}
