/**
 * The floors of Soko's code (docs/architecture.md), checked by `npm run lint`: routes → components → domain → db,
 * with app/utils and app/i18n as helpers that know no domain. An import may point down or sideways, never up, and no
 * modules may import each other round a circle. Tests use every floor without being part of one: the floor rules leave
 * *.test.ts(x) out (the circle rule does not).
 */
const TEST = '\\.test\\.tsx?$'
const ROUTES = '^app/(routes/|root\\.tsx$|entry\\.(client|server)\\.tsx$|routes\\.ts$)'
const HELPERS = '^app/(utils|i18n|lite|pwa|sw)/'

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
	forbidden: [
		{
			name: 'no-circle',
			comment: 'Two modules that need each other: the part both need becomes a module of its own.',
			severity: 'error',
			from: {},
			to: { circular: true },
		},
		{
			name: 'routes-on-top',
			comment: 'Only routes (and the root and entries) import routes: the glue that reads requests is app/routes/+shared/.',
			severity: 'error',
			from: { path: '^app/', pathNot: [ROUTES, TEST] },
			to: { path: ROUTES },
		},
		{
			name: 'components-above-domain',
			comment: 'The domain, the helpers and the app context import no components.',
			severity: 'error',
			from: { path: ['^app/domain/', HELPERS, '^app/(context|env\\.server)\\.ts$'], pathNot: TEST },
			to: { path: '^app/components/' },
		},
		{
			name: 'helpers-know-no-domain',
			comment: 'app/utils, app/i18n and the browser-side helpers import no domain: a helper that needs it is route glue or domain.',
			severity: 'error',
			from: { path: HELPERS, pathNot: TEST },
			to: { path: '^app/domain/' },
		},
		{
			name: 'db-knows-no-app',
			comment: 'db/ (schema, migrations, connections) imports nothing from the application, the server or scripts.',
			severity: 'error',
			from: { path: '^db/', pathNot: TEST },
			to: { path: '^(app|server|scripts|tests)/|^server\\.ts$' },
		},
		{
			name: 'app-knows-no-server',
			comment: 'The application imports nothing from the Node server around it, the scripts or the tests.',
			severity: 'error',
			from: { path: '^app/', pathNot: TEST },
			to: { path: '^(server|scripts|tests)/|^server\\.ts$' },
		},
	],
	options: {
		doNotFollow: { path: 'node_modules' },
		exclude: { path: '^(build|node_modules|\\.react-router)/' },
		// Type-only imports count: an upward type is an upward arrow too.
		tsPreCompilationDeps: true,
		tsConfig: { fileName: 'tsconfig.json' },
		enhancedResolveOptions: {
			exportsFields: ['exports'],
			conditionNames: ['import', 'require', 'node', 'default', 'types'],
			extensions: ['.ts', '.tsx', '.js', '.mjs'],
		},
	},
}
