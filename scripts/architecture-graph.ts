// `npm run graph`: redraws the pictures in docs/architecture.md from the imports themselves: dependency-cruiser's
// mermaid output, with the modules collapsed into floors (one picture) and into the domain's areas (the other).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const DOC = 'docs/architecture.md'
const DEPCRUISE = path.resolve('node_modules/dependency-cruiser/bin/dependency-cruiser.mjs')
const NOT_DRAWN = '\\.test\\.tsx?$|\\+types/|^app/styles/'

/** depcruise's arguments for one picture, and which way its arrows run: the floors from the top down. */
type Picture = { args: string[]; direction: 'TB' | 'LR' }

const PICTURES: Record<string, Picture> = {
	floors: { direction: 'TB', args: ['app', 'db', 'server', 'server.ts', '--include-only', '^(app|db|server)', '--collapse', '^app/(routes|components|domain|utils|i18n|lite|pwa|sw)|^db|^server'] },
	areas: { direction: 'LR', args: ['app/domain', '--include-only', '^app/domain/', '--collapse', '^app/domain/[^/]+'] },
}

function draw({ args, direction }: Picture) {
	const mermaid = execFileSync(process.execPath, [DEPCRUISE, ...args, '--exclude', NOT_DRAWN, '-T', 'mermaid'], {
		encoding: 'utf8',
	})
	return mermaid.trim().replace(/^flowchart LR/, `flowchart ${direction}`)
}

let doc = fs.readFileSync(DOC, 'utf8')
for (const [name, picture] of Object.entries(PICTURES)) {
	const block = new RegExp(`(<!-- graph:${name} -->\\n)[\\s\\S]*?(<!-- /graph:${name} -->)`)
	if (!block.test(doc)) throw new Error(`${DOC} has no <!-- graph:${name} --> … <!-- /graph:${name} --> block`)
	doc = doc.replace(block, (_, open: string, close: string) => `${open}\`\`\`mermaid\n${draw(picture)}\n\`\`\`\n${close}`)
}
fs.writeFileSync(DOC, doc)
console.log(`${DOC}: pictures redrawn`)
