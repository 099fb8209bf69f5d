import { Form } from 'react-router'
import type { ReactNode } from 'react'
import { FormError, type FormState } from './forms.tsx'
import { useT } from '#app/i18n/use-t.ts'

/** A profile form choosing where a kind of message goes: the account's email or, by SMS, its phone. */
export function ChannelForm({
	id,
	title,
	hint,
	intent,
	field,
	legend,
	current,
	phone,
	email,
	state,
}: {
	id: string
	title: string
	hint?: ReactNode
	intent: string
	field: string
	legend: string
	/** The stored choice; another value (an old PUSH) checks neither. */
	current: string
	phone: string
	email: string
	state: FormState
}) {
	const t = useT()
	const options = [
		{ value: 'EMAIL', label: t('Email to {email}', { email }) },
		{ value: 'SMS', label: t('SMS to {phone}', { phone }) },
	] as const
	return (
		<Form method="post" action="/buyer-dashboard?tab=profile" className="panel" aria-labelledby={id}>
			<h2 id={id}>{title}</h2>
			{hint}
			<FormError state={state} />
			<input type="hidden" name="intent" value={intent} />
			<fieldset className="choices">
				<legend>{legend}</legend>
				{options.map((o) => (
					<label key={o.value}>
						<input type="radio" name={field} value={o.value} defaultChecked={current === o.value} />
						{o.label}
					</label>
				))}
			</fieldset>
			<button className="btn btn-primary" type="submit">
				{t('Save')}
			</button>
		</Form>
	)
}
