/** The sell page's call to action: register as a seller when logged out; once logged in, the create-listing form will take its place. */
export function StartSelling({ loggedIn }: { loggedIn: boolean }) {
	if (loggedIn) {
		return (
			<p className="notice" role="status">
				Posting listings opens soon: you will be able to create one right here.
			</p>
		)
	}
	return (
		<a className="btn btn-primary" href="/register?role=SELLER&redirectTo=%2Fsell">
			Start Selling
		</a>
	)
}
