import type { AppContext } from '#app/context.ts'
import { getUser } from '#app/routes/+shared/auth.server.ts'
import { isDataRequest } from '#app/utils/data-request.ts'
import { requestLocale } from '../../i18n/locale.server.ts'
import { messagesFor, type Area } from '../../i18n/messages.server.ts'

/**
 * What a route's loader adds to its data for the page's words: `{ locale, messages }`, the messages of its areas
 * (the root sends `common`). Nothing for an English page, nor for a page's first load, which carries only the words it
 * used (render-dictionary.ts) and fetches its `areas` once it runs (area-words.ts): the areas' words ride along with a
 * navigation's data request.
 */
export async function pageMessages(request: Request, context: AppContext, areas: readonly Area[]) {
	const locale = requestLocale(request, await getUser(request, context))
	return { locale, areas, messages: isDataRequest(request) ? messagesFor(locale, areas) : {} }
}
