import { Form } from 'react-router'
import { CATEGORIES, TOWNS } from '#app/domain/listings/categories.ts'
import { PRICE_SLIDER } from '#app/domain/recommendations/preference-rules.ts'
import type { TabSlug } from '#app/domain/recommendations/kinds.ts'
import { Choices } from './preferences-form.tsx'
import { PriceEnd } from './price-end.tsx'
import { useT } from '#app/i18n/use-t.ts'

export type FilterValues = { categories: string[]; minPrice: number; maxPrice: number; location: string }

/**
 * The panel's collapsible filters (spec 1 §2): the 16 categories, a price slider and a location. A GET form, so the
 * filtered list has its own address and works without JavaScript; open while any filter is on.
 */
export function FiltersForm({ tab, values, active }: { tab: TabSlug; values: FilterValues; active: boolean }) {
	const t = useT()
	return (
		<details className="panel" open={active} style={{ marginBottom: 12 }}>
			<summary style={{ minHeight: 44, display: 'flex', alignItems: 'center', fontWeight: 700, cursor: 'pointer' }}>
				{t('Filters')}
			</summary>
			<Form method="get" action="/recommendations">
				{tab === 'all' ? null : <input type="hidden" name="type" value={tab} />}
				<Choices legend={t('Categories')} name="categories" options={CATEGORIES.map((c) => ({ value: c.slug, label: t(c.label) }))} chosen={values.categories} state={undefined} />
				<PriceEnd name="minPrice" label={t('Minimum price')} value={values.minPrice} state={undefined} />
				<PriceEnd name="maxPrice" label={t('Maximum price')} value={values.maxPrice} state={undefined} />
				<div className="field">
					<label htmlFor="f-location">{t('Location')}</label>
					<input id="f-location" name="location" list="towns" defaultValue={values.location} maxLength={60} placeholder={t('Any location')} />
					<datalist id="towns">
						{TOWNS.map((town) => (
							<option key={town} value={town} />
						))}
					</datalist>
				</div>
				<p className="row">
					<button className="btn btn-primary" type="submit">
						{t('Apply filters')}
					</button>
					<a className="btn" href={tab === 'all' ? '/recommendations' : `/recommendations?type=${tab}`}>
						{t('Clear filters')}
					</a>
				</p>
			</Form>
		</details>
	)
}

export const NO_FILTER_VALUES: FilterValues = { categories: [], minPrice: PRICE_SLIDER.min, maxPrice: PRICE_SLIDER.max, location: '' }
