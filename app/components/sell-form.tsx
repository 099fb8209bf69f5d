import { useState, type ComponentType, type ReactNode } from 'react'
import { LISTING_LIMITS } from '#app/domain/listings/limits.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { FormError, type FormState } from './forms.tsx'
import { ListingFields } from './listing-fields.tsx'
import { PhotoPicker } from './photo-picker.tsx'
import { useT } from '#app/i18n/use-t.ts'

type FormLike = ComponentType<{ method: 'post'; action: string; encType: 'multipart/form-data'; children: ReactNode }>

/** The create-listing form: the /sell/new page and, when JS runs, the dialog that Sell Item opens. Both post to /sell/new. */
export function SellForm({ state, busy, FormComponent }: { state: FormState; busy: boolean; FormComponent: FormLike }) {
	const initialPhotos = (state?.initialValue as { photos?: string[] } | null | undefined)?.photos ?? []
	const [photoCount, setPhotoCount] = useState(initialPhotos.length)
	const hydrated = useHydrated()
	const t = useT()
	return (
		<FormComponent method="post" action="/sell/new" encType="multipart/form-data">
			<FormError state={state} />
			<ListingFields state={state} />
			<PhotoPicker key={initialPhotos.join()} initialIds={initialPhotos} error={state?.error?.photos} onCountChange={setPhotoCount} />
			<p className="row">
				<button className="btn btn-primary" type="submit" name="intent" value="create" disabled={busy || (hydrated && photoCount < LISTING_LIMITS.minPhotos)}>
					{busy ? t('Creating…') : t('Create listing')}
				</button>
				<button className="btn" type="submit" name="intent" value="draft" disabled={busy}>
					{t('Save as draft')}
				</button>
			</p>
		</FormComponent>
	)
}
