import type { ComponentType, ReactNode } from 'react'
import { CATEGORIES, TOWNS } from '#app/domain/listings/categories.ts'
import { ITEM_CONDITIONS } from '#db/enums.ts'
import { PRICE_SLIDER, type Preferences } from '#app/domain/recommendations/preference-rules.ts'
import { formatCondition } from '#app/utils/format.ts'
import { ErrorList, FormError, fieldErrors, type FormState } from '../forms.tsx'
import { PriceEnd } from './price-end.tsx'
import { useT } from '#app/i18n/use-t.ts'

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 170px), 1fr))', gap: '0 12px' } as const

export function Choices({ legend, name, options, chosen, state }: { legend: string; name: string; options: readonly { value: string; label: string }[]; chosen: readonly string[]; state: FormState }) {
	const errors = fieldErrors(state, name)
	return (
		<fieldset className="choices" aria-describedby={errors?.length ? `${name}-error` : undefined} style={{ border: 0, padding: 0, margin: '0 0 12px' }}>
			<legend style={{ fontWeight: 700 }}>{legend}</legend>
			<div style={grid}>
				{options.map((o) => (
					<label key={o.value}>
						<input type="checkbox" name={name} value={o.value} defaultChecked={chosen.includes(o.value)} />
						{o.label}
					</label>
				))}
			</div>
			<ErrorList id={`${name}-error`} errors={errors} />
		</fieldset>
	)
}

/**
 * The recommendation preferences (spec 1 §3, §5): categories, towns (the suggested ones, plus any typed), conditions
 * and a price range. Posted to /recommendations/preferences by the page's form or the dialog's fetcher.
 */
export function PreferencesForm({
	preferences,
	state,
	busy,
	redirectTo,
	FormComponent,
}: {
	preferences: Preferences
	state: FormState
	busy: boolean
	/** Where a post made before JavaScript runs comes back to. */
	redirectTo?: string
	FormComponent: ComponentType<{ method: 'post'; action: string; children: ReactNode }>
}) {
	const t = useT()
	const custom = preferences.preferred_locations.filter((l) => !(TOWNS as readonly string[]).includes(l))
	return (
		<FormComponent method="post" action="/recommendations/preferences">
			<FormError state={state} />
			{redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
			<Choices legend={t('Categories')} name="preferred_categories" options={CATEGORIES.map((c) => ({ value: c.slug, label: t(c.label) }))} chosen={preferences.preferred_categories} state={state} />
			<Choices legend={t('Locations')} name="preferred_locations" options={[...TOWNS, ...custom].map((t) => ({ value: t, label: t }))} chosen={preferences.preferred_locations} state={state} />
			<div className="field">
				<label htmlFor="f-custom_locations">{t('Other towns (separate them with commas)')}</label>
				<input id="f-custom_locations" name="custom_locations" maxLength={300} placeholder={t('e.g. Naivasha, Kitale')} />
			</div>
			<Choices legend={t('Conditions')} name="preferred_conditions" options={ITEM_CONDITIONS.map((c) => ({ value: c, label: t(formatCondition(c)) }))} chosen={preferences.preferred_conditions} state={state} />
			<fieldset style={{ border: 0, padding: 0, margin: '0 0 12px' }}>
				<legend style={{ fontWeight: 700 }}>{t('Price range')}</legend>
				<PriceEnd name="price_range_min" label={t('Minimum price')} value={preferences.price_range_min ?? PRICE_SLIDER.min} state={state} />
				<PriceEnd name="price_range_max" label={t('Maximum price')} value={preferences.price_range_max ?? PRICE_SLIDER.max} state={state} />
			</fieldset>
			<button className="btn btn-primary" type="submit" disabled={busy}>
				{t('Save preferences')}
			</button>
		</FormComponent>
	)
}
