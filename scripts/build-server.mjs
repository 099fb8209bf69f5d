// Compiles the custom server (and the backup and db:copy commands) to plain ESM in build/, so production runs JavaScript, not a
// TypeScript loader. npm packages stay external: they come from node_modules at runtime, native ones included.
import { build } from 'rolldown'

const ENTRIES = { server: 'server.ts', backup: 'scripts/backup.ts', 'db-copy': 'scripts/db-copy.ts', 'photos-to-store': 'scripts/photos-to-store.ts', 'mpesa-register-c2b': 'scripts/mpesa-register-c2b.ts' }

// Bare names are npm packages or Node built-ins; `#app/*` and `#db/*` are the project's own (package.json "imports").
const isPackage = (id) => !/^[./#]/.test(id) && !id.startsWith('\0') && !/^[a-zA-Z]:[\\/]/.test(id)

for (const [name, input] of Object.entries(ENTRIES)) {
	// One bundle per entry, no shared chunks: two self-contained files are easier to reason about in the image.
	await build({
		input,
		platform: 'node',
		external: isPackage,
		logLevel: 'warn',
		output: { file: `build/${name}.js`, format: 'esm' },
	})
}
