import { useT } from '#app/i18n/use-t.ts'
import { PHOTO_SIZES, usePhotoUrl } from '#app/utils/photo-url.ts'

type Variant = keyof typeof PHOTO_SIZES

function srcSet(url: ReturnType<typeof usePhotoUrl>, id: string, variants: Variant[], format: 'avif' | 'webp') {
	return variants.map((v) => `${url(id, v, format)} ${PHOTO_SIZES[v][0]}w`).join(', ')
}

/**
 * A listing photo: AVIF, else WebP, else the JPEG `<img>` (KaiOS and old browsers): the browser takes the first type
 * it reads. The sources' srcsets serve 1x/2x screens; the JPEG is the first size only (the small screens that read
 * nothing newer), which keeps each card's markup short. Lazy unless it is above the fold. No id shows the placeholder.
 */
export function Photo({
	id,
	alt,
	variants,
	sizes,
	eager = false,
}: {
	id: string | null
	alt: string
	variants: [Variant, ...Variant[]]
	sizes: string
	eager?: boolean
}) {
	const t = useT()
	const url = usePhotoUrl()
	if (!id) return <div className="placeholder">{t('No image')}</div>
	const [width, height] = PHOTO_SIZES[variants[0]]
	return (
		<picture>
			<source type="image/avif" srcSet={srcSet(url, id, variants, 'avif')} sizes={sizes} />
			<source type="image/webp" srcSet={srcSet(url, id, variants, 'webp')} sizes={sizes} />
			<img
				src={url(id, variants[0], 'jpg')}
				alt={alt}
				width={width}
				height={height}
				loading={eager ? 'eager' : 'lazy'}
				decoding="async"
				fetchPriority={eager ? 'high' : undefined}
			/>
		</picture>
	)
}
