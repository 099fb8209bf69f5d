import { useState, type TextareaHTMLAttributes } from 'react'
import { fieldErrors, ErrorList, initial, type FormState } from './forms.tsx'

/** A textarea with a live "n/max" counter once JS runs; the limit is enforced by maxlength and the server anyway. */
export function CountedTextarea({
	label,
	name,
	max,
	state,
	defaultValue,
	...rest
}: { label: string; name: string; max: number; state?: FormState; defaultValue?: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
	const start = initial(state, name) ?? defaultValue ?? ''
	const [length, setLength] = useState(start.length)
	const errors = fieldErrors(state, name)
	const id = `f-${name}`
	return (
		<div className="field">
			<label htmlFor={id}>{label}</label>
			<textarea
				id={id}
				name={name}
				maxLength={max}
				defaultValue={start}
				onInput={(e) => setLength(e.currentTarget.value.length)}
				aria-invalid={errors?.length ? true : undefined}
				aria-describedby={`${id}-count${errors?.length ? ` ${id}-error` : ''}`}
				{...rest}
			/>
			<p id={`${id}-count`} className="hint" aria-live="polite">
				{length}/{max} characters
			</p>
			<ErrorList id={`${id}-error`} errors={errors} />
		</div>
	)
}
