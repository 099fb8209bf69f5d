import { pageUrl } from '#app/utils/data-request.ts'
import type { AppContext } from '#app/context.ts'
import { z } from 'zod'
import { data } from 'react-router'
import type { SessionUser } from '#app/routes/+shared/auth.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { requireIntent, type FormReply } from '#app/utils/forms.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { DomainError } from '#app/domain/domain-error.ts'
import { BannerSchema } from '#app/domain/admin/banner-schemas.ts'
import { DELETE_BANNER_FAILED } from '#app/domain/admin/banner-options.ts'
import { createBanner, deleteBanner, listBanners, updateBanner } from '#app/domain/admin/banners.server.ts'
import { requestT } from '#app/i18n/request-t.server.ts'
import type { Translate } from '#app/i18n/translate.ts'
import { answerWithToast, firstIssue } from './page-action.server.ts'

const BannerId = z.coerce.number().int().positive()

/** The Banners page: the table, and the banner being edited when `?edit=ID` names one. */
export async function loadBanners(context: AppContext, url: URL) {
	const banners = await listBanners(context.db)
	const editId = Number(url.searchParams.get('edit'))
	return { banners, editing: banners.find((b) => b.id === editId) ?? null, now: new Date().toISOString() }
}

/**
 * What was typed, to fill the form again; each field's first problem, said in the admin's language here: a banner's
 * "Title is required" is not a listing's, which the dictionary tells apart by the `banner` context.
 */
function reply(form: FormData, t: Translate, error: z.ZodError | null, message?: string): FormReply {
	const errors: Record<string, string[]> = {}
	for (const issue of error?.issues ?? []) (errors[String(issue.path[0] ?? '')] ??= []).push(t(issue.message, undefined, 'banner'))
	if (message) errors[''] = [t(message, undefined, 'banner')]
	const initialValue: Record<string, unknown> = Object.fromEntries(form)
	initialValue.target_pages = form.getAll('target_pages')
	return { error: errors, initialValue }
}

/**
 * The Banners page's forms: create and edit (the same schema as POST/PUT /api/admin/banners: a mistake re-renders the
 * form with what was typed and the messages), and delete after its confirmation box is ticked.
 */
export async function bannersAction(request: Request, context: AppContext, admin: SessionUser) {
	const form = await readForm(request)
	const intent = requireIntent(form.get('intent'), ['create', 'update', 'delete'])
	const url = pageUrl(request.url)
	if (intent === 'delete') {
		return answerWithToast(request, context, {
			failed: DELETE_BANNER_FAILED,
			async perform() {
				const id = BannerId.safeParse(form.get('bannerId'))
				if (!id.success) throw firstIssue(id.error)
				if (form.get('confirm') !== 'yes') throw new DomainError('Please tick “Yes, delete this banner” to confirm', 400)
				await deleteBanner(context.db, { admin, id: id.data })
				return { title: 'Banner deleted', variant: 'success' }
			},
		})
	}
	const parsed = BannerSchema.safeParse({
		title: form.get('title') ?? undefined,
		content: form.get('content') ?? undefined,
		type: form.get('type') ?? undefined,
		status: form.get('status') ?? undefined,
		start_date: form.get('start_date') ?? undefined,
		end_date: form.get('end_date') ?? undefined,
		target_pages: form.getAll('target_pages'),
	})
	const t = requestT(request, admin)
	if (!parsed.success) return data(reply(form, t, parsed.error), { status: 400 })
	try {
		if (intent === 'update') {
			const id = BannerId.safeParse(form.get('bannerId'))
			if (!id.success) throw new DomainError('Banner not found', 404)
			await updateBanner(context.db, { admin, id: id.data, banner: parsed.data })
		} else {
			await createBanner(context.db, { admin, banner: parsed.data })
		}
	} catch (error) {
		if (error instanceof DomainError) return data(reply(form, t, null, error.message), { status: error.status })
		throw error
	}
	url.searchParams.delete('edit')
	return redirectWithToast(`${url.pathname}${url.search}`, { title: intent === 'update' ? 'Banner saved' : 'Banner created', variant: 'success' }, context.env)
}
