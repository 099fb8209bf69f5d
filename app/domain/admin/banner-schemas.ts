import { z } from 'zod'
import { BANNER_STATUSES, BANNER_TYPES } from '#db/enums.ts'
import { BANNER_DEFAULT_DAYS } from './banner-options.ts'

const DAY_MS = 86_400_000
const LAST_INSTANT = Date.parse('9999-12-24T00:00:00Z')
const blankIsMissing = (value: unknown) => (value === '' || value === null ? undefined : value)

/**
 * A time as typed: ISO with an offset, or the form's date ("2026-12-01", the start of that day) or date and time
 * without one, both read as Nairobi time (EAT, UTC+3) where admins are.
 */
function instant(missing: string, invalid: string) {
	return z
		.string({ error: missing })
		.trim()
		.min(1, missing)
		.transform((text, ctx) => {
			const local = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00+03:00` : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text) ? `${text}+03:00` : text
			const ms = Date.parse(local)
			// Four-digit years only: "+275760-09-13" parses, but a week after it is past the last date there is.
			if (Number.isNaN(ms) || ms < 0 || ms > LAST_INSTANT) {
				ctx.addIssue({ code: 'custom', message: invalid })
				return z.NEVER
			}
			return new Date(ms).toISOString()
		})
}

const TargetPages = z.preprocess(
	(value) => (value === undefined || value === null || value === '' ? [] : typeof value === 'string' ? [value] : value),
	z
		.array(z.string().trim().regex(/^\/[\w\-/]*$/, 'Target pages must be paths such as /browse').max(200), { error: 'target_pages must be a list of paths' })
		.max(20, 'At most 20 target pages')
		.transform((pages) => [...new Set(pages)]),
)

/**
 * A banner, created (POST /api/admin/banners, the Banners form) or replaced (PUT): title, content and start date
 * required; type ANNOUNCEMENT and status DRAFT unless given, the end 7 days after the start unless given, no target
 * pages meaning every page (spec 2 §5).
 */
export const BannerSchema = z
	.object({
		title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(255, 'The title must be at most 255 characters'),
		content: z.string({ error: 'Content is required' }).trim().min(1, 'Content is required').max(1000, 'The content must be at most 1000 characters'),
		type: z.preprocess(blankIsMissing, z.enum(BANNER_TYPES, { error: `type must be one of ${BANNER_TYPES.join(', ')}` }).default('ANNOUNCEMENT')),
		status: z.preprocess(blankIsMissing, z.enum(BANNER_STATUSES, { error: `status must be one of ${BANNER_STATUSES.join(', ')}` }).default('DRAFT')),
		start_date: instant('Start date is required', 'Please enter a valid start date'),
		end_date: z.preprocess(blankIsMissing, instant('End date is required', 'Please enter a valid end date').optional()),
		target_pages: TargetPages,
	})
	.transform(({ end_date, ...banner }) => ({
		...banner,
		end_date: end_date ?? new Date(Date.parse(banner.start_date) + BANNER_DEFAULT_DAYS * DAY_MS).toISOString(),
	}))
	.refine((banner) => banner.end_date > banner.start_date, { message: 'The end date must be after the start date', path: ['end_date'] })
export type BannerInput = z.output<typeof BannerSchema>
