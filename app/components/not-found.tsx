export function NotFound() {
	return (
		<section className="empty">
			<h1>404 Page Not Found</h1>
			<p>The page you are looking for does not exist or has moved.</p>
			<p className="row" style={{ justifyContent: 'center' }}>
				<a className="btn btn-primary" href="/">
					Back to Home
				</a>
				<a className="btn" href="/browse">
					Browse items
				</a>
			</p>
		</section>
	)
}
