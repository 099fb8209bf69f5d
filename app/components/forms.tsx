import { useEffect, useRef, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { useT } from '#app/i18n/use-t.ts'

/** What an action answered for a form that failed validation (see app/utils/forms.server.ts). */
export type FormState = {
	error?: Record<string, string[] | null> | null
	initialValue?: Record<string, unknown> | null
} | undefined

export function fieldErrors(state: FormState, name: string) {
	return state?.error?.[name] ?? undefined
}

export function initial(state: FormState, name: string) {
	const value = state?.initialValue?.[name]
	return typeof value === 'string' ? value : undefined
}

/** What was sent for a field that may repeat (checkboxes, list fields): every value, one string per value. */
export function initialList(state: FormState, name: string) {
	const value = state?.initialValue?.[name]
	return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && v !== '')
}

/** The state a page's form left, when that form (by its `intent`) was the one posted; else nothing. */
export function stateOf(state: FormState, ...intents: string[]): FormState {
	const intent = state?.initialValue?.intent
	return typeof intent === 'string' && intents.includes(intent) ? state : undefined
}

/** A field's or a form's errors, in the page's language (the server's messages are the dictionary's keys). */
export function ErrorList({ id, errors }: { id: string; errors?: string[] | null }) {
	const t = useT()
	if (!errors?.length) return null
	return (
		<ul id={id} className="field-errors" role="alert">
			{errors.map((e) => (
				<li key={e}>{t(e)}</li>
			))}
		</ul>
	)
}

type Common = { label: ReactNode; name: string; state?: FormState; hint?: ReactNode }

function useFieldIds(name: string, errors?: string[] | null, hint?: ReactNode) {
	const id = `f-${name}`
	const describedBy = [errors?.length ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ')
	return { id, describedBy: describedBy || undefined }
}

export function Field({ label, name, state, hint, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
	const errors = fieldErrors(state, name)
	const { id, describedBy } = useFieldIds(name, errors, hint)
	return (
		<div className="field">
			<label htmlFor={id}>{label}</label>
			<input
				id={id}
				name={name}
				defaultValue={input.type === 'password' ? undefined : initial(state, name)}
				aria-invalid={errors?.length ? true : undefined}
				aria-describedby={describedBy}
				{...input}
			/>
			{hint ? <p id={`${id}-hint`} className="hint">{hint}</p> : null}
			<ErrorList id={`${id}-error`} errors={errors} />
		</div>
	)
}

/** A textarea; `counted` adds a live "n/max characters" line (from maxLength) once JS runs, and the limit as a hint before. */
export function TextareaField({
	label,
	name,
	state,
	hint,
	counted = false,
	...input
}: Common & { counted?: boolean } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
	const errors = fieldErrors(state, name)
	const start = initial(state, name) ?? (typeof input.defaultValue === 'string' ? input.defaultValue : '')
	const [length, setLength] = useState(start.length)
	const hydrated = useHydrated()
	const t = useT()
	const max = input.maxLength
	const counter = counted && max ? (hydrated ? t('{length}/{max} characters', { length, max }) : t('Up to {max} characters', { max })) : null
	const { id, describedBy } = useFieldIds(name, errors, hint ?? counter)
	return (
		<div className="field">
			<label htmlFor={id}>{label}</label>
			<textarea
				id={id}
				name={name}
				aria-invalid={errors?.length ? true : undefined}
				aria-describedby={describedBy}
				{...input}
				defaultValue={start}
				onInput={counted ? (e) => setLength(e.currentTarget.value.length) : input.onInput}
			/>
			{hint ?? counter ? (
				<p id={`${id}-hint`} className="hint" aria-live={counter ? 'polite' : undefined}>
					{hint ?? counter}
				</p>
			) : null}
			<ErrorList id={`${id}-error`} errors={errors} />
		</div>
	)
}

type SelectOption = { value: string; label: string }

/** An enumeration's values as options, labelled as words: "INVESTIGATING" reads "Investigating". */
export const enumOptions = (values: readonly string[]): SelectOption[] =>
	values.map((value) => ({ value, label: value.charAt(0) + value.slice(1).toLowerCase() }))

export function SelectField({
	label,
	name,
	state,
	hint,
	options = [],
	groups = [],
	placeholder,
	...select
}: Common &
	SelectHTMLAttributes<HTMLSelectElement> & {
		options?: readonly SelectOption[]
		/** Options under headings (`<optgroup>`), after `options`. */
		groups?: readonly { label: string; options: readonly SelectOption[] }[]
		placeholder?: string
	}) {
	const errors = fieldErrors(state, name)
	const { id, describedBy } = useFieldIds(name, errors, hint)
	return (
		<div className="field">
			<label htmlFor={id}>{label}</label>
			<select
				id={id}
				name={name}
				defaultValue={initial(state, name) ?? ''}
				aria-invalid={errors?.length ? true : undefined}
				aria-describedby={describedBy}
				{...select}
			>
				{placeholder !== undefined ? <option value="">{placeholder}</option> : null}
				{options.map((o) => (
					<option key={o.value} value={o.value}>
						{o.label}
					</option>
				))}
				{groups.map((g) => (
					<optgroup key={g.label} label={g.label}>
						{g.options.map((o) => (
							<option key={o.value} value={o.value}>
								{o.label}
							</option>
						))}
					</optgroup>
				))}
			</select>
			{hint ? <p id={`${id}-hint`} className="hint">{hint}</p> : null}
			<ErrorList id={`${id}-error`} errors={errors} />
		</div>
	)
}

/** An error for the whole form (the '' key), e.g. "Invalid phone number or password". */
/**
 * The form's own errors, at its top. With JavaScript a refused form is not reloaded and the page stays where its
 * button was, often a screen below: the first field refused (else the first error) is brought into sight and focused.
 */
export function FormError({ state }: { state: FormState }) {
	const mark = useRef<HTMLSpanElement>(null)
	useEffect(() => {
		const form = state?.error ? mark.current?.closest('form') : null
		const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('.field-errors')
		first?.scrollIntoView({ block: 'center' })
		first?.focus({ preventScroll: true })
	}, [state])
	return (
		<>
			<span ref={mark} hidden />
			<ErrorList id="form-error" errors={fieldErrors(state, '')} />
		</>
	)
}
