import { Form, Link } from 'react-router'
import { BANNER_STATUSES, BANNER_TYPES } from '#db/enums.ts'
import { BANNER_DEFAULT_DAYS, BANNER_PAGES, nairobiInputValue } from '#app/domain/admin/banner-options.ts'
import { enumOptions, Field, FormError, initial, initialList, SelectField, TextareaField, type FormState } from '#app/components/forms.tsx'
import { useT } from '#app/i18n/use-t.ts'
import type { Translate } from '#app/i18n/translate.ts'

/** A banner enumeration's options ("Announcement", "Draft") in the page's words. */
const bannerOptions = (values: readonly string[], t: Translate) => enumOptions(values).map((o) => ({ ...o, label: t(o.label, undefined, 'banner') }))

type Banner = { id: number; title: string; content: string; type: string; status: string; start_date: string; end_date: string; target_pages: string[] }

/**
 * Create or edit a banner: what was typed after a refusal, else the banner's fields, else the defaults (spec 2 §5:
 * type Announcement, status Draft, starting now, ending 7 days after the start when left empty).
 */
export function BannerForm({ banner, state, now }: { banner: Banner | null; state: FormState; now: string }) {
	const t = useT()
	const value = (name: keyof Banner, fallback: string) => initial(state, name) ?? (banner ? String(banner[name]) : fallback)
	const pages = state?.initialValue ? initialList(state, 'target_pages') : (banner?.target_pages ?? [])
	return (
		<Form method="post" className="admin-form-stack admin-banner-form" key={banner?.id ?? 'new'}>
			<input type="hidden" name="intent" value={banner ? 'update' : 'create'} />
			{banner ? <input type="hidden" name="bannerId" value={banner.id} /> : null}
			<FormError state={state} />
			<Field label={t('Title', undefined, 'banner')} name="title" state={state} required maxLength={255} defaultValue={value('title', '')} />
			<TextareaField label={t('Content')} name="content" state={state} required maxLength={1000} rows={3} defaultValue={value('content', '')} />
			<div className="admin-columns">
				<SelectField label={t('Type')} name="type" state={state} options={bannerOptions(BANNER_TYPES, t)} defaultValue={value('type', 'ANNOUNCEMENT')} />
				<SelectField label={t('Status')} name="status" state={state} options={bannerOptions(BANNER_STATUSES, t)} defaultValue={value('status', 'DRAFT')} />
			</div>
			<div className="admin-columns">
				<Field
					label={t('Start (Nairobi time)')}
					name="start_date"
					type="datetime-local"
					state={state}
					required
					defaultValue={initial(state, 'start_date') ?? nairobiInputValue(banner?.start_date ?? now)}
				/>
				<Field
					label={t('End (Nairobi time)')}
					name="end_date"
					type="datetime-local"
					state={state}
					hint={t('Left empty: {days} days after the start.', { days: BANNER_DEFAULT_DAYS })}
					defaultValue={initial(state, 'end_date') ?? (banner ? nairobiInputValue(banner.end_date) : '')}
				/>
			</div>
			<fieldset className="admin-pages">
				<legend>{t('Show on (none ticked: every page)')}</legend>
				{BANNER_PAGES.map((page) => (
					<p className="admin-check" key={page.path}>
						<input id={`page-${page.path}`} type="checkbox" name="target_pages" value={page.path} defaultChecked={pages.includes(page.path)} />
						<label htmlFor={`page-${page.path}`}>
							{t(page.label)} <span className="muted">{page.path}</span>
						</label>
					</p>
				))}
			</fieldset>
			<div className="row">
				<button className="btn btn-primary" type="submit">
					{banner ? t('Save banner') : t('Create Banner')}
				</button>
				{banner ? (
					<Link className="btn" to="/admin/banners">
						{t('Cancel')}
					</Link>
				) : null}
			</div>
		</Form>
	)
}
