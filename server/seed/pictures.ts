import sharp from 'sharp'
import { createRandom } from './random.ts'
import { SHAPES, type Palette, type PictureShape } from './shapes.ts'

const WIDTH = 1200
const HEIGHT = 900

function hsl(hue: number, saturation: number, lightness: number) {
	const s = saturation / 100
	const l = lightness / 100
	const k = (n: number) => (n + hue / 30) % 12
	const a = s * Math.min(l, 1 - l)
	const channel = (n: number) => {
		const value = l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))
		return Math.round(value * 255)
			.toString(16)
			.padStart(2, '0')
	}
	return `#${channel(0)}${channel(8)}${channel(4)}`
}

function pictureSvg({ shape, hue, seed, index }: { shape: PictureShape; hue: number; seed: number; index: number }) {
	const random = createRandom(seed * 31 + index)
	const h = (hue + random.int(-12, 12) + 360) % 360
	const objectHue = (h + random.pick([150, 180, 210])) % 360
	const palette: Palette = {
		main: hsl(objectHue, random.int(45, 70), random.int(40, 55)),
		dark: hsl(objectHue, 30, random.int(18, 28)),
		light: hsl(objectHue, 25, random.int(82, 92)),
		accent: hsl((objectHue + 40) % 360, 70, 55),
	}
	const scale = 0.75 + random.next() * 0.35
	const angle = random.int(-10, 10)
	const cx = WIDTH / 2 + random.int(-120, 120)
	const cy = HEIGHT / 2 + random.int(-30, 40)
	const floorY = HEIGHT * (0.66 + random.next() * 0.1)
	const blobs = Array.from({ length: random.int(2, 4) }, () => {
		const r = random.int(60, 180)
		return `<circle cx="${random.int(0, WIDTH)}" cy="${random.int(0, floorY)}" r="${r}" fill="#ffffff" fill-opacity="0.18"/>`
	}).join('')
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
	<defs>
		<linearGradient id="bg" x1="0" y1="0" x2="${random.next().toFixed(2)}" y2="1">
			<stop offset="0" stop-color="${hsl(h, 50, 88)}"/>
			<stop offset="1" stop-color="${hsl(h, 45, 64)}"/>
		</linearGradient>
	</defs>
	<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
	${blobs}
	<rect y="${floorY.toFixed(0)}" width="${WIDTH}" height="${HEIGHT}" fill="${hsl(h, 30, 45)}" fill-opacity="0.35"/>
	<ellipse cx="${cx}" cy="${cy + 270 * scale}" rx="${320 * scale}" ry="${40 * scale}" fill="#000000" fill-opacity="0.18"/>
	<g transform="translate(${cx} ${cy}) rotate(${angle}) scale(${scale.toFixed(3)})">${SHAPES[shape](palette)}</g>
</svg>`
}

/** A 1200x900 JPEG of a made-up product photo: no text, since the machine may lack fonts. */
export function renderPicture(options: { shape: PictureShape; hue: number; seed: number; index: number }) {
	return sharp(Buffer.from(pictureSvg(options))).jpeg({ quality: 90 }).toBuffer()
}
