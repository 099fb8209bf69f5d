import type { Messages } from './messages.ts'
import { documentLookup } from './render-dictionary.ts'

/**
 * Translation the gettext way: the English text is the key. English needs no dictionary. Swahili comes from the words
 * the page's first load carried (render-dictionary.ts) and, after a navigation, from the loader data of the routes
 * shown, each entry keyed by a short hash of its English text rather than the text itself (the English would be bytes
 * the page never shows). `{name}` in a text is filled from `vars`, in either language.
 */

export type { Messages }

export type TranslateVars = Readonly<Record<string, string | number>>

/** FNV-1a (32 bits) of the English text, in base 36: 7 characters or fewer. i18n tests check no two keys collide. */
export function messageKey(text: string) {
	let hash = 0x811c9dc5
	for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
	return (hash >>> 0).toString(36)
}

function lookup(messages: Messages | undefined, key: string) {
	return messages?.[key] ?? documentLookup()?.(key)
}

/**
 * `context` tells apart one English text with two meanings in Swahili ("Saved": the page of saved items, or an item's
 * state): the dictionary then has the entry `[context] Saved`.
 */
export function translate(messages: Messages | undefined, text: string, vars?: TranslateVars, context?: string) {
	const template = (context === undefined ? undefined : lookup(messages, messageKey(`[${context}] ${text}`))) ?? lookup(messages, messageKey(text)) ?? text
	return fill(template, vars)
}

/** English: the text itself, its {placeholders} filled (the words the page loaded with may be another language's). */
export function english(text: string, vars?: TranslateVars) {
	return fill(text, vars)
}

function fill(template: string, vars?: TranslateVars) {
	if (!vars) return template
	return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}

export type Translate = (text: string, vars?: TranslateVars, context?: string) => string
