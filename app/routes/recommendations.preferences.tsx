import { appContext } from '#app/context.ts'
import { Form, Link, data, useNavigation } from 'react-router'
import type { Route } from './+types/recommendations.preferences'
import { PreferencesSchema, preferencesFromForm } from '#app/domain/recommendations/preferences-schema.ts'
import { PREFERENCES_FAILED, PREFERENCES_UPDATED } from '#app/domain/recommendations/preference-rules.ts'
import { getPreferences, savePreferences } from '#app/domain/recommendations/preferences.server.ts'
import { requireUser } from '#app/routes/+shared/auth.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { redirectTarget } from '#app/utils/safe-redirect.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { FormReply } from '#app/utils/forms.server.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { metaT } from '#app/i18n/meta.ts'
import { useT } from '#app/i18n/use-t.ts'
import { PreferencesForm } from '#app/components/recommendations/preferences-form.tsx'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches)('Recommendation preferences') + ' · Soko' }]

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const user = await requireUser(request, context)
	return { preferences: await getPreferences(context.db, { userId: user.id }), ...(await pageMessages(request, context, ['buyer', 'listings'])) }
}

/**
 * Saves the preferences (the page's form, or the dialog's fetcher) and goes back to the recommendations, made afresh
 * from them, with "Preferences updated". Refused: the form again with each field's problem.
 */
export async function action({ request, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const user = await requireUser(request, context)
	const form = await readForm(request)
	const parsed = PreferencesSchema.safeParse(preferencesFromForm(form))
	if (!parsed.success) {
		const error: Record<string, string[]> = { '': [PREFERENCES_FAILED] }
		for (const issue of parsed.error.issues) (error[String(issue.path[0] ?? '')] ??= []).push(issue.message)
		return data({ error, initialValue: null } satisfies FormReply, { status: 400 })
	}
	await savePreferences(context.db, { userId: user.id, preferences: parsed.data })
	return redirectWithToast(redirectTarget(form.get('redirectTo'), '/recommendations'), { ...PREFERENCES_UPDATED, variant: 'success' }, context.env)
}

export default function PreferencesPage({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT()
	const navigation = useNavigation()
	return (
		<section className="prose">
			<p>
				<Link to="/recommendations">{`← ${t('Recommended for you')}`}</Link>
			</p>
			<h1>{t('Recommendation preferences')}</h1>
			<p className="muted">{t('Tell us what you are looking for and where: your recommendations follow these choices.')}</p>
			<PreferencesForm preferences={loaderData.preferences} state={actionData} busy={navigation.state === 'submitting'} FormComponent={Form} />
		</section>
	)
}
