import { useFetcher, useLocation } from 'react-router'

type Banner = { id: number; title: string; content: string; type: string }

const STYLED = ['EMERGENCY', 'MAINTENANCE', 'FEATURE', 'PROMOTIONAL']

function BannerItem({ banner }: { banner: Banner }) {
	const fetcher = useFetcher()
	const location = useLocation()
	if (fetcher.state !== 'idle' || fetcher.data) return null
	return (
		<div className={`banner${STYLED.includes(banner.type) ? ` banner-${banner.type}` : ''}`} role="region" aria-label={banner.title}>
			<p>
				<strong>{banner.title}</strong>
				{banner.content}
			</p>
			<fetcher.Form method="post" action="/banners/dismiss">
				<input type="hidden" name="id" value={banner.id} />
				<input type="hidden" name="redirectTo" value={location.pathname + location.search} />
				<button className="btn btn-ghost" type="submit" aria-label="Dismiss banner" title="Dismiss banner">
					✕
				</button>
			</fetcher.Form>
		</div>
	)
}

/** Active banners for this page; a dismissed one stays hidden (remembered in a cookie, so it works without JS too). */
export function BannerStrip({ banners }: { banners: Banner[] }) {
	if (!banners.length) return null
	return (
		<div>
			{banners.map((b) => (
				<BannerItem key={b.id} banner={b} />
			))}
		</div>
	)
}
