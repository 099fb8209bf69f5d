import { appContext } from '#app/context.ts'
import { Link } from 'react-router'
import type { Route } from './+types/categories'
import { publishedCountsByCategory } from '#app/domain/listings/category-counts.server.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { metaT } from '#app/i18n/meta.ts'
import { useT } from '#app/i18n/use-t.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return [
		{ title: t('Categories') + ' · Soko' },
		{
			name: 'description',
			content: t(
				'Browse second-hand items for sale in Kenya by category: electronics, clothing, home and garden, automotive, books and media, and more.',
			),
		},
	]
}

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	return { categories: await publishedCountsByCategory(context.db), ...(await pageMessages(request, context, ['help', 'listings'])) }
}

const count = new Intl.NumberFormat('en-KE')

export default function Categories({ loaderData }: Route.ComponentProps) {
	const t = useT()
	const { categories } = loaderData
	const total = categories.reduce((n, c) => n + c.count, 0)
	return (
		<>
			<h1>{t('Categories')}</h1>
			<p className="muted">
				{t(total === 1 ? '{count} item for sale across Kenya. Choose a category to see them.' : '{count} items for sale across Kenya. Choose a category to see them.', { count: count.format(total) })}
			</p>
			<ul className="tiles">
				{categories.map((c) => (
					<li key={c.slug}>
						<Link to={`/?category=${c.slug}`} style={{ height: '100%' }}>
							<span>
								{t(c.label)}
								<br />
								<span className="meta">
									{t(c.count === 1 ? '{count} listing' : '{count} listings', { count: count.format(c.count) })}
								</span>
							</span>
						</Link>
					</li>
				))}
			</ul>
			{/* Spec 2: nothing in a category yet, or not the right thing: be told when it comes. */}
			<p style={{ marginTop: 16 }}>
				<Link className="btn btn-primary" to="/alerts">
					{t('Create Alert')}
				</Link>
			</p>
		</>
	)
}
