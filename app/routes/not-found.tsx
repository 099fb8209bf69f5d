import { NotFound } from '#app/components/not-found.tsx'

export const meta = () => [{ title: '404 Page Not Found · Soko' }]

/** Any path no route claims: a real 404 status, so crawlers and caches see it too. */
export function loader() {
	throw new Response('Not Found', { status: 404 })
}

export default function NotFoundRoute() {
	return <NotFound />
}
