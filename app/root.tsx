import { appContext } from '#app/context.ts'
import { data, isRouteErrorResponse, redirectDocument, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/root'
import { getUser } from './routes/+shared/auth.server.ts'
import { readToast } from './utils/toast.server.ts'
import { dismissedBanners, liteModeOf } from './utils/preferences.server.ts'
import { activeBanners } from './domain/admin/active-banners.server.ts'
import { headerCounts } from './routes/+shared/header-counts.server.ts'
import { Header } from './components/header.tsx'
import { RefreshWithoutScript } from './components/refresh-without-script.tsx'
import { Footer } from './components/footer.tsx'
import { Toaster } from './components/toaster.tsx'
import { BannerStrip } from './components/banner-strip.tsx'
import { LiteLine } from './components/lite-line.tsx'
import { NotFound } from './components/not-found.tsx'
import { ChatLauncher } from './components/chat/chat-launcher.tsx'
import { requestLocale } from './i18n/locale.server.ts'
import { messagesFor, type Area } from './i18n/messages.server.ts'
import { HTML_LANG } from './i18n/locales.ts'
import { metaT } from './i18n/meta.ts'
import { isDataRequest, pageUrl } from './utils/data-request.ts'
import { useAreaWords, useT } from './i18n/use-t.ts'
import { isReleasedPhone } from '#app/utils/released-phone.ts'

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const url = pageUrl(request.url)
	const lite = liteModeOf(request)
	// A page running scripts asks for the next one's data while Lite mode is on (its first load came before the line's
	// client hints, or Lite was just switched on): that page loads whole, and so comes without scripts.
	if (lite !== 'off' && isDataRequest(request)) throw redirectDocument(url.pathname + url.search)
	const [user, banners] = await Promise.all([
		getUser(request, context),
		activeBanners(context.db, { path: url.pathname }),
	])
	const counts = user ? await headerCounts(context.db, { userId: user.id, path: url.pathname }) : null
	const dismissed = dismissedBanners(request)
	const { toast, clear } = readToast(request, context.env)
	const locale = requestLocale(request, user)
	// Signed out, every page's header opens the login and sign-up dialog: its words come along.
	const areas: Area[] = user ? ['common'] : ['common', 'account']
	return data(
		{
			// An account whose number waits for its code (or was released) is shown by its email.
			user: user ? { id: user.id, phone: isReleasedPhone(user.phone) ? user.email : user.phone, role: user.role } : null,
			counts,
			locale,
			areas,
			messages: isDataRequest(request) ? messagesFor(locale, areas) : {},
			toast,
			lite: lite !== 'off',
			// Lite mode came by itself: the page says so, with the way back (lite-line.tsx).
			liteByLine: lite === 'line',
			// One banner at a time (banner-strip.tsx): once it is dismissed, revalidation brings the next.
			banner: banners
				.filter((b) => !dismissed.includes(b.id))
				.map(({ id, title, content, type }) => ({ id, title, content, type }))[0] ?? null,
			// Photos from the bucket's public address (usePhotoUrl); unset, the key is left out of every page's data.
			...(context.env.PHOTOS_PUBLIC_URL ? { photosBase: context.env.PHOTOS_PUBLIC_URL } : {}),
		},
		clear ? { headers: { 'Set-Cookie': clear } } : undefined,
	)
}

/** Titles for the error pages root's ErrorBoundary draws (a route's own meta doesn't run when it throws). */
export const meta: Route.MetaFunction = ({ error, matches }) => {
	if (!error) return []
	const t = metaT(matches)
	return [{ title: `${isRouteErrorResponse(error) && error.status === 404 ? t('404 Page Not Found') : t('Sorry')} · Soko` }]
}

export const links: Route.LinksFunction = () => [
	{ rel: 'manifest', href: '/manifest.webmanifest' },
	{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
	{ rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
]

export function useRootData() {
	return useRouteLoaderData<typeof loader>('root')
}

export function Layout({ children }: { children: React.ReactNode }) {
	const root = useRootData()
	const t = useT()
	useAreaWords()
	const lite = root?.lite ?? false
	return (
		// data-user: who is signed in, for the service worker's sake (app/pwa/user-watch.ts).
		<html lang={HTML_LANG[root?.locale ?? 'en']} data-user={root?.user?.id}>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#0b6b35" />
				<Meta />
				<Links />
				<RefreshWithoutScript />
			</head>
			<body>
				<a className="skip" href="#main">
					{t('Skip to content')}
				</a>
				<Header user={root?.user ?? null} counts={root?.counts ?? null} />
				{root?.liteByLine ? <LiteLine /> : null}
				<BannerStrip banner={root?.banner ?? null} />
				<Toaster toast={root?.toast ?? null} />
				<main id="main">{children}</main>
				{/* Before the footer: on a phone the chat button sits there, at the end of the page (chat-fab.tsx). */}
				<ChatLauncher user={root?.user ?? null} />
				<Footer lite={lite} locale={root?.locale ?? 'en'} />
				{lite ? null : (
					<>
						<ScrollRestoration />
						<Scripts />
					</>
				)}
			</body>
		</html>
	)
}

export default function App() {
	return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const t = useT()
	if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
	const message = isRouteErrorResponse(error)
		? error.status === 403
			? t('You do not have permission to see this page.')
			: typeof error.data === 'string' && error.data
				? t(error.data)
				: `${error.status} ${error.statusText}`
		: t('Something went wrong on our side. Please try again.')
	return (
		<section className="empty">
			<h1>{t('Sorry')}</h1>
			<p>{message}</p>
			<a className="btn btn-primary" href="/">
				{t('Back to Home')}
			</a>
		</section>
	)
}
