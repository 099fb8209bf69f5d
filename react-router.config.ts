import type { Config } from '@react-router/dev/config'

export default {
	ssr: true,
	appDirectory: 'app',
	buildDirectory: 'build',
	// The route manifest as one immutable file (cached, and precached by the service worker) rather than a part of it in
	// every page's HTML, and no /__manifest request before a client navigation on a slow network or offline.
	routeDiscovery: { mode: 'initial' },
} satisfies Config
