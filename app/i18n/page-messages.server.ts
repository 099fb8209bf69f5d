import type { AppLoadContext } from 'react-router'
import { getUser } from '#app/utils/auth.server.ts'
import { requestLocale } from './locale.server.ts'
import { messagesFor, type Area } from './messages.server.ts'

/**
 * What a route's loader adds to its data for the page's words: `{ locale, messages }`, the messages of its areas
 * (the root already sends `common`). Nothing for an English page.
 */
export async function pageMessages(request: Request, context: AppLoadContext, areas: readonly Area[]) {
	const locale = requestLocale(request, await getUser(request, context))
	return { locale, messages: messagesFor(locale, areas) }
}
