import { useRef, useState } from 'react'
import { useRouteLoaderData } from 'react-router'
import { LISTING_LIMITS } from '#app/domain/listings/limits.ts'
import { usePhotoUrl } from '#app/utils/photo-url.ts'
import { showToast } from './toaster.tsx'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { shrinkPhoto } from '#app/utils/shrink-photo.ts'
import photoShrinkerUrl from '#app/lite/photo-shrinker.ts?worker&url'
import { useT } from '#app/i18n/use-t.ts'
import type { Translate } from '#app/i18n/translate.ts'

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif'
const TYPES = ACCEPT.split(',')
async function upload(file: File, t: Translate) {
	const body = new FormData()
	body.append('image', await shrinkPhoto(file), file.name)
	// The header tells the API this is Soko's own page using its session cookie (a cross-site form can't send it).
	const res = await fetch('/api/upload-image', { method: 'POST', body, headers: { 'x-requested-with': 'fetch' } })
	if (res.status === 401) throw new Error(t('Please log in to upload images'))
	const data = (await res.json().catch(() => ({}))) as { public_id?: string; message?: string }
	if (!res.ok || !data.public_id) throw new Error(data.message ? t(data.message) : t('Upload failed: {reason}', { reason: res.statusText }))
	return data.public_id
}

/**
 * Without JavaScript, one file input whose photos go with the form. They go as the camera made them, so the seller is
 * told the cost; in Lite mode the page loads the one small script that shrinks them first.
 */
function PostedPhotoInput() {
	const lite = useRouteLoaderData<{ lite: boolean }>('root')?.lite ?? false
	const t = useT()
	return (
		<div className="drop">
			<label htmlFor="photo-files">{t('Choose photos')}</label>
			<input id="photo-files" className="file" type="file" name="photoFiles" accept={ACCEPT} multiple data-shrink-status="photo-size-note" />
			<p id="photo-size-note" className="hint" role="status">
				{t('Camera photos are large (often 3–5 MB each) and are sent as they are: 4 photos can use 15 MB of data and take minutes on a slow connection.')}
			</p>
			{lite ? <script src={photoShrinkerUrl} defer /> : null}
		</div>
	)
}

/**
 * The photo picker of spec 1 §5. Without JS: one file input posted with the form, and the photos already stored
 * listed with a "main photo" choice. With JS: files upload in parallel as soon as they are chosen or dropped.
 */
export function PhotoPicker({ initialIds, error, max = LISTING_LIMITS.maxPhotos, onCountChange }: { initialIds: string[]; error?: string[] | null; max?: number; onCountChange?: (n: number) => void }) {
	const [ids, setIds] = useState(initialIds)
	const [busy, setBusy] = useState(0)
	const hydrated = useHydrated()
	const t = useT()
	const photoUrl = usePhotoUrl()
	const input = useRef<HTMLInputElement>(null)
	const camera = useRef<HTMLInputElement>(null)
	const update = (next: string[]) => {
		setIds(next)
		onCountChange?.(next.length)
	}

	async function add(files: File[]) {
		if (!files.length) return
		if (ids.length + files.length > max) return showToast({ title: t('File Upload Error'), description: t('Too many files. Maximum {max} files allowed.', { max }), variant: 'error' })
		const wrong = files.find((f) => !TYPES.includes(f.type))
		if (wrong) return showToast({ title: t('File Upload Error'), description: t('Invalid file type. Please use JPEG, PNG, or WebP images.'), variant: 'error' })
		if (files.some((f) => f.size > LISTING_LIMITS.photoBytes)) return showToast({ title: t('File Upload Error'), description: t('File too large. Maximum size is 10MB.'), variant: 'error' })
		setBusy((n) => n + files.length)
		const results = await Promise.allSettled(files.map((file) => upload(file, t)))
		setBusy((n) => n - files.length)
		const uploaded = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
		setIds((current) => {
			const next = [...current, ...uploaded].slice(0, max)
			onCountChange?.(next.length)
			return next
		})
		results.forEach((r, i) => {
			if (r.status === 'rejected') showToast({ title: t('Error'), description: t('Failed to upload {name}: {reason}', { name: files[i]!.name, reason: (r.reason as Error).message }), variant: 'error' })
		})
	}

	function fromInput(el: HTMLInputElement | null) {
		if (!el?.files) return
		const files = [...el.files]
		el.value = ''
		void add(files)
	}

	return (
		<fieldset className="field photos" aria-describedby={error?.length ? 'photos-error' : 'photos-hint'}>
			<legend>{t('Photos')}</legend>
			<p id="photos-hint" className="hint">
				{t('At least {min}, up to {max}. JPEG, PNG or WebP, 10 MB each. The first is the main photo.', { min: LISTING_LIMITS.minPhotos, max })}
			</p>
			{ids.length ? (
				<ol className="photo-list">
					{ids.map((id, i) => (
						<li key={id}>
							<img src={photoUrl(id, 'card', 'jpg')} alt={t('Photo {n}', { n: i + 1 })} width={150} height={100} />
							<input type="hidden" name="photos" value={id} />
							{i === 0 ? (
								<span className="badge">{t('Main photo')}</span>
							) : (
								<button className="btn" type="button" onClick={() => update([id, ...ids.filter((x) => x !== id)])}>
									{t('Make main')}
								</button>
							)}
							<button className="btn" type="button" aria-label={t('Remove photo {n}', { n: i + 1 })} onClick={() => update(ids.filter((x) => x !== id))}>
								{t('Remove')}
							</button>
						</li>
					))}
				</ol>
			) : null}
			{hydrated ? (
				<div
					className="drop"
					onDragOver={(e) => e.preventDefault()}
					onDrop={(e) => {
						e.preventDefault()
						void add([...e.dataTransfer.files])
					}}
				>
					<label className="btn" htmlFor="photo-files">
						{t('Choose photos')}
					</label>
					<input id="photo-files" ref={input} className="sr-only" type="file" accept={ACCEPT} multiple onChange={(e) => fromInput(e.currentTarget)} />
					<label className="btn" htmlFor="photo-camera">
						{t('Take a photo')}
					</label>
					<input id="photo-camera" ref={camera} className="sr-only" type="file" accept="image/*" capture="environment" onChange={(e) => fromInput(e.currentTarget)} />
					<span className="hint">{t('or drop photos here')}</span>
				</div>
			) : (
				<PostedPhotoInput />
			)}
			{busy ? <p role="status">{t(busy === 1 ? 'Uploading {count} photo…' : 'Uploading {count} photos…', { count: busy })}</p> : null}
			{error?.length ? (
				<p id="photos-error" className="field-errors" role="alert">
					{error.map((e) => t(e)).join(' ')}
				</p>
			) : null}
		</fieldset>
	)
}
