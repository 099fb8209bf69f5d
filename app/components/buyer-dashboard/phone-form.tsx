import { Form, Link } from 'react-router'
import { FormError, type FormState } from '../forms.tsx'
import { PhoneField } from '../phone-field.tsx'
import { useT } from '#app/i18n/use-t.ts'

const BACK_HERE = `/verify-phone?${new URLSearchParams({ redirectTo: '/buyer-dashboard?tab=profile' })}`

/** The Profile tab's new number: a code goes to it, and it replaces the old one only once that code is entered. */
export function PhoneForm({ phone, pendingPhone, state }: { phone: string; pendingPhone: string | null; state: FormState }) {
	const t = useT()
	return (
		<Form method="post" action="/buyer-dashboard?tab=profile" className="panel" aria-labelledby="phone-title">
			<h2 id="phone-title">{t('Phone number')}</h2>
			<p>{t('Your number: {phone}', { phone })}</p>
			{pendingPhone ? (
				<p className="notice" role="status">
					{t('{phone} becomes your number when you enter the code we texted to it.', { phone: pendingPhone })} <Link to={BACK_HERE}>{t('Enter the code')}</Link>
				</p>
			) : null}
			<input type="hidden" name="intent" value="phone" />
			<FormError state={state} />
			<PhoneField
				label={t('New phone number')}
				required
				hint={t('We text a code to the new number. Your other devices are signed out when you enter it.')}
				state={state}
			/>
			<button className="btn btn-secondary" type="submit">
				{t('Change number')}
			</button>
		</Form>
	)
}
