import type { Route } from './+types/i18n.$locale.$area'
import { isLocale } from '#app/i18n/locales.ts'
import { DICTIONARIES, messagesFor, type Area } from '#app/i18n/messages.server.ts'

const isArea = (value: string): value is Area => Object.hasOwn(DICTIONARIES, value)

/**
 * One area's words (`/i18n/sw/listings`), fetched by a Swahili page once it runs (area-words.ts): what only shows
 * after a tap (a dialog, a toggled button, a refusal) was not in the words its first load carried. Shared and cached.
 */
export function loader({ params }: Route.LoaderArgs) {
	const { locale, area } = params
	if (!isLocale(locale) || locale === 'en' || !isArea(area)) return Response.json({ message: 'No such words' }, { status: 404 })
	return Response.json(messagesFor(locale, [area]), { headers: { 'Cache-Control': 'public, max-age=86400' } })
}
