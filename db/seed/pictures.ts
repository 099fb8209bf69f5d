import sharp from 'sharp'
import type { PictureShape } from './catalogue.ts'
import { createRandom } from './random.ts'

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

type Palette = { main: string; dark: string; light: string; accent: string }

/** Each silhouette is drawn around (0, 0), roughly 600 px wide and 500 px tall. */
const SHAPES: Record<PictureShape, (p: Palette) => string> = {
	device: (p) => `
		<rect x="-150" y="-270" width="300" height="540" rx="40" fill="${p.dark}"/>
		<rect x="-130" y="-230" width="260" height="450" rx="12" fill="${p.light}"/>
		<rect x="-110" y="-200" width="220" height="120" rx="10" fill="${p.accent}"/>
		<rect x="-110" y="-60" width="100" height="100" rx="16" fill="${p.main}"/>
		<rect x="10" y="-60" width="100" height="100" rx="16" fill="${p.main}"/>
		<circle cx="0" cy="245" r="12" fill="${p.light}"/>`,
	garment: (p) => `
		<path d="M-120 -240 L-280 -160 L-220 -40 L-170 -70 L-170 250 L170 250 L170 -70 L220 -40 L280 -160 L120 -240 Q0 -170 -120 -240 Z" fill="${p.main}"/>
		<path d="M-120 -240 Q0 -170 120 -240 Q0 -200 -120 -240 Z" fill="${p.dark}"/>
		<rect x="-170" y="40" width="340" height="40" fill="${p.accent}"/>`,
	furniture: (p) => `
		<rect x="-300" y="-160" width="600" height="200" rx="30" fill="${p.dark}"/>
		<rect x="-280" y="10" width="560" height="120" rx="20" fill="${p.main}"/>
		<rect x="-340" y="-60" width="90" height="220" rx="30" fill="${p.dark}"/>
		<rect x="250" y="-60" width="90" height="220" rx="30" fill="${p.dark}"/>
		<rect x="-270" y="-140" width="260" height="150" rx="24" fill="${p.light}"/>
		<rect x="10" y="-140" width="260" height="150" rx="24" fill="${p.light}"/>
		<rect x="-310" y="160" width="30" height="70" fill="${p.dark}"/>
		<rect x="280" y="160" width="30" height="70" fill="${p.dark}"/>`,
	ball: (p) => `
		<circle cx="0" cy="0" r="240" fill="${p.light}"/>
		<polygon points="0,-80 76,-25 47,65 -47,65 -76,-25" fill="${p.dark}"/>
		<path d="M0 -80 L0 -240 M76 -25 L228 -74 M47 65 L141 194 M-47 65 L-141 194 M-76 -25 L-228 -74" stroke="${p.dark}" stroke-width="14"/>
		<circle cx="0" cy="0" r="240" fill="none" stroke="${p.main}" stroke-width="18"/>`,
	books: (p) => `
		<rect x="-260" y="110" width="520" height="110" rx="10" fill="${p.dark}"/>
		<rect x="-230" y="0" width="470" height="110" rx="10" fill="${p.main}"/>
		<rect x="-250" y="-110" width="480" height="110" rx="10" fill="${p.accent}"/>
		<rect x="-210" y="-220" width="430" height="110" rx="10" fill="${p.light}"/>
		<rect x="-260" y="150" width="520" height="14" fill="${p.light}"/>
		<rect x="-230" y="40" width="470" height="14" fill="${p.light}"/>
		<rect x="-250" y="-70" width="480" height="14" fill="${p.dark}"/>`,
	wheel: (p) => `
		<circle cx="0" cy="0" r="260" fill="${p.dark}"/>
		<circle cx="0" cy="0" r="170" fill="${p.light}"/>
		<path d="M0 -160 L0 160 M-160 0 L160 0 M-113 -113 L113 113 M-113 113 L113 -113" stroke="${p.main}" stroke-width="28"/>
		<circle cx="0" cy="0" r="50" fill="${p.accent}"/>`,
	bottle: (p) => `
		<rect x="-130" y="-120" width="260" height="380" rx="60" fill="${p.main}"/>
		<rect x="-50" y="-230" width="100" height="130" rx="20" fill="${p.main}"/>
		<rect x="-60" y="-280" width="120" height="60" rx="12" fill="${p.dark}"/>
		<rect x="-130" y="10" width="260" height="140" fill="${p.light}"/>
		<circle cx="0" cy="80" r="40" fill="${p.accent}"/>
		<rect x="250" y="40" width="120" height="220" rx="30" fill="${p.accent}"/>`,
	toy: (p) => `
		<circle cx="0" cy="80" r="190" fill="${p.main}"/>
		<circle cx="0" cy="-170" r="130" fill="${p.main}"/>
		<circle cx="-110" cy="-270" r="55" fill="${p.dark}"/>
		<circle cx="110" cy="-270" r="55" fill="${p.dark}"/>
		<circle cx="-45" cy="-190" r="16" fill="${p.dark}"/>
		<circle cx="45" cy="-190" r="16" fill="${p.dark}"/>
		<ellipse cx="0" cy="-130" rx="50" ry="36" fill="${p.light}"/>
		<ellipse cx="0" cy="100" rx="110" ry="120" fill="${p.light}"/>`,
	box: (p) => `
		<polygon points="-260,-120 0,-220 260,-120 0,-20" fill="${p.light}"/>
		<polygon points="-260,-120 0,-20 0,260 -260,160" fill="${p.main}"/>
		<polygon points="260,-120 0,-20 0,260 260,160" fill="${p.dark}"/>
		<polygon points="-130,-170 130,-70 130,-20 -130,-120" fill="${p.accent}"/>`,
	instrument: (p) => `
		<rect x="-30" y="-330" width="60" height="330" fill="${p.dark}"/>
		<rect x="-45" y="-380" width="90" height="80" rx="14" fill="${p.dark}"/>
		<circle cx="0" cy="60" r="150" fill="${p.main}"/>
		<circle cx="0" cy="200" r="180" fill="${p.main}"/>
		<circle cx="0" cy="90" r="55" fill="${p.dark}"/>
		<rect x="-80" y="250" width="160" height="26" rx="8" fill="${p.dark}"/>
		<path d="M-14 -370 L-14 260 M14 -370 L14 260" stroke="${p.light}" stroke-width="4"/>`,
	bag: (p) => `
		<rect x="-80" y="-310" width="160" height="90" rx="30" fill="none" stroke="${p.dark}" stroke-width="26"/>
		<rect x="-220" y="-240" width="440" height="460" rx="50" fill="${p.main}"/>
		<path d="M-120 -220 L-120 200 M0 -220 L0 200 M120 -220 L120 200" stroke="${p.dark}" stroke-width="14"/>
		<circle cx="-160" cy="245" r="32" fill="${p.dark}"/>
		<circle cx="160" cy="245" r="32" fill="${p.dark}"/>`,
	frame: (p) => `
		<rect x="-320" y="-240" width="640" height="480" fill="${p.dark}"/>
		<rect x="-280" y="-200" width="560" height="400" fill="${p.light}"/>
		<circle cx="140" cy="-90" r="60" fill="${p.accent}"/>
		<path d="M-280 200 L-280 60 Q-140 -40 0 60 T280 20 L280 200 Z" fill="${p.main}"/>
		<path d="M-80 200 L-80 80 L-110 80 L-40 10 L30 80 L0 80 L0 200 Z" fill="${p.dark}"/>`,
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
