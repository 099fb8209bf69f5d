/**
 * Translation the gettext way: the English text is the key. English needs no dictionary; a Swahili page ships, in its
 * loader data, only its areas' entries, each keyed by a short hash of its English text rather than the text itself
 * (the English would be bytes the page never shows). `{name}` in a text is filled from `vars`, in either language.
 */

/** Swahili by the `messageKey` of its English. */
export type Messages = Readonly<Record<string, string>>

export type TranslateVars = Readonly<Record<string, string | number>>

/** FNV-1a (32 bits) of the English text, in base 36: 6 characters or fewer. i18n tests check no two keys collide. */
export function messageKey(text: string) {
	let hash = 0x811c9dc5
	for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
	return (hash >>> 0).toString(36)
}

/**
 * `context` tells apart one English text with two meanings in Swahili ("Saved": the page of saved items, or an item's
 * state): the dictionary then has the entry `[context] Saved`.
 */
export function translate(messages: Messages | undefined, text: string, vars?: TranslateVars, context?: string) {
	const template = (context === undefined ? undefined : messages?.[messageKey(`[${context}] ${text}`)]) ?? messages?.[messageKey(text)] ?? text
	if (!vars) return template
	return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}

export type Translate = (text: string, vars?: TranslateVars, context?: string) => string
