import { useMemo } from 'react'
import { useMatches, useRouteLoaderData } from 'react-router'
import { DEFAULT_LOCALE, HTML_LANG, type Locale } from './locales.ts'
import { translate, type Messages, type Translate } from './translate.ts'

type WithMessages = { messages?: Messages; locale?: Locale } | undefined

/** The page's dictionary: the root's common entries and each matched route's own (none in English). */
function usePageMessages() {
	const matches = useMatches()
	return useMemo(() => Object.assign({}, ...matches.map((m) => (m.data as WithMessages)?.messages ?? {})) as Messages, [matches])
}

/** `t('Browse')` in English is "Browse"; on a Swahili page, its Swahili. */
export function useT(): Translate {
	const messages = usePageMessages()
	return useMemo(() => (text, vars, context) => translate(messages, text, vars, context), [messages])
}

export function useLocale(): Locale {
	return (useRouteLoaderData('root') as WithMessages)?.locale ?? DEFAULT_LOCALE
}

/** The Intl locale of the page (`en-KE`, `sw-KE`) for numbers and dates. */
export function useIntlLocale() {
	return HTML_LANG[useLocale()]
}
