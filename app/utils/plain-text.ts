import { z } from 'zod'

/**
 * Characters that never belong in what a person types for others to read: control characters (but tab and line
 * breaks) and the bidirectional overrides, isolates and marks that can make "enohp" display as "phone" or hide
 * a different price or number in plain sight.
 */
const HIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g

/** The text without hidden characters; one line unless `multiline` (then Windows line breaks become plain ones). */
export function plainText(value: string, { multiline = false } = {}) {
	const visible = value.replace(HIDDEN, '').replace(/\r\n?/g, '\n')
	return multiline ? visible : visible.replace(/[\t\n]+/g, ' ')
}

/** Wraps a string schema so what it checks (length, required) is the cleaned text. */
export function plainTextField<S extends z.ZodType>(schema: S, options: { multiline?: boolean } = {}) {
	return z.preprocess((value) => (typeof value === 'string' ? plainText(value, options) : value), schema)
}
