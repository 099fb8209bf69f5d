import { translate, type Messages, type Translate } from './translate.ts'

type MatchWithMessages = { loaderData?: unknown }

/** A route's `meta` in the page's language: the dictionary of every matched route's data, as useT has it. */
export function metaT(matches: readonly (MatchWithMessages | undefined)[]): Translate {
	const messages: Messages = Object.assign({}, ...matches.map((m) => (m?.loaderData as { messages?: Messages } | undefined)?.messages ?? {}))
	return (text, vars, context) => translate(messages, text, vars, context)
}
