import sharp from 'sharp'
import { expect, test } from 'vitest'
import { CATALOGUE } from './catalogue.ts'
import { renderPicture } from './pictures.ts'
import { SHAPES, type PictureShape } from './shapes.ts'

const shapes = Object.keys(SHAPES) as PictureShape[]

test.each(shapes)('draws %s as a 1200x900 JPEG', async (shape) => {
	const { format, width, height } = await sharp(await renderPicture({ shape, hue: 120, seed: 1, index: 0 })).metadata()
	expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 900 })
})

test('every shape draws some catalogue item', () => {
	const used = new Set(CATALOGUE.flatMap((category) => category.items.map((item) => item.shape)))
	expect(shapes.filter((shape) => !used.has(shape))).toEqual([])
})

/** Words in a title and the shape they call for; the first rule a title matches decides. */
const RULES: [RegExp, PictureShape][] = [
	[/backpack/i, 'backpack'],
	[/\bTV\b/, 'tv'],
	[/EliteBook|ThinkPad|MacBook|\blaptop\b/i, 'laptop'],
	[/\bTab\b/, 'tablet'],
	[/Galaxy A\d|Tecno|Infinix|\bItel\b|Redmi|iPhone|Nokia/, 'phone'],
	[/speaker/i, 'speaker'],
	[/earbuds|FreePods/i, 'earbuds'],
	[/router|MiFi/i, 'router'],
	[/PlayStation|Xbox/i, 'gamepad'],
	[/car radio/i, 'radio'],
	[/\bEOS\b|\bcamera\b/i, 'camera'],
	[/solar/i, 'solar'],
	[/cooker|\bstove\b/i, 'cooker'],
	[/fridge/i, 'fridge'],
	[/microwave/i, 'microwave'],
	[/\bkettle\b/i, 'kettle'],
	[/\bbed\b|mattress|\bcot\b/i, 'bed'],
	[/\btable\b/i, 'table'],
	[/\bchairs?\b/i, 'chair'],
	[/wardrobe/i, 'wardrobe'],
	[/bicycle|\bbike\b/i, 'bicycle'],
	[/\bshoes\b|\bboots\b|Air Force/i, 'shoe'],
	[/\bdress\b/i, 'dress'],
	[/necklace|\bbeads?\b/i, 'necklace'],
	[/\btent\b/i, 'tent'],
	[/dumbbell/i, 'dumbbell'],
	[/helmet/i, 'helmet'],
	[/\btyres\b|\brims\b/i, 'wheel'],
	[/battery|jump starter/i, 'battery'],
	[/\bjars?\b|\btubs\b/i, 'jar'],
	[/\bsack\b|kg bag/i, 'sack'],
	[/guitar|ukulele/i, 'guitar'],
	[/violin|fiddle/i, 'violin'],
	[/\bdrum\b/i, 'drum'],
	[/keyboard/i, 'keyboard'],
	[/printer/i, 'printer'],
	[/suitcase|cabin bag/i, 'suitcase'],
	[/\bcage\b|carrier|hutch/i, 'cage'],
	[/\bbooks?\b|dictionary|Bible/i, 'books'],
	[/clippers|trimmer|shaver/i, 'trimmer'],
	[/\bdryer\b/i, 'hairdryer'],
]

test('each item is drawn as what its title says it is', () => {
	const wrong = CATALOGUE.flatMap((category) =>
		category.items.flatMap((item) => {
			const rule = RULES.find(([words]) => words.test(item.title))
			return rule && rule[1] !== item.shape ? [`${item.title}: ${item.shape}, expected ${rule[1]}`] : []
		}),
	)
	expect(wrong).toEqual([])
})

test('every rule matches some catalogue item', () => {
	const titles = CATALOGUE.flatMap((category) => category.items.map((item) => item.title))
	expect(RULES.filter(([words]) => !titles.some((title) => words.test(title))).map(([words]) => String(words))).toEqual([])
})
