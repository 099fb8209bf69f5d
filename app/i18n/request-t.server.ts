import type { Locale } from './locales.ts'
import { requestLocale } from './locale.server.ts'
import { serverT } from './messages.server.ts'

/**
 * Words in the language of the person asking: for what an action's answer says to them that was made on the server
 * from parts (`say(error.words, requestT(request))`: "Please wait 5 minutes"), which the page cannot look up whole.
 */
export function requestT(request: Request, user?: { locale: Locale | null } | null) {
	return serverT(requestLocale(request, user))
}
