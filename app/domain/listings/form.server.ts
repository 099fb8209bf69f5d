import type { Database } from '#db/database.ts'
import type { z } from 'zod'
import { REQUIRED_LISTING_FIELDS } from './limits.ts'
import { acceptUpload } from '../photos/uploads.server.ts'
import { PhotoError } from '../photos/photos.server.ts'
import { DomainError } from '../domain-error.ts'
import { joinLocation } from './towns.ts'
import { translate, type Translate } from '#app/i18n/translate.ts'
import { say } from '#app/i18n/words.ts'

export type FieldErrors = Record<string, string[]>

const FIELDS = ['title', 'description', 'category', 'subcategory', 'price', 'location', 'condition', 'reason'] as const

/**
 * A listing form's fields as posted (`values`, to fill the form again) and as the schema reads them (`input`): the
 * form picks a town (`location`) and types an optional `area`, which make the location "Westlands, Nairobi".
 */
export function readListingFields(form: FormData) {
	const values = Object.fromEntries([...FIELDS, 'area'].map((f) => [f, String(form.get(f) ?? '')]))
	return { values, input: { ...values, location: joinLocation(values.location ?? '', values.area ?? '') } }
}

/** The English of a server message: what the API answers and a page shows when it has no other language. */
const english: Translate = (text, vars) => translate(undefined, text, vars)

/**
 * zod issues as errors per field, plus the one-line summary of spec 1 §8: "Please fill in: ..." or "Validation failed:
 * ...". The summary names fields, so a page says it whole in its language (`t`); each field's own message stays the
 * English key the page translates where it shows it.
 */
export function listingFormErrors(error: z.ZodError, t: Translate = english): FieldErrors {
	const errors: FieldErrors = {}
	for (const issue of error.issues) (errors[issue.path.join('.') || ''] ??= []).push(issue.message)
	const missing = REQUIRED_LISTING_FIELDS.filter(([name]) => errors[name]?.some((m) => m.endsWith(' is required'))).map(([, label]) => t(label))
	errors[''] = [
		missing.length
			? t('Please fill in: {fields}', { fields: missing.join(', ') })
			: t('Validation failed: {errors}', { errors: Object.values(errors).flat().map((m) => t(m)).join(', ') }),
	]
	return errors
}

/**
 * Stores the photos a form posted without JavaScript; a file that can't be used becomes a message naming it. A refusal
 * that is not about the file (too many photos this minute, the server too busy) stops at that file: the rest would
 * be refused alike.
 */
export async function storePostedPhotos(
	db: Database,
	{ uploadsDir, userId, files, t = english }: { uploadsDir: string; userId: number; files: File[]; t?: Translate },
) {
	const ids: string[] = []
	const failures: string[] = []
	for (const file of files) {
		try {
			ids.push((await acceptUpload(db, { uploadsDir, userId, input: Buffer.from(await file.arrayBuffer()) })).public_id)
		} catch (error) {
			if (!(error instanceof DomainError)) throw error
			failures.push(t('Failed to upload {name}: {reason}', { name: file.name, reason: say(error.words, t) }))
			if (!(error instanceof PhotoError)) break
		}
	}
	return { ids, failures }
}
