import { Link } from 'react-router'
import type { Route } from './+types/categories'
import { publishedCountsByCategory } from '#app/domain/category-counts.server.ts'

export const meta: Route.MetaFunction = () => [
	{ title: 'Categories · Soko' },
	{
		name: 'description',
		content:
			'Browse second-hand items for sale in Kenya by category: electronics, clothing, home and garden, automotive, books and media, and more.',
	},
]

export async function loader({ context }: Route.LoaderArgs) {
	return { categories: await publishedCountsByCategory(context.db) }
}

const count = new Intl.NumberFormat('en-KE')

export default function Categories({ loaderData }: Route.ComponentProps) {
	const { categories } = loaderData
	const total = categories.reduce((n, c) => n + c.count, 0)
	return (
		<>
			<h1>Categories</h1>
			<p className="muted">
				{count.format(total)} {total === 1 ? 'item' : 'items'} for sale across Kenya. Choose a category to see them.
			</p>
			<ul className="tiles">
				{categories.map((c) => (
					<li key={c.slug}>
						<Link to={`/?category=${c.slug}`} style={{ height: '100%' }}>
							<span>
								{c.label}
								<br />
								<span className="meta">
									{count.format(c.count)} {c.count === 1 ? 'listing' : 'listings'}
								</span>
							</span>
						</Link>
					</li>
				))}
			</ul>
		</>
	)
}
