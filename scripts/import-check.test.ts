import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'

/**
 * The import check of `npm run lint` (.dependency-cruiser.js), run on a scratch copy of the code: it passes on the code
 * as it is, and fails once the copy gains an upward import or a circle (each test's change undone after it).
 */
const ROOT = path.resolve('.')
const DEPCRUISE = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs')
const COPIED = ['.dependency-cruiser.js', 'package.json', 'tsconfig.json', 'server.ts', 'app', 'db', 'server', 'scripts', 'tests']

/** The arguments `npm run lint` gives depcruise. */
function lintArguments() {
	const lint: string = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.lint
	const command = lint.split(' && ').find((part) => part.startsWith('depcruise '))
	if (!command) throw new Error(`npm run lint runs no depcruise: ${lint}`)
	return command.split(' ').slice(1)
}

let copy = ''
const changed: string[] = []
beforeAll(() => {
	copy = fs.mkdtempSync(path.join(os.tmpdir(), 'soko-imports-'))
	for (const name of COPIED) fs.cpSync(path.join(ROOT, name), path.join(copy, name), { recursive: true })
	fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'))
})
afterEach(() => {
	for (const file of changed.splice(0)) fs.copyFileSync(path.join(ROOT, file), path.join(copy, file))
})
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }))

/** Checks the copy as `npm run lint` checks the code, after appending `changes` to its files (a line each). */
function checkCopy(changes: Record<string, string> = {}) {
	for (const [file, line] of Object.entries(changes)) {
		changed.push(file)
		fs.appendFileSync(path.join(copy, file), `\n${line}\n`)
	}
	const run = spawnSync(process.execPath, [DEPCRUISE, ...lintArguments()], { cwd: copy, encoding: 'utf8' })
	return { status: run.status, output: run.stdout + run.stderr }
}

test('the import check passes on the code as it is', () => {
	const { status, output } = checkCopy()
	expect(output).toContain('no dependency violations found')
	expect(status).toBe(0)
})

test('a helper in app/utils that imports the domain fails it', () => {
	const { status, output } = checkCopy({ 'app/utils/format.ts': "import '#app/domain/domain-error.ts'" })
	expect(output).toMatch(/helpers-know-no-domain: app\/utils\/format\.ts → app\/domain\/domain-error\.ts/)
	expect(status).not.toBe(0)
})

test('a domain module that imports a route fails it', () => {
	const { status, output } = checkCopy({ 'app/domain/listings/towns.ts': "import type { loader } from '#app/routes/browse.tsx'" })
	expect(output).toMatch(/routes-on-top: app\/domain\/listings\/towns\.ts → app\/routes\/browse\.tsx/)
	expect(status).not.toBe(0)
})

test('two domain modules that import each other fail it', () => {
	const { status, output } = checkCopy({ 'app/domain/listings/towns.ts': "import './town-centres.ts'" })
	expect(output).toMatch(/no-circle: app\/domain\/listings\/town(s|-centres)\.ts →\s*app\/domain\/listings\/town(s|-centres)\.ts →/)
	expect(output).not.toMatch(/routes-on-top|helpers-know-no-domain/)
	expect(status).not.toBe(0)
})
