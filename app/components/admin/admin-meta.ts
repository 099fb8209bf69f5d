import { metaT } from '#app/i18n/meta.ts'
import { say, type Words } from '#app/i18n/words.ts'

type Matches = Parameters<typeof metaT>[0]

/** An admin page's title in the page's language ("Users · Admin · Soko"); no admin page is indexed. */
export function adminMeta(matches: Matches, title: string | Words) {
	const t = metaT(matches)
	return [{ title: `${say(typeof title === 'string' ? { text: title } : title, t)} · ${t('Admin')} · Soko` }, { name: 'robots', content: 'noindex' }]
}
