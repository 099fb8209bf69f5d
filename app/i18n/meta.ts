import { english, translate, type Messages, type Translate } from './translate.ts'

type MatchWithMessages = { id?: string; loaderData?: unknown }
type PageData = { messages?: Messages; locale?: string } | undefined

/** A route's `meta` in the page's language: the dictionary of every matched route's data, as useT has it. */
export function metaT(matches: readonly (MatchWithMessages | undefined)[]): Translate {
	const root = matches.find((m) => m?.id === 'root')?.loaderData as PageData
	if (!root?.locale || root.locale === 'en') return english
	const messages: Messages = Object.assign({}, ...matches.map((m) => (m?.loaderData as PageData)?.messages ?? {}))
	return (text, vars, context) => translate(messages, text, vars, context)
}

/** A page's title (with " · Soko") and description, in the page's language. */
export function titleAndDescription(matches: readonly (MatchWithMessages | undefined)[], title: string, description: string) {
	const t = metaT(matches)
	return [{ title: `${t(title)} · Soko` }, { name: 'description', content: t(description) }]
}
