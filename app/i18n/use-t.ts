import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { useMatches, useRouteLoaderData } from 'react-router'
import { DEFAULT_LOCALE, HTML_LANG, type Locale } from './locales.ts'
import { areaWordsArrived, loadAreaWords, subscribeAreaWords } from './area-words.ts'
import { english, translate, type Messages, type Translate } from './translate.ts'

type WithMessages = { messages?: Messages; locale?: Locale; areas?: string[] } | undefined

/** The page's dictionary: the root's common entries and each matched route's own (none in English). */
function usePageMessages() {
	const matches = useMatches()
	return useMemo(() => Object.assign({}, ...matches.map((m) => (m.loaderData as WithMessages)?.messages ?? {})) as Messages, [matches])
}

/** `t('Browse')` in English is "Browse"; on a Swahili page, its Swahili, drawn again when an area's words arrive. */
export function useT(): Translate {
	const messages = usePageMessages()
	const locale = useLocale()
	const arrived = useSyncExternalStore(subscribeAreaWords, areaWordsArrived, noneArrived)
	return useMemo<Translate>(
		() => (locale === 'en' ? english : (text, vars, context) => translate(messages, text, vars, context)),
		// `arrived` is not read here but by translate, through the area words: a new function makes what uses it draw again.
		[messages, locale, arrived],
	)
}

/** The server draws before any area arrives, and so does hydration (its words are the first load's). */
const noneArrived = () => 0

export function useLocale(): Locale {
	return (useRouteLoaderData('root') as WithMessages)?.locale ?? DEFAULT_LOCALE
}

/** The Intl locale of the page (`en-KE`, `sw-KE`) for numbers and dates. */
export function useIntlLocale() {
	return HTML_LANG[useLocale()]
}

/** Once a Swahili page runs, the whole areas of the routes shown come (area-words.ts): for what a tap may show. */
export function useAreaWords() {
	const matches = useMatches()
	const locale = useLocale()
	const areas = matches.flatMap((m) => (m.loaderData as WithMessages)?.areas ?? []).join(',')
	useEffect(() => {
		if (locale !== 'en' && areas) loadAreaWords(locale, areas.split(','))
	}, [locale, areas])
}
