import { useState } from 'react'
import { PRICE_SLIDER } from '#app/domain/recommendations/preference-rules.ts'
import { formatKsh } from '#app/utils/format.ts'
import { ErrorList, fieldErrors, type FormState } from '../forms.tsx'
import { useT } from '#app/i18n/use-t.ts'

/** One end of the price slider (spec 1 §5): 0 to 100,000 shillings in steps of 1,000; its value shown beside it. */
export function PriceEnd({ name, label, value, state }: { name: string; label: string; value: number; state: FormState }) {
	const t = useT()
	const [shown, setShown] = useState(value)
	const errors = fieldErrors(state, name)
	const id = `f-${name}`
	const amount = shown >= PRICE_SLIDER.max ? t('No limit') : formatKsh(shown * 100)
	return (
		<div className="field">
			{/* The value beside the label, not inside it: a label names one control, and <output> is one too. */}
			<span>
				<label htmlFor={id}>{label}</label>: <output htmlFor={id}>{amount}</output>
			</span>
			<input
				id={id}
				type="range"
				name={name}
				min={PRICE_SLIDER.min}
				max={PRICE_SLIDER.max}
				step={PRICE_SLIDER.step}
				defaultValue={value}
				onInput={(e) => setShown(Number(e.currentTarget.value))}
				aria-valuetext={amount}
				aria-invalid={errors?.length ? true : undefined}
				aria-describedby={errors?.length ? `${id}-error` : undefined}
				style={{ padding: 0 }}
			/>
			<ErrorList id={`${id}-error`} errors={errors} />
		</div>
	)
}
