import type { Messages } from './messages.ts'
import { areaWord } from './area-words.ts'

/**
 * The words of a page outside its loader data. A page's first load carries, in one small script, only the Swahili its
 * components and title used while the server rendered it (entry.server.tsx: the server looks them up in the whole
 * dictionary and notes each one used); later navigations bring their areas in their loader data (pageMessages).
 */

export type RenderDictionary = { messages: Messages; used: Map<string, string> }

declare global {
	/** Set by entry.server.tsx: the dictionary of the request being rendered (AsyncLocalStorage), on the server only. */
	var __sokoRender: { current(): RenderDictionary | undefined } | undefined
	interface Window {
		/** The Swahili the server used for this page (entry.server.tsx); absent on an English page. */
		__sokoT?: Messages
	}
}

/** On the server: the request's dictionary, noting what is used. In the browser: what the server sent. */
export function documentLookup(): ((key: string) => string | undefined) | null {
	if (typeof window !== 'undefined') {
		const sent = window.__sokoT
		return sent ? (key) => sent[key] ?? areaWord(key) : areaWord
	}
	const render = globalThis.__sokoRender?.current()
	if (!render) return null
	return (key) => {
		const found = render.messages[key]
		if (found !== undefined) render.used.set(key, found)
		return found
	}
}
