import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { z } from 'zod'

/** Parses a submitted form with the zod schema its page shares with the API. */
export function parseForm<S extends z.ZodType>(formData: FormData, schema: S) {
	return parseWithZod(formData, { schema })
}

export type FormReply = {
	error?: Record<string, string[] | null> | null
	initialValue?: Record<string, unknown> | null
}

/** A 400 answer carrying field errors and what was typed (never passwords), to render the form again. */
export function invalid(reply: FormReply, hideFields: string[] = []) {
	const initialValue = { ...(reply.initialValue ?? {}) }
	for (const field of hideFields) delete initialValue[field]
	return data({ error: reply.error ?? null, initialValue } satisfies FormReply, { status: 400 })
}

/** A 4xx answer with one message for the whole form (and, optionally, one field). */
export function formError(message: string, { status = 400, field = '', values = {} as Record<string, unknown> } = {}) {
	return data({ error: { [field]: [message] }, initialValue: values } satisfies FormReply, { status })
}

/** Which of a page's forms was posted: one of `intents`; anything else (`toString`, `__proto__`) is a 400. */
export function requireIntent<const T extends string>(value: FormDataEntryValue | null | undefined, intents: readonly T[]): T {
	if (typeof value === 'string' && (intents as readonly string[]).includes(value)) return value as T
	throw new Response('Unknown action', { status: 400 })
}
