import { Form } from 'react-router'
import { ITEM_CONDITIONS, type AlertFrequency } from '#db/enums.ts'
import { BUYER_ALERT_LIMITS, BUYER_PLANS, type BuyerPlan } from '#app/domain/alerts/plan.ts'
import { CATEGORIES } from '#app/domain/listings/categories.ts'
import { KENYAN_TOWNS } from '#app/domain/listings/towns.ts'
import { formatCondition } from '#app/utils/format.ts'
import { ErrorList, Field, FormError, SelectField, fieldErrors, initial, initialList, type FormState } from '../forms.tsx'
import { Choices } from '../recommendations/preferences-form.tsx'
import { FREQUENCY_LABELS } from './alert-summary.ts'
import { KeywordField } from './keyword-field.tsx'
import { useT } from '#app/i18n/use-t.ts'

const CATEGORY_OPTIONS = CATEGORIES.map((c) => ({ value: c.slug, label: c.label }))
const CONDITION_OPTIONS = ITEM_CONDITIONS.map((c) => ({ value: c, label: formatCondition(c) }))
const TOWN_OPTIONS = KENYAN_TOWNS.map((t) => ({ value: t, label: t }))
const FREQUENCIES = Object.keys(FREQUENCY_LABELS) as AlertFrequency[]

/** How often matches are sent; INSTANT shows on BASIC too, switched off and marked PREMIUM (the server refuses it anyway). */
function FrequencyChoice({ plan, state }: { plan: BuyerPlan; state: FormState }) {
	const t = useT()
	const allowed: readonly AlertFrequency[] = BUYER_PLANS[plan].frequencies
	const chosen = initial(state, 'frequency') ?? allowed[0]
	const errors = fieldErrors(state, 'frequency')
	return (
		<fieldset className="choices" aria-describedby={errors?.length ? 'frequency-error' : undefined}>
			<legend>{t('How often')}</legend>
			{FREQUENCIES.map((f) => (
				<label key={f}>
					<input type="radio" name="frequency" value={f} defaultChecked={f === chosen} disabled={!allowed.includes(f)} />
					{t(FREQUENCY_LABELS[f])}
					{allowed.includes(f) ? null : <span className="badge">PREMIUM</span>}
				</label>
			))}
			<ErrorList id="frequency-error" errors={errors} />
		</fieldset>
	)
}

/** The buyer alert form (spec 2 §3/§5): only the name is required; prices as typed ("15,000"); radius defaults to 50 km. */
export function AlertForm({ plan, state }: { plan: BuyerPlan; state: FormState }) {
	const t = useT()
	const translated = (options: readonly { value: string; label: string }[]) => options.map((o) => ({ ...o, label: t(o.label) }))
	return (
		<Form method="post" action="/buyer-dashboard?tab=alerts" className="panel" aria-labelledby="create-title">
			<h2 id="create-title">{t('Create an alert')}</h2>
			<FormError state={state} />
			<input type="hidden" name="intent" value="create" />
			<Field label={t('Alert name')} name="name" state={state} required maxLength={BUYER_ALERT_LIMITS.nameMax} hint={t('For example: Phone under 20k')} />
			<KeywordField state={state} />
			<details className="alert-more" open={Boolean(state)}>
				<summary>{t('Categories, price, place and condition')}</summary>
				<Choices legend={t('Categories')} name="categories" options={translated(CATEGORY_OPTIONS)} chosen={initialList(state, 'categories')} state={state} />
				<fieldset className="choices">
					<legend>{t('Price (KSh)')}</legend>
					<div className="pair">
						<Field label={t('Minimum')} name="minPrice" state={state} inputMode="numeric" maxLength={12} placeholder={t('Any')} />
						<Field label={t('Maximum')} name="maxPrice" state={state} inputMode="numeric" maxLength={12} placeholder={t('Any')} />
					</div>
				</fieldset>
				<div className="pair">
					<SelectField label={t('Town')} name="location" state={state} options={TOWN_OPTIONS} placeholder={t('Anywhere in Kenya')} />
					<Field
						label={t('Within (km)')}
						name="locationRadius"
						state={state}
						type="number"
						min={1}
						max={BUYER_ALERT_LIMITS.radiusMax}
						defaultValue={initial(state, 'locationRadius') ?? BUYER_ALERT_LIMITS.radiusDefault}
						hint={t('Measured between town centres')}
					/>
				</div>
				<Choices legend={t('Condition')} name="conditions" options={translated(CONDITION_OPTIONS)} chosen={initialList(state, 'conditions')} state={state} />
			</details>
			<FrequencyChoice plan={plan} state={state} />
			<button className="btn btn-primary" type="submit">
				{t('Create alert')}
			</button>
		</Form>
	)
}
