import { useEffect, useState } from 'react'

/** False in the server render and until JavaScript has taken over the page; then true. */
export function useHydrated() {
	const [hydrated, setHydrated] = useState(false)
	useEffect(() => setHydrated(true), [])
	return hydrated
}
