import { useEffect, useMemo } from 'react'
import { useMatches, useRouteLoaderData } from 'react-router'
import { DEFAULT_LOCALE, HTML_LANG, type Locale } from './locales.ts'
import { loadAreaWords } from './area-words.ts'
import { english, translate, type Messages, type Translate } from './translate.ts'

type WithMessages = { messages?: Messages; locale?: Locale; areas?: string[] } | undefined

/** The page's dictionary: the root's common entries and each matched route's own (none in English). */
function usePageMessages() {
	const matches = useMatches()
	return useMemo(() => Object.assign({}, ...matches.map((m) => (m.loaderData as WithMessages)?.messages ?? {})) as Messages, [matches])
}

/** `t('Browse')` in English is "Browse"; on a Swahili page, its Swahili. */
export function useT(): Translate {
	const messages = usePageMessages()
	const locale = useLocale()
	return useMemo<Translate>(() => (locale === 'en' ? english : (text, vars, context) => translate(messages, text, vars, context)), [messages, locale])
}

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
