/** The colours one picture draws its object with. */
export type Palette = { main: string; dark: string; light: string; accent: string }

type Shape = (p: Palette) => string

const range = (count: number) => Array.from({ length: count }, (_, i) => i)

/** Each silhouette is drawn around (0, 0), roughly 600 px wide and 500 px tall: bold and simple, so it reads at card size. */
export const SHAPES = {
	phone: (p) => `
		<rect x="-150" y="-270" width="300" height="540" rx="40" fill="${p.dark}"/>
		<rect x="-130" y="-230" width="260" height="450" rx="12" fill="${p.light}"/>
		<rect x="-110" y="-200" width="220" height="120" rx="10" fill="${p.accent}"/>
		<rect x="-110" y="-60" width="100" height="100" rx="16" fill="${p.main}"/>
		<rect x="10" y="-60" width="100" height="100" rx="16" fill="${p.main}"/>
		<circle cx="0" cy="245" r="12" fill="${p.light}"/>`,
	tablet: (p) => `
		<rect x="-310" y="-220" width="620" height="440" rx="40" fill="${p.dark}"/>
		<rect x="-270" y="-185" width="540" height="370" rx="10" fill="${p.light}"/>
		<rect x="-240" y="-155" width="300" height="190" rx="12" fill="${p.accent}"/>
		<rect x="90" y="-155" width="150" height="85" rx="12" fill="${p.main}"/>
		<rect x="90" y="-50" width="150" height="85" rx="12" fill="${p.main}"/>
		<rect x="-240" y="65" width="480" height="90" rx="12" fill="${p.main}"/>
		<circle cx="290" cy="0" r="9" fill="${p.light}"/>`,
	laptop: (p) => `
		<rect x="-250" y="-260" width="500" height="320" rx="18" fill="${p.dark}"/>
		<rect x="-225" y="-235" width="450" height="270" rx="6" fill="${p.light}"/>
		<rect x="-195" y="-205" width="220" height="130" rx="8" fill="${p.accent}"/>
		<rect x="50" y="-205" width="145" height="60" rx="8" fill="${p.main}"/>
		<polygon points="-250,60 250,60 340,180 -340,180" fill="${p.main}"/>
		<path d="M-240 85 L240 85 M-258 110 L258 110 M-276 135 L276 135" stroke="${p.dark}" stroke-width="14" stroke-dasharray="26 8"/>
		<rect x="-60" y="148" width="120" height="24" rx="6" fill="${p.light}"/>
		<rect x="-350" y="178" width="700" height="26" rx="12" fill="${p.dark}"/>`,
	tv: (p) => `
		<rect x="-330" y="-250" width="660" height="390" rx="14" fill="${p.dark}"/>
		<rect x="-310" y="-230" width="620" height="350" fill="${p.accent}"/>
		<circle cx="170" cy="-130" r="55" fill="${p.light}"/>
		<path d="M-310 120 L-310 20 Q-160 -110 -20 10 T310 -10 L310 120 Z" fill="${p.main}"/>
		<rect x="-25" y="140" width="50" height="70" fill="${p.dark}"/>
		<rect x="-170" y="205" width="340" height="24" rx="10" fill="${p.dark}"/>`,
	speaker: (p) => `
		<rect x="-190" y="-270" width="380" height="530" rx="34" fill="${p.dark}"/>
		<circle cx="0" cy="-140" r="70" fill="${p.main}"/>
		<circle cx="0" cy="-140" r="26" fill="${p.light}"/>
		<circle cx="0" cy="95" r="145" fill="${p.main}"/>
		<circle cx="0" cy="95" r="80" fill="${p.light}"/>
		<circle cx="0" cy="95" r="32" fill="${p.accent}"/>`,
	camera: (p) => `
		<polygon points="-130,-150 -90,-230 90,-230 130,-150" fill="${p.dark}"/>
		<rect x="-290" y="-160" width="580" height="360" rx="40" fill="${p.dark}"/>
		<rect x="-290" y="-160" width="110" height="360" rx="40" fill="${p.main}"/>
		<rect x="170" y="-210" width="80" height="50" rx="10" fill="${p.accent}"/>
		<circle cx="30" cy="30" r="155" fill="${p.main}"/>
		<circle cx="30" cy="30" r="115" fill="${p.dark}"/>
		<circle cx="30" cy="30" r="70" fill="${p.accent}"/>
		<circle cx="0" cy="0" r="22" fill="${p.light}"/>`,
	gamepad: (p) => `
		<path d="M-200 -130 L200 -130 Q300 -130 320 10 L345 160 Q350 240 280 240 Q235 240 200 170 L165 110 L-165 110 L-200 170 Q-235 240 -280 240 Q-350 240 -345 160 L-320 10 Q-300 -130 -200 -130 Z" fill="${p.dark}"/>
		<rect x="-230" y="-50" width="110" height="36" rx="8" fill="${p.light}"/>
		<rect x="-193" y="-87" width="36" height="110" rx="8" fill="${p.light}"/>
		<circle cx="175" cy="-80" r="24" fill="${p.accent}"/>
		<circle cx="175" cy="0" r="24" fill="${p.accent}"/>
		<circle cx="135" cy="-40" r="24" fill="${p.light}"/>
		<circle cx="215" cy="-40" r="24" fill="${p.light}"/>
		<circle cx="-80" cy="60" r="46" fill="${p.main}"/>
		<circle cx="80" cy="60" r="46" fill="${p.main}"/>`,
	earbuds: (p) => `
		<rect x="-260" y="-10" width="520" height="260" rx="120" fill="${p.light}"/>
		<rect x="-260" y="-10" width="520" height="120" rx="60" fill="${p.dark}"/>
		<ellipse cx="-120" cy="60" rx="90" ry="50" fill="${p.light}" opacity="0.25"/>
		<ellipse cx="120" cy="60" rx="90" ry="50" fill="${p.light}" opacity="0.25"/>
		<circle cx="0" cy="190" r="14" fill="${p.accent}"/>
		${[-1, 1].map((side) => `
			<g transform="rotate(${side * 18} ${side * 120} -120)">
				<rect x="${side * 120 - 30}" y="-150" width="60" height="170" rx="30" fill="${p.main}"/>
				<ellipse cx="${side * 120}" cy="-180" rx="95" ry="80" fill="${p.main}"/>
				<ellipse cx="${side * 120 - side * 50}" cy="-180" rx="36" ry="46" fill="${p.accent}"/>
			</g>`).join('')}`,
	router: (p) => `
		<rect x="-235" y="-300" width="40" height="320" rx="20" fill="${p.dark}" transform="rotate(-12 -215 20)"/>
		<rect x="195" y="-300" width="40" height="320" rx="20" fill="${p.dark}" transform="rotate(12 215 20)"/>
		<rect x="-300" y="0" width="600" height="180" rx="40" fill="${p.main}"/>
		<rect x="-300" y="120" width="600" height="60" rx="30" fill="${p.dark}"/>
		${range(5).map((i) => `<circle cx="${-160 + i * 80}" cy="60" r="18" fill="${i === 0 ? p.accent : p.light}"/>`).join('')}
		<path d="M-100 -110 Q0 -190 100 -110 M-60 -65 Q0 -115 60 -65" stroke="${p.accent}" stroke-width="24" fill="none" stroke-linecap="round"/>
		<circle cx="0" cy="-25" r="18" fill="${p.accent}"/>`,
	solar: (p) => `
		<circle cx="250" cy="-230" r="55" fill="${p.accent}"/>
		<path d="M-20 120 L-60 260 M60 120 L100 260" stroke="${p.dark}" stroke-width="24"/>
		<g transform="skewX(-18)">
			<rect x="-240" y="-210" width="520" height="340" rx="8" fill="${p.dark}"/>
			${range(3).map((row) => range(4).map((col) => `<rect x="${-225 + col * 126}" y="${-195 + row * 106}" width="116" height="96" fill="${p.main}"/>`).join('')).join('')}
		</g>`,
	garment: (p) => `
		<path d="M-120 -240 L-280 -160 L-220 -40 L-170 -70 L-170 250 L170 250 L170 -70 L220 -40 L280 -160 L120 -240 Q0 -170 -120 -240 Z" fill="${p.main}"/>
		<path d="M-120 -240 Q0 -170 120 -240 Q0 -200 -120 -240 Z" fill="${p.dark}"/>
		<rect x="-170" y="40" width="340" height="40" fill="${p.accent}"/>`,
	dress: (p) => `
		<path d="M-60 -270 L-80 -300 M60 -270 L80 -300" stroke="${p.dark}" stroke-width="18" stroke-linecap="round"/>
		<path d="M-90 -270 L90 -270 L105 -150 Q80 -110 110 -60 L290 250 L-290 250 L-110 -60 Q-80 -110 -105 -150 Z" fill="${p.main}"/>
		<path d="M-90 -270 Q0 -190 90 -270 Z" fill="${p.light}"/>
		<path d="M-115 -80 L115 -80 L122 -40 L-122 -40 Z" fill="${p.dark}"/>
		${[[-150, 180], [0, 60], [150, 180], [-75, 150], [75, 150], [0, 200], [-40, -150], [40, -150]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="30" fill="${p.accent}"/>`).join('')}`,
	shoe: (p) => `
		<path d="M-300 150 L-300 -60 Q-300 -110 -250 -110 L-90 -110 Q-50 -110 -30 -60 L40 0 Q120 30 230 45 Q320 60 320 140 L320 170 L-300 170 Z" fill="${p.main}"/>
		<path d="M-290 -105 Q-180 -60 -70 -105" stroke="${p.dark}" stroke-width="26" fill="none"/>
		<path d="M-40 -40 L20 -90 M0 -10 L60 -60 M40 20 L100 -30" stroke="${p.light}" stroke-width="16" stroke-linecap="round"/>
		<path d="M200 45 Q320 60 320 140 L200 140 Z" fill="${p.accent}"/>
		<rect x="-315" y="150" width="650" height="60" rx="26" fill="${p.light}"/>
		<rect x="-315" y="188" width="650" height="22" rx="10" fill="${p.dark}"/>`,
	handbag: (p) => `
		<path d="M-150 -60 Q-150 -290 0 -290 Q150 -290 150 -60" stroke="${p.dark}" stroke-width="34" fill="none"/>
		<path d="M-250 -60 L250 -60 L295 240 L-295 240 Z" fill="${p.main}"/>
		<path d="M-250 -60 L250 -60 L242 70 Q0 130 -242 70 Z" fill="${p.dark}"/>
		<circle cx="0" cy="92" r="28" fill="${p.accent}"/>
		<path d="M-270 180 L270 180" stroke="${p.light}" stroke-width="16"/>`,
	necklace: (p) => `
		<path d="M-250 -230 A250 330 0 0 0 250 -230" stroke="${p.main}" stroke-width="60" fill="none" stroke-dasharray="34 8"/>
		<path d="M-190 -230 A190 250 0 0 0 190 -230" stroke="${p.light}" stroke-width="46" fill="none" stroke-dasharray="30 8"/>
		<path d="M-135 -230 A135 175 0 0 0 135 -230" stroke="${p.accent}" stroke-width="40" fill="none" stroke-dasharray="26 8"/>
		<circle cx="0" cy="160" r="44" fill="${p.dark}"/>`,
	fabric: (p) => `
		<rect x="-280" y="90" width="560" height="140" rx="30" fill="${p.main}"/>
		<path d="M-190 90 L-190 230 M-60 90 L-60 230 M70 90 L70 230 M200 90 L200 230 M-280 160 L280 160" stroke="${p.dark}" stroke-width="18"/>
		<rect x="-260" y="-50" width="520" height="140" rx="30" fill="${p.accent}"/>
		<path d="M-170 -50 L-170 90 M-40 -50 L-40 90 M90 -50 L90 90 M220 -50 L220 90 M-260 20 L260 20" stroke="${p.light}" stroke-width="18"/>
		<rect x="-240" y="-190" width="480" height="140" rx="30" fill="${p.light}"/>
		<path d="M-150 -190 L-150 -50 M-20 -190 L-20 -50 M110 -190 L110 -50 M-240 -120 L240 -120" stroke="${p.main}" stroke-width="18"/>`,
	sofa: (p) => `
		<rect x="-300" y="-160" width="600" height="200" rx="30" fill="${p.dark}"/>
		<rect x="-280" y="10" width="560" height="120" rx="20" fill="${p.main}"/>
		<rect x="-340" y="-60" width="90" height="220" rx="30" fill="${p.dark}"/>
		<rect x="250" y="-60" width="90" height="220" rx="30" fill="${p.dark}"/>
		<rect x="-270" y="-140" width="260" height="150" rx="24" fill="${p.light}"/>
		<rect x="10" y="-140" width="260" height="150" rx="24" fill="${p.light}"/>
		<rect x="-310" y="160" width="30" height="70" fill="${p.dark}"/>
		<rect x="280" y="160" width="30" height="70" fill="${p.dark}"/>`,
	cooker: (p) => `
		<polygon points="-250,-150 250,-150 310,-30 -310,-30" fill="${p.dark}"/>
		<rect x="-310" y="-30" width="620" height="180" rx="16" fill="${p.light}"/>
		<ellipse cx="-140" cy="-90" rx="100" ry="34" fill="${p.main}"/>
		<ellipse cx="140" cy="-90" rx="100" ry="34" fill="${p.main}"/>
		${[-140, 140].map((x) => `<path d="M${x - 60} -95 Q${x - 40} -170 ${x - 20} -110 Q${x} -200 ${x + 20} -110 Q${x + 40} -170 ${x + 60} -95 Z" fill="${p.accent}"/>`).join('')}
		<circle cx="-190" cy="60" r="36" fill="${p.dark}"/>
		<circle cx="190" cy="60" r="36" fill="${p.dark}"/>
		<rect x="-90" y="30" width="180" height="60" rx="10" fill="${p.main}"/>
		<rect x="-290" y="150" width="60" height="40" fill="${p.dark}"/>
		<rect x="230" y="150" width="60" height="40" fill="${p.dark}"/>`,
	fridge: (p) => `
		<rect x="-180" y="-290" width="360" height="550" rx="28" fill="${p.main}"/>
		<rect x="-180" y="-110" width="360" height="14" fill="${p.dark}"/>
		<rect x="120" y="-250" width="24" height="110" rx="10" fill="${p.dark}"/>
		<rect x="120" y="-70" width="24" height="180" rx="10" fill="${p.dark}"/>
		<rect x="-150" y="-260" width="30" height="130" rx="10" fill="${p.light}"/>
		<rect x="-150" y="-80" width="30" height="300" rx="10" fill="${p.light}"/>
		<rect x="-160" y="255" width="50" height="20" fill="${p.dark}"/>
		<rect x="110" y="255" width="50" height="20" fill="${p.dark}"/>`,
	microwave: (p) => `
		<rect x="-310" y="-190" width="620" height="370" rx="26" fill="${p.main}"/>
		<rect x="-270" y="-150" width="390" height="290" rx="16" fill="${p.dark}"/>
		<polygon points="-240,-120 -120,-120 -240,20" fill="${p.light}" fill-opacity="0.5"/>
		<rect x="150" y="-150" width="120" height="290" rx="10" fill="${p.light}"/>
		<rect x="170" y="-130" width="80" height="40" rx="6" fill="${p.dark}"/>
		<circle cx="210" cy="-20" r="36" fill="${p.accent}"/>
		<rect x="170" y="50" width="80" height="22" rx="6" fill="${p.dark}"/>
		<rect x="170" y="90" width="80" height="22" rx="6" fill="${p.dark}"/>
		<rect x="-280" y="180" width="60" height="30" fill="${p.dark}"/>
		<rect x="220" y="180" width="60" height="30" fill="${p.dark}"/>`,
	kettle: (p) => `
		<path d="M-140 -70 L-300 -180 L-280 -205 L-120 -130 Z" fill="${p.main}"/>
		<path d="M120 -110 Q310 -110 270 130 L170 170" stroke="${p.dark}" stroke-width="44" fill="none"/>
		<path d="M-170 220 L-130 -130 Q0 -180 130 -130 L170 220 Z" fill="${p.main}"/>
		<ellipse cx="0" cy="-140" rx="125" ry="30" fill="${p.dark}"/>
		<rect x="-30" y="-195" width="60" height="40" rx="14" fill="${p.dark}"/>
		<rect x="-40" y="-40" width="50" height="200" rx="20" fill="${p.light}"/>
		<rect x="-210" y="210" width="420" height="50" rx="20" fill="${p.dark}"/>
		<circle cx="120" cy="190" r="14" fill="${p.accent}"/>`,
	bed: (p) => `
		<rect x="-330" y="-230" width="54" height="470" rx="16" fill="${p.dark}"/>
		<rect x="290" y="-50" width="44" height="290" rx="14" fill="${p.dark}"/>
		<rect x="-300" y="90" width="620" height="60" fill="${p.dark}"/>
		<rect x="-285" y="-30" width="585" height="130" rx="34" fill="${p.light}"/>
		<rect x="-270" y="-90" width="160" height="80" rx="34" fill="${p.accent}"/>
		<path d="M-90 -40 L300 -40 L300 100 L-90 100 Q-120 30 -90 -40 Z" fill="${p.main}"/>`,
	table: (p) => `
		${[-1, 1].map((side) => `
			<rect x="${side * 330 - 15}" y="-210" width="30" height="450" rx="10" fill="${p.main}"/>
			<rect x="${side < 0 ? -345 : 185}" y="50" width="160" height="34" rx="8" fill="${p.main}"/>
			<rect x="${side * 200 - 15}" y="60" width="30" height="180" rx="8" fill="${p.main}"/>`).join('')}
		<rect x="-250" y="-60" width="500" height="44" rx="10" fill="${p.dark}"/>
		<rect x="-230" y="-20" width="34" height="260" fill="${p.dark}"/>
		<rect x="196" y="-20" width="34" height="260" fill="${p.dark}"/>
		<ellipse cx="0" cy="-80" rx="60" ry="18" fill="${p.light}"/>
		<rect x="-20" y="-150" width="40" height="70" rx="14" fill="${p.accent}"/>`,
	chair: (p) => `
		<rect x="-160" y="-290" width="320" height="270" rx="40" fill="${p.main}"/>
		<rect x="-110" y="-240" width="40" height="190" rx="16" fill="${p.light}"/>
		<rect x="-20" y="-240" width="40" height="190" rx="16" fill="${p.light}"/>
		<rect x="70" y="-240" width="40" height="190" rx="16" fill="${p.light}"/>
		<path d="M-190 60 L-230 260 M190 60 L230 260 M-110 60 L-120 230 M110 60 L120 230" stroke="${p.dark}" stroke-width="30" stroke-linecap="round"/>
		<polygon points="-170,-30 170,-30 210,70 -210,70" fill="${p.dark}"/>`,
	wardrobe: (p) => `
		<rect x="-260" y="-290" width="520" height="530" rx="10" fill="${p.main}"/>
		<rect x="-280" y="-300" width="560" height="40" rx="8" fill="${p.dark}"/>
		<rect x="-75" y="-240" width="150" height="430" rx="10" fill="${p.light}"/>
		<path d="M-87 -260 L-87 240 M87 -260 L87 240" stroke="${p.dark}" stroke-width="12"/>
		<rect x="-115" y="-40" width="14" height="70" rx="6" fill="${p.accent}"/>
		<rect x="101" y="-40" width="14" height="70" rx="6" fill="${p.accent}"/>
		<rect x="-240" y="240" width="40" height="30" fill="${p.dark}"/>
		<rect x="200" y="240" width="40" height="30" fill="${p.dark}"/>`,
	drawers: (p) => `
		<rect x="-180" y="-290" width="360" height="560" rx="12" fill="${p.dark}"/>
		${range(4).map((i) => `
			<rect x="-155" y="${-265 + i * 132}" width="310" height="116" rx="8" fill="${p.main}"/>
			<rect x="-60" y="${-250 + i * 132}" width="120" height="30" rx="6" fill="${p.light}"/>
			<rect x="-45" y="${-200 + i * 132}" width="90" height="20" rx="10" fill="${p.dark}"/>`).join('')}`,
	mat: (p) => `
		<polygon points="-300,60 200,60 320,240 -180,240" fill="${p.main}"/>
		<path d="M-250 100 L240 100 M-220 150 L270 150 M-190 200 L300 200" stroke="${p.accent}" stroke-width="16"/>
		<path d="M-180 240 L-180 270 M-120 240 L-120 270 M-60 240 L-60 270 M0 240 L0 270 M60 240 L60 270 M120 240 L120 270 M180 240 L180 270 M240 240 L240 270 M300 240 L300 270" stroke="${p.dark}" stroke-width="8"/>
		<rect x="-330" y="-60" width="540" height="130" rx="65" fill="${p.main}"/>
		<circle cx="210" cy="5" r="65" fill="${p.light}"/>
		<path d="M210 5 m-40 0 a40 40 0 1 1 40 40 a24 24 0 1 1 -24 -24" stroke="${p.dark}" stroke-width="10" fill="none"/>`,
	tank: (p) => `
		<rect x="-200" y="-230" width="400" height="480" rx="50" fill="${p.main}"/>
		<ellipse cx="0" cy="-230" rx="200" ry="50" fill="${p.dark}"/>
		<rect x="-70" y="-300" width="140" height="70" rx="14" fill="${p.dark}"/>
		<path d="M-200 -90 L200 -90 M-200 30 L200 30 M-200 150 L200 150" stroke="${p.dark}" stroke-width="16"/>
		<rect x="-170" y="-200" width="30" height="420" rx="14" fill="${p.light}"/>
		<rect x="200" y="170" width="70" height="36" rx="10" fill="${p.accent}"/>`,
	coil: (p) => `
		<circle cx="-40" cy="0" r="220" stroke="${p.main}" stroke-width="44" fill="none"/>
		<circle cx="-40" cy="0" r="160" stroke="${p.dark}" stroke-width="44" fill="none"/>
		<circle cx="-40" cy="0" r="100" stroke="${p.main}" stroke-width="44" fill="none"/>
		<path d="M170 60 Q260 140 240 230" stroke="${p.main}" stroke-width="44" fill="none"/>
		<rect x="200" y="200" width="80" height="90" rx="16" fill="${p.accent}"/>`,
	ball: (p) => `
		<circle cx="0" cy="0" r="240" fill="${p.light}"/>
		<polygon points="0,-80 76,-25 47,65 -47,65 -76,-25" fill="${p.dark}"/>
		<path d="M0 -80 L0 -240 M76 -25 L228 -74 M47 65 L141 194 M-47 65 L-141 194 M-76 -25 L-228 -74" stroke="${p.dark}" stroke-width="14"/>
		<circle cx="0" cy="0" r="240" fill="none" stroke="${p.main}" stroke-width="18"/>`,
	basketball: (p) => `
		<circle cx="0" cy="0" r="240" fill="${p.accent}"/>
		<path d="M-240 0 L240 0 M0 -240 L0 240 M-170 -170 Q-70 0 -170 170 M170 -170 Q70 0 170 170" stroke="${p.dark}" stroke-width="14" fill="none"/>
		<circle cx="0" cy="0" r="240" fill="none" stroke="${p.dark}" stroke-width="14"/>`,
	bicycle: (p) => `
		<circle cx="-200" cy="110" r="140" stroke="${p.dark}" stroke-width="26" fill="none"/>
		<circle cx="210" cy="110" r="140" stroke="${p.dark}" stroke-width="26" fill="none"/>
		<path d="M-200 110 L-10 110 L130 -90 L-80 -90 Z M-10 110 L-100 -140 M130 -90 L210 110" stroke="${p.main}" stroke-width="24" fill="none" stroke-linejoin="round"/>
		<path d="M-150 -150 L-50 -150" stroke="${p.dark}" stroke-width="30" stroke-linecap="round"/>
		<path d="M130 -90 L110 -170 L190 -180" stroke="${p.dark}" stroke-width="22" fill="none" stroke-linecap="round"/>
		<circle cx="-10" cy="110" r="30" fill="${p.accent}"/>`,
	tent: (p) => `
		<path d="M0 -260 L-380 250 M0 -260 L380 250" stroke="${p.dark}" stroke-width="6"/>
		<polygon points="-310,240 0,-250 310,240" fill="${p.main}"/>
		<polygon points="0,-250 310,240 360,240 40,-230" fill="${p.dark}"/>
		<polygon points="-120,240 0,20 120,240" fill="${p.dark}"/>
		<polygon points="0,20 120,240 50,240" fill="${p.light}"/>`,
	dumbbell: (p) => `
		<rect x="-280" y="-20" width="560" height="40" rx="12" fill="${p.dark}"/>
		<rect x="-90" y="-28" width="180" height="56" rx="20" fill="${p.accent}"/>
		${[-1, 1].map((side) => `
			<rect x="${side < 0 ? -265 : 195}" y="-170" width="70" height="340" rx="20" fill="${p.dark}"/>
			<rect x="${side < 0 ? -195 : 145}" y="-125" width="50" height="250" rx="16" fill="${p.main}"/>`).join('')}`,
	racket: (p) => `
		<g transform="rotate(-30)">
			<ellipse cx="0" cy="-110" rx="130" ry="170" fill="${p.light}" stroke="${p.dark}" stroke-width="24"/>
			<path d="M-65 -257 L-65 37 M0 -280 L0 60 M65 -257 L65 37 M-120 -170 L120 -170 M-130 -110 L130 -110 M-120 -50 L120 -50" stroke="${p.main}" stroke-width="8"/>
			<rect x="-14" y="60" width="28" height="130" fill="${p.dark}"/>
			<rect x="-26" y="180" width="52" height="120" rx="18" fill="${p.accent}"/>
		</g>
		<polygon points="180,60 300,20 300,140" fill="${p.light}"/>
		<circle cx="180" cy="80" r="34" fill="${p.accent}"/>`,
	bat: (p) => `
		<g transform="rotate(25)">
			<rect x="-70" y="-110" width="140" height="380" rx="34" fill="${p.light}"/>
			<rect x="-25" y="-300" width="50" height="200" rx="16" fill="${p.dark}"/>
			<path d="M-25 -260 L25 -260 M-25 -220 L25 -220 M-25 -180 L25 -180" stroke="${p.accent}" stroke-width="12"/>
		</g>
		<circle cx="-190" cy="150" r="70" fill="${p.accent}"/>
		<path d="M-240 110 Q-190 150 -240 195 M-140 105 Q-190 150 -140 195" stroke="${p.light}" stroke-width="8" fill="none"/>`,
	rod: (p) => `
		<path d="M-280 240 Q20 -40 300 -270" stroke="${p.dark}" stroke-width="18" fill="none" stroke-linecap="round"/>
		<path d="M300 -270 L300 140" stroke="${p.dark}" stroke-width="5"/>
		<circle cx="300" cy="150" r="26" fill="${p.accent}"/>
		<rect x="-290" y="150" width="150" height="44" rx="20" fill="${p.main}" transform="rotate(-40 -215 172)"/>
		<circle cx="-140" cy="190" r="60" fill="${p.main}"/>
		<circle cx="-140" cy="190" r="24" fill="${p.light}"/>`,
	goggles: (p) => `
		<path d="M-220 240 Q-240 -220 0 -230 Q240 -220 220 240 Z" fill="${p.accent}"/>
		<path d="M-330 20 Q0 -60 330 20" stroke="${p.dark}" stroke-width="34" fill="none"/>
		<ellipse cx="-115" cy="20" rx="105" ry="75" fill="${p.main}" stroke="${p.dark}" stroke-width="24"/>
		<ellipse cx="115" cy="20" rx="105" ry="75" fill="${p.main}" stroke="${p.dark}" stroke-width="24"/>
		<ellipse cx="-140" cy="0" rx="35" ry="20" fill="${p.light}"/>
		<ellipse cx="90" cy="0" rx="35" ry="20" fill="${p.light}"/>`,
	backpack: (p) => `
		<path d="M-60 -230 Q0 -310 60 -230" stroke="${p.dark}" stroke-width="24" fill="none"/>
		<rect x="-240" y="-170" width="50" height="360" rx="25" fill="${p.dark}"/>
		<rect x="190" y="-170" width="50" height="360" rx="25" fill="${p.dark}"/>
		<rect x="-200" y="-240" width="400" height="490" rx="100" fill="${p.main}"/>
		<rect x="-145" y="40" width="290" height="180" rx="40" fill="${p.dark}"/>
		<path d="M-120 90 L120 90" stroke="${p.light}" stroke-width="10"/>
		<rect x="-30" y="-130" width="60" height="24" rx="10" fill="${p.accent}"/>`,
	books: (p) => `
		<rect x="-260" y="110" width="520" height="110" rx="10" fill="${p.dark}"/>
		<rect x="-230" y="0" width="470" height="110" rx="10" fill="${p.main}"/>
		<rect x="-250" y="-110" width="480" height="110" rx="10" fill="${p.accent}"/>
		<rect x="-210" y="-220" width="430" height="110" rx="10" fill="${p.light}"/>
		<rect x="-260" y="150" width="520" height="14" fill="${p.light}"/>
		<rect x="-230" y="40" width="470" height="14" fill="${p.light}"/>
		<rect x="-250" y="-70" width="480" height="14" fill="${p.dark}"/>`,
	record: (p) => `
		<rect x="-320" y="-250" width="420" height="420" rx="8" fill="${p.main}"/>
		<circle cx="-110" cy="-40" r="120" fill="${p.accent}"/>
		<circle cx="80" cy="40" r="230" fill="${p.dark}"/>
		<circle cx="80" cy="40" r="180" stroke="${p.main}" stroke-width="4" fill="none" opacity="0.6"/>
		<circle cx="80" cy="40" r="135" stroke="${p.main}" stroke-width="4" fill="none" opacity="0.6"/>
		<circle cx="80" cy="40" r="80" fill="${p.accent}"/>
		<circle cx="80" cy="40" r="12" fill="${p.light}"/>`,
	car: (p) => `
		<path d="M-330 130 L-330 30 Q-320 -15 -265 -25 L-180 -35 L-100 -150 Q-80 -170 -40 -170 L140 -170 Q185 -170 205 -140 L265 -35 Q330 -25 340 30 L340 130 Z" fill="${p.main}"/>
		<path d="M-160 -45 L-90 -140 L25 -140 L25 -45 Z" fill="${p.light}"/>
		<path d="M50 -45 L50 -140 L140 -140 Q165 -140 180 -115 L225 -45 Z" fill="${p.light}"/>
		<path d="M37 -40 L37 120" stroke="${p.dark}" stroke-width="8"/>
		<rect x="300" y="0" width="40" height="40" rx="10" fill="${p.accent}"/>
		<rect x="-330" y="0" width="24" height="40" rx="8" fill="${p.accent}"/>
		<circle cx="-190" cy="130" r="85" fill="${p.dark}"/>
		<circle cx="-190" cy="130" r="38" fill="${p.light}"/>
		<circle cx="200" cy="130" r="85" fill="${p.dark}"/>
		<circle cx="200" cy="130" r="38" fill="${p.light}"/>`,
	wheel: (p) => `
		<circle cx="0" cy="0" r="260" fill="${p.dark}"/>
		<circle cx="0" cy="0" r="170" fill="${p.light}"/>
		<path d="M0 -160 L0 160 M-160 0 L160 0 M-113 -113 L113 113 M-113 113 L113 -113" stroke="${p.main}" stroke-width="28"/>
		<circle cx="0" cy="0" r="50" fill="${p.accent}"/>`,
	battery: (p) => `
		<rect x="-220" y="-230" width="80" height="70" rx="10" fill="${p.accent}"/>
		<rect x="140" y="-230" width="80" height="70" rx="10" fill="${p.dark}"/>
		<rect x="-280" y="-170" width="560" height="80" rx="16" fill="${p.main}"/>
		<rect x="-260" y="-100" width="520" height="330" rx="18" fill="${p.dark}"/>
		<rect x="-260" y="-20" width="520" height="80" fill="${p.main}"/>
		<path d="M-180 20 L-100 20 M-140 -20 L-140 60 M100 20 L180 20" stroke="${p.light}" stroke-width="24"/>`,
	helmet: (p) => `
		<path d="M-260 130 Q-280 -250 20 -260 Q270 -250 285 40 L285 180 Q200 230 120 185 L-190 205 Q-260 195 -260 130 Z" fill="${p.main}"/>
		<path d="M-60 -90 Q150 -130 280 -50 L282 90 Q120 55 -60 85 Z" fill="${p.dark}"/>
		<path d="M10 -70 Q120 -90 200 -55 L190 -30 Q110 -60 20 -45 Z" fill="${p.light}"/>
		<path d="M-200 -120 Q-140 -220 -20 -230" stroke="${p.accent}" stroke-width="30" fill="none" stroke-linecap="round"/>`,
	jerrycan: (p) => `
		<path d="M-210 -190 L100 -190 L210 -90 L210 250 L-210 250 Z" fill="${p.main}"/>
		<rect x="-170" y="-265" width="220" height="70" rx="30" fill="none" stroke="${p.dark}" stroke-width="30"/>
		<rect x="120" y="-230" width="80" height="90" rx="12" fill="${p.dark}" transform="rotate(42 160 -185)"/>
		<rect x="-160" y="-30" width="320" height="220" rx="16" fill="${p.light}"/>
		<rect x="-160" y="40" width="320" height="50" fill="${p.accent}"/>`,
	bottle: (p) => `
		<rect x="-130" y="-120" width="260" height="380" rx="60" fill="${p.main}"/>
		<rect x="-50" y="-230" width="100" height="130" rx="20" fill="${p.main}"/>
		<rect x="-60" y="-280" width="120" height="60" rx="12" fill="${p.dark}"/>
		<rect x="-130" y="10" width="260" height="140" fill="${p.light}"/>
		<circle cx="0" cy="80" r="40" fill="${p.accent}"/>
		<rect x="250" y="40" width="120" height="220" rx="30" fill="${p.accent}"/>`,
	jar: (p) => `
		<rect x="-200" y="-140" width="320" height="390" rx="50" fill="${p.main}"/>
		<rect x="-180" y="-230" width="280" height="90" rx="16" fill="${p.dark}"/>
		<rect x="-200" y="-30" width="320" height="160" fill="${p.light}"/>
		<circle cx="-40" cy="50" r="46" fill="${p.accent}"/>
		<rect x="150" y="40" width="180" height="210" rx="34" fill="${p.main}"/>
		<rect x="162" y="-10" width="156" height="60" rx="12" fill="${p.dark}"/>
		<rect x="150" y="100" width="180" height="80" fill="${p.light}"/>`,
	sack: (p) => `
		<path d="M-150 -150 Q-290 -30 -255 150 Q-240 255 0 255 Q240 255 255 150 Q290 -30 150 -150 Z" fill="${p.main}"/>
		<path d="M-150 -150 Q0 -110 150 -150 L70 -205 L-70 -205 Z" fill="${p.main}"/>
		<path d="M-70 -205 L-170 -290 L-60 -255 L0 -305 L60 -255 L170 -290 L70 -205 Z" fill="${p.main}"/>
		<rect x="-85" y="-222" width="170" height="32" rx="14" fill="${p.dark}"/>
		<path d="M-220 -20 Q-240 100 -215 200 M220 -20 Q240 100 215 200" stroke="${p.dark}" stroke-width="10" fill="none" stroke-dasharray="18 12"/>
		<rect x="-140" y="0" width="280" height="170" rx="16" fill="${p.light}"/>
		<circle cx="0" cy="85" r="46" fill="${p.accent}"/>`,
	trimmer: (p) => `
		<g transform="rotate(-20)">
			<rect x="-125" y="-290" width="250" height="90" rx="14" fill="${p.dark}"/>
			<path d="M-115 -300 L115 -300" stroke="${p.light}" stroke-width="26" stroke-dasharray="12 10"/>
			<rect x="-100" y="-210" width="200" height="460" rx="90" fill="${p.main}"/>
			<circle cx="0" cy="-60" r="32" fill="${p.accent}"/>
			<path d="M-60 60 L60 60 M-60 100 L60 100 M-60 140 L60 140" stroke="${p.dark}" stroke-width="14" stroke-linecap="round"/>
		</g>`,
	hairdryer: (p) => `
		<rect x="-150" y="-60" width="120" height="310" rx="44" fill="${p.main}" transform="rotate(-14 -90 -60)"/>
		<polygon points="150,-190 290,-170 290,-60 150,-40" fill="${p.dark}"/>
		<rect x="-280" y="-200" width="450" height="170" rx="85" fill="${p.main}"/>
		<circle cx="-250" cy="-115" r="80" fill="${p.dark}"/>
		<path d="M-290 -140 L-210 -140 M-300 -115 L-200 -115 M-290 -90 L-210 -90" stroke="${p.light}" stroke-width="10"/>
		<rect x="-110" y="30" width="40" height="70" rx="14" fill="${p.accent}" transform="rotate(-14 -90 65)"/>`,
	brushes: (p) => `
		${[
			{ x: -70, tipX: -150, tipY: -220, colour: p.dark },
			{ x: -20, tipX: -40, tipY: -250, colour: p.main },
			{ x: 30, tipX: 60, tipY: -240, colour: p.accent },
			{ x: 80, tipX: 170, tipY: -200, colour: p.dark },
		].map(({ x, tipX, tipY, colour }) => `
			<path d="M${x} 40 L${tipX} ${tipY}" stroke="${p.dark}" stroke-width="22" stroke-linecap="round"/>
			<ellipse cx="${tipX}" cy="${tipY - 30}" rx="34" ry="60" fill="${colour}" transform="rotate(${(tipX - x) / 6} ${tipX} ${tipY})"/>`).join('')}
		<path d="M-150 0 L150 0 L120 250 L-120 250 Z" fill="${p.main}"/>
		<rect x="-160" y="-20" width="320" height="40" rx="14" fill="${p.light}"/>`,
	mirror: (p) => `
		<rect x="-20" y="150" width="40" height="80" fill="${p.dark}"/>
		<ellipse cx="0" cy="240" rx="150" ry="30" fill="${p.dark}"/>
		<ellipse cx="0" cy="-60" rx="200" ry="230" fill="${p.dark}"/>
		<ellipse cx="0" cy="-60" rx="170" ry="200" fill="${p.light}"/>
		<path d="M-100 -150 L-20 -230 M-110 -70 L40 -220" stroke="#ffffff" stroke-width="22" stroke-linecap="round" opacity="0.8"/>
		${range(14).map((i) => `<circle cx="${(186 * Math.cos((i * Math.PI) / 7)).toFixed(0)}" cy="${(-60 + 216 * Math.sin((i * Math.PI) / 7)).toFixed(0)}" r="12" fill="${p.accent}"/>`).join('')}`,
	toy: (p) => `
		<circle cx="0" cy="80" r="190" fill="${p.main}"/>
		<circle cx="0" cy="-170" r="130" fill="${p.main}"/>
		<circle cx="-110" cy="-270" r="55" fill="${p.dark}"/>
		<circle cx="110" cy="-270" r="55" fill="${p.dark}"/>
		<circle cx="-45" cy="-190" r="16" fill="${p.dark}"/>
		<circle cx="45" cy="-190" r="16" fill="${p.dark}"/>
		<ellipse cx="0" cy="-130" rx="50" ry="36" fill="${p.light}"/>
		<ellipse cx="0" cy="100" rx="110" ry="120" fill="${p.light}"/>`,
	bricks: (p) => `
		${[
			{ x: -280, y: 60, studs: 4, colour: p.main },
			{ x: -80, y: -120, studs: 4, colour: p.accent },
			{ x: 80, y: 60, studs: 2, colour: p.dark },
		].map(({ x, y, studs, colour }) => `
			${range(studs).map((i) => `<rect x="${x + 20 + i * 90}" y="${y - 40}" width="50" height="50" rx="8" fill="${colour}"/>`).join('')}
			<rect x="${x}" y="${y}" width="${studs * 90}" height="170" rx="12" fill="${colour}"/>
			<rect x="${x}" y="${y + 20}" width="${studs * 90}" height="14" fill="#ffffff" fill-opacity="0.3"/>`).join('')}`,
	board: (p) => `
		<rect x="-250" y="-250" width="500" height="500" rx="16" fill="${p.dark}"/>
		${range(36).map((i) => `<rect x="${-210 + (i % 6) * 70}" y="${-210 + Math.floor(i / 6) * 70}" width="70" height="70" fill="${(i + Math.floor(i / 6)) % 2 ? p.main : p.light}"/>`).join('')}
		<circle cx="-105" cy="-105" r="26" fill="${p.accent}"/>
		<circle cx="105" cy="35" r="26" fill="${p.accent}"/>
		<circle cx="-35" cy="105" r="26" fill="${p.dark}"/>`,
	house: (p) => `
		<rect x="-230" y="-60" width="460" height="300" fill="${p.main}"/>
		<polygon points="-300,-40 0,-280 300,-40" fill="${p.dark}"/>
		<path d="M-75 240 L-75 100 A75 75 0 0 1 75 100 L75 240 Z" fill="${p.dark}"/>
		<circle cx="0" cy="-110" r="40" fill="${p.light}"/>
		<rect x="-190" y="10" width="80" height="80" rx="6" fill="${p.light}"/>
		<rect x="110" y="10" width="80" height="80" rx="6" fill="${p.light}"/>`,
	scooter: (p) => `
		<path d="M140 150 L200 -220" stroke="${p.dark}" stroke-width="30"/>
		<path d="M120 -230 L280 -210" stroke="${p.dark}" stroke-width="34" stroke-linecap="round"/>
		<rect x="-280" y="120" width="440" height="44" rx="20" fill="${p.main}"/>
		<circle cx="190" cy="190" r="60" fill="${p.accent}"/>
		<circle cx="-240" cy="195" r="54" fill="${p.accent}"/>
		<circle cx="190" cy="190" r="20" fill="${p.light}"/>
		<circle cx="-240" cy="195" r="18" fill="${p.light}"/>`,
	slide: (p) => `
		<path d="M-280 250 L-220 -200 M-160 250 L-110 -200" stroke="${p.dark}" stroke-width="26"/>
		<path d="M-266 150 L-148 150 M-253 50 L-136 50 M-240 -50 L-123 -50 M-227 -150 L-110 -150" stroke="${p.dark}" stroke-width="18"/>
		<path d="M-230 -200 L-100 -200 Q60 -180 160 60 Q220 200 330 210 L330 250 Q190 250 110 90 Q40 -110 -230 -150 Z" fill="${p.main}"/>
		<path d="M-100 -200 Q60 -180 160 60 Q220 200 330 210" stroke="${p.accent}" stroke-width="18" fill="none"/>`,
	walker: (p) => `
		<polygon points="-200,40 200,40 280,200 -280,200" fill="${p.main}"/>
		<circle cx="-240" cy="220" r="34" fill="${p.dark}"/>
		<circle cx="240" cy="220" r="34" fill="${p.dark}"/>
		<circle cx="0" cy="225" r="34" fill="${p.dark}"/>
		<ellipse cx="0" cy="-40" rx="270" ry="90" fill="${p.dark}"/>
		<ellipse cx="0" cy="-50" rx="170" ry="50" fill="${p.light}"/>
		<circle cx="-200" cy="-60" r="26" fill="${p.accent}"/>
		<circle cx="200" cy="-60" r="26" fill="${p.accent}"/>
		<circle cx="-150" cy="-10" r="20" fill="${p.light}"/>
		<circle cx="150" cy="-10" r="20" fill="${p.light}"/>`,
	chicken: (p) => `
		<path d="M-190 -10 Q-330 -180 -250 -270 Q-210 -150 -120 -110 Z" fill="${p.dark}"/>
		<path d="M-30 180 L-50 260 M60 180 L70 260 M-90 260 L-10 260 M30 260 L110 260" stroke="${p.accent}" stroke-width="16" stroke-linecap="round"/>
		<ellipse cx="-20" cy="30" rx="230" ry="165" fill="${p.main}"/>
		<polygon points="110,-80 150,-210 250,-170 230,-20" fill="${p.main}"/>
		<circle cx="200" cy="-170" r="75" fill="${p.main}"/>
		<circle cx="170" cy="-250" r="26" fill="${p.accent}"/>
		<circle cx="205" cy="-256" r="26" fill="${p.accent}"/>
		<circle cx="238" cy="-238" r="24" fill="${p.accent}"/>
		<polygon points="265,-185 320,-160 265,-140" fill="${p.accent}"/>
		<ellipse cx="255" cy="-110" rx="16" ry="28" fill="${p.accent}"/>
		<circle cx="215" cy="-180" r="11" fill="${p.dark}"/>
		<ellipse cx="-50" cy="30" rx="130" ry="75" fill="${p.dark}" transform="rotate(-15 -50 30)"/>`,
	treadmill: (p) => `
		<path d="M170 140 L240 -160" stroke="${p.dark}" stroke-width="34"/>
		<path d="M225 -110 L20 -90" stroke="${p.dark}" stroke-width="24" stroke-linecap="round"/>
		<rect x="150" y="-250" width="190" height="100" rx="18" fill="${p.light}"/>
		<rect x="180" y="-225" width="110" height="45" rx="8" fill="${p.accent}"/>
		<polygon points="-330,160 240,160 270,220 -310,220" fill="${p.dark}"/>
		<rect x="-330" y="120" width="580" height="50" rx="24" fill="${p.main}"/>`,
	wheelchair: (p) => `
		<path d="M-110 -270 L-90 -20 L170 -20 L230 180" stroke="${p.dark}" stroke-width="26" fill="none" stroke-linejoin="round"/>
		<path d="M-150 -270 L-90 -270" stroke="${p.dark}" stroke-width="26" stroke-linecap="round"/>
		<rect x="-105" y="-230" width="50" height="200" rx="14" fill="${p.main}"/>
		<rect x="-90" y="-50" width="260" height="50" rx="14" fill="${p.main}"/>
		<circle cx="-40" cy="90" r="170" stroke="${p.dark}" stroke-width="24" fill="none"/>
		<path d="M-40 -70 L-40 250 M-200 90 L120 90 M-153 -23 L73 203 M-153 203 L73 -23" stroke="${p.light}" stroke-width="8"/>
		<circle cx="-40" cy="90" r="26" fill="${p.accent}"/>
		<circle cx="240" cy="225" r="36" fill="${p.dark}"/>`,
	crutches: (p) => `
		${[-1, 1].map((side) => `
			<path d="M${side * 190} -240 L${side * 70} 260" stroke="${p.dark}" stroke-width="28" stroke-linecap="round"/>
			<rect x="${side * 190 - 80}" y="-280" width="160" height="54" rx="26" fill="${p.main}" transform="rotate(${side * -13} ${side * 190} -253)"/>
			<rect x="${side * 145 - 45}" y="-70" width="90" height="36" rx="14" fill="${p.accent}"/>`).join('')}`,
	kettlebell: (p) => `
		<path d="M-120 -20 L-120 -160 Q-120 -260 0 -260 Q120 -260 120 -160 L120 -20" stroke="${p.dark}" stroke-width="64" fill="none"/>
		<circle cx="0" cy="70" r="200" fill="${p.dark}"/>
		<rect x="-150" y="230" width="300" height="30" rx="10" fill="${p.dark}"/>
		<ellipse cx="-70" cy="10" rx="50" ry="80" fill="${p.main}" transform="rotate(30 -70 10)"/>
		<circle cx="0" cy="90" r="60" fill="${p.accent}"/>`,
	meter: (p) => `
		<rect x="-160" y="-260" width="320" height="500" rx="70" fill="${p.main}"/>
		<rect x="-115" y="-205" width="230" height="170" rx="16" fill="${p.light}"/>
		<path d="M-95 -120 L-45 -120 L-25 -175 L10 -70 L35 -120 L95 -120" stroke="${p.dark}" stroke-width="12" fill="none" stroke-linejoin="round"/>
		<circle cx="0" cy="70" r="56" fill="${p.accent}"/>
		<rect x="-100" y="160" width="70" height="36" rx="16" fill="${p.dark}"/>
		<rect x="30" y="160" width="70" height="36" rx="16" fill="${p.dark}"/>`,
	radio: (p) => `
		<rect x="-310" y="-140" width="620" height="280" rx="24" fill="${p.dark}"/>
		<rect x="-190" y="-105" width="380" height="210" rx="10" fill="${p.accent}"/>
		<rect x="-160" y="-75" width="140" height="150" rx="8" fill="${p.light}"/>
		<rect x="0" y="-75" width="160" height="60" rx="8" fill="${p.main}"/>
		<rect x="0" y="15" width="160" height="60" rx="8" fill="${p.main}"/>
		<circle cx="-250" cy="0" r="38" fill="${p.main}"/>
		<circle cx="250" cy="0" r="38" fill="${p.main}"/>`,
	frame: (p) => `
		<rect x="-320" y="-240" width="640" height="480" fill="${p.dark}"/>
		<rect x="-280" y="-200" width="560" height="400" fill="${p.light}"/>
		<circle cx="140" cy="-90" r="60" fill="${p.accent}"/>
		<path d="M-280 200 L-280 60 Q-140 -40 0 60 T280 20 L280 200 Z" fill="${p.main}"/>
		<path d="M-80 200 L-80 80 L-110 80 L-40 10 L30 80 L0 80 L0 200 Z" fill="${p.dark}"/>`,
	sculpture: (p) => `
		<rect x="-200" y="170" width="400" height="80" rx="8" fill="${p.dark}"/>
		<path d="M-170 170 Q-170 40 -60 10 L-40 -60 L40 -60 L60 10 Q170 40 170 170 Z" fill="${p.main}"/>
		<ellipse cx="0" cy="-150" rx="85" ry="110" fill="${p.main}"/>
		<path d="M-40 -130 Q0 -110 40 -130" stroke="${p.dark}" stroke-width="10" fill="none"/>
		<path d="M-60 90 Q0 60 60 90 M-80 130 Q0 100 80 130" stroke="${p.dark}" stroke-width="10" fill="none"/>`,
	sewing: (p) => `
		<rect x="-320" y="150" width="640" height="70" rx="16" fill="${p.dark}"/>
		<rect x="130" y="-160" width="150" height="320" rx="20" fill="${p.main}"/>
		<rect x="-250" y="-210" width="530" height="110" rx="40" fill="${p.main}"/>
		<rect x="-250" y="-210" width="120" height="250" rx="24" fill="${p.main}"/>
		<rect x="-198" y="40" width="14" height="80" fill="${p.dark}"/>
		<circle cx="290" cy="-120" r="74" fill="${p.dark}"/>
		<circle cx="290" cy="-120" r="26" fill="${p.light}"/>
		<rect x="-40" y="-270" width="50" height="70" rx="8" fill="${p.accent}"/>
		<rect x="-200" y="-180" width="380" height="30" rx="10" fill="${p.light}"/>`,
	pottery: (p) => `
		<rect x="-230" y="170" width="460" height="80" fill="${p.dark}"/>
		<ellipse cx="0" cy="170" rx="280" ry="60" fill="${p.dark}"/>
		<ellipse cx="0" cy="160" rx="240" ry="44" fill="${p.light}"/>
		<path d="M-80 160 Q-210 60 -100 -60 Q-60 -110 -80 -190 L80 -190 Q60 -110 100 -60 Q210 60 80 160 Z" fill="${p.main}"/>
		<ellipse cx="0" cy="-190" rx="80" ry="20" fill="${p.dark}"/>`,
	guitar: (p) => `
		<rect x="-30" y="-330" width="60" height="330" fill="${p.dark}"/>
		<rect x="-45" y="-380" width="90" height="80" rx="14" fill="${p.dark}"/>
		<circle cx="0" cy="60" r="150" fill="${p.main}"/>
		<circle cx="0" cy="200" r="180" fill="${p.main}"/>
		<circle cx="0" cy="90" r="55" fill="${p.dark}"/>
		<rect x="-80" y="250" width="160" height="26" rx="8" fill="${p.dark}"/>
		<path d="M-14 -370 L-14 260 M14 -370 L14 260" stroke="${p.light}" stroke-width="4"/>`,
	violin: (p) => `
		<g transform="rotate(-15)">
			<rect x="-20" y="-320" width="40" height="230" fill="${p.dark}"/>
			<circle cx="0" cy="-335" r="30" fill="${p.dark}"/>
			<ellipse cx="0" cy="-40" rx="120" ry="100" fill="${p.main}"/>
			<ellipse cx="0" cy="150" rx="150" ry="120" fill="${p.main}"/>
			<rect x="-90" y="-10" width="180" height="80" fill="${p.main}"/>
			<path d="M-55 20 Q-75 60 -55 100 M55 20 Q75 60 55 100" stroke="${p.dark}" stroke-width="12" fill="none"/>
			<rect x="-25" y="160" width="50" height="100" rx="10" fill="${p.dark}"/>
		</g>
		<path d="M-300 220 L290 -160" stroke="${p.light}" stroke-width="12" stroke-linecap="round"/>
		<rect x="-300" y="190" width="50" height="40" rx="8" fill="${p.accent}" transform="rotate(-33 -275 210)"/>`,
	lyre: (p) => `
		<ellipse cx="0" cy="170" rx="170" ry="80" fill="${p.dark}"/>
		<path d="M-190 -230 Q-260 150 0 170 Q260 150 190 -230" stroke="${p.main}" stroke-width="44" fill="none"/>
		<path d="M-250 -240 L250 -240" stroke="${p.dark}" stroke-width="34" stroke-linecap="round"/>
		${range(8).map((i) => `<path d="M${-140 + i * 40} -240 L${-140 + i * 40} 150" stroke="${p.light}" stroke-width="6"/>`).join('')}`,
	keyboard: (p) => `
		<path d="M-200 110 L-60 260 M-60 110 L-200 260 M60 110 L200 260 M200 110 L60 260" stroke="${p.dark}" stroke-width="16"/>
		<rect x="-340" y="-120" width="680" height="240" rx="20" fill="${p.dark}"/>
		<rect x="-310" y="-10" width="620" height="110" fill="${p.light}"/>
		${range(15).map((i) => `<path d="M${-310 + (i + 1) * 41.3} -10 L${-310 + (i + 1) * 41.3} 100" stroke="${p.dark}" stroke-width="4"/>`).join('')}
		${range(14).filter((i) => i % 7 !== 2 && i % 7 !== 6).map((i) => `<rect x="${-310 + (i + 1) * 41.3 - 12}" y="-10" width="24" height="65" fill="${p.dark}"/>`).join('')}
		<rect x="-80" y="-95" width="160" height="55" rx="6" fill="${p.accent}"/>
		<circle cx="-240" cy="-65" r="34" fill="${p.main}"/>
		<circle cx="240" cy="-65" r="34" fill="${p.main}"/>`,
	drum: (p) => `
		<path d="M-120 -300 L40 -150 M120 -300 L-40 -150" stroke="${p.accent}" stroke-width="18" stroke-linecap="round"/>
		<rect x="-240" y="-120" width="480" height="300" fill="${p.main}"/>
		<ellipse cx="0" cy="180" rx="240" ry="70" fill="${p.main}"/>
		<path d="M-240 -100 L-180 170 L-120 -100 L-60 170 L0 -100 L60 170 L120 -100 L180 170 L240 -100" stroke="${p.light}" stroke-width="10" fill="none"/>
		<rect x="-240" y="150" width="480" height="30" fill="${p.dark}"/>
		<ellipse cx="0" cy="-120" rx="240" ry="70" fill="${p.light}"/>
		<ellipse cx="0" cy="-120" rx="240" ry="70" fill="none" stroke="${p.dark}" stroke-width="16"/>`,
	microphone: (p) => `
		<g transform="rotate(25)">
			<path d="M-70 -60 L70 -60 L35 250 L-35 250 Z" fill="${p.main}"/>
			<rect x="-80" y="-80" width="160" height="40" rx="14" fill="${p.dark}"/>
			<circle cx="0" cy="-180" r="120" fill="${p.dark}"/>
			<path d="M-100 -220 L100 -220 M-115 -180 L115 -180 M-100 -140 L100 -140 M-60 -290 L-60 -70 M0 -300 L0 -60 M60 -290 L60 -70" stroke="${p.light}" stroke-width="6" opacity="0.7"/>
			<rect x="-25" y="60" width="50" height="30" rx="8" fill="${p.accent}"/>
		</g>`,
	trumpet: (p) => `
		<rect x="-190" y="-10" width="280" height="150" rx="60" fill="none" stroke="${p.main}" stroke-width="34"/>
		<rect x="-330" y="-30" width="460" height="40" rx="14" fill="${p.main}"/>
		<path d="M120 -40 L310 -150 L310 150 L120 20 Z" fill="${p.main}"/>
		<ellipse cx="310" cy="0" rx="30" ry="150" fill="${p.accent}"/>
		${[-100, -40, 20].map((x) => `<rect x="${x}" y="-130" width="40" height="200" rx="8" fill="${p.dark}"/><rect x="${x - 8}" y="-160" width="56" height="30" rx="8" fill="${p.light}"/>`).join('')}
		<rect x="-345" y="-40" width="30" height="60" rx="8" fill="${p.dark}"/>`,
	desk: (p) => `
		<rect x="-320" y="-90" width="640" height="44" rx="8" fill="${p.dark}"/>
		<rect x="-290" y="-46" width="36" height="290" fill="${p.dark}"/>
		<rect x="90" y="-46" width="210" height="290" fill="${p.main}"/>
		${range(3).map((i) => `<rect x="105" y="${-30 + i * 90}" width="180" height="78" rx="6" fill="${p.light}"/><rect x="165" y="${0 + i * 90}" width="60" height="16" rx="8" fill="${p.dark}"/>`).join('')}
		<rect x="-200" y="-250" width="200" height="140" rx="10" fill="${p.dark}"/>
		<rect x="-185" y="-236" width="170" height="110" rx="6" fill="${p.accent}"/>
		<rect x="-115" y="-112" width="30" height="24" fill="${p.dark}"/>`,
	printer: (p) => `
		<polygon points="-180,-60 -140,-250 140,-250 180,-60" fill="${p.light}"/>
		<rect x="-300" y="-80" width="600" height="250" rx="26" fill="${p.main}"/>
		<rect x="-300" y="-80" width="600" height="60" rx="26" fill="${p.dark}"/>
		<rect x="120" y="-5" width="140" height="60" rx="8" fill="${p.dark}"/>
		<circle cx="160" cy="100" r="18" fill="${p.accent}"/>
		<circle cx="220" cy="100" r="18" fill="${p.light}"/>
		<rect x="-220" y="80" width="300" height="20" rx="6" fill="${p.dark}"/>
		<polygon points="-210,90 70,90 100,240 -240,240" fill="${p.light}"/>
		<path d="M-190 140 L60 140 M-195 180 L70 180" stroke="${p.dark}" stroke-width="10" opacity="0.5"/>`,
	whiteboard: (p) => `
		<path d="M-250 100 L-300 260 M250 100 L300 260" stroke="${p.dark}" stroke-width="24" stroke-linecap="round"/>
		<rect x="-320" y="-250" width="640" height="380" rx="10" fill="${p.dark}"/>
		<rect x="-300" y="-230" width="600" height="340" fill="#ffffff"/>
		<path d="M-250 -160 Q-180 -210 -110 -160 T30 -160 M-250 -90 L60 -90 M-250 -30 L-20 -30" stroke="${p.main}" stroke-width="14" fill="none" stroke-linecap="round"/>
		<rect x="110" y="-190" width="150" height="120" fill="none" stroke="${p.accent}" stroke-width="14"/>
		<path d="M110 -70 L185 -150 L260 -70" stroke="${p.accent}" stroke-width="14" fill="none"/>
		<rect x="-260" y="125" width="520" height="20" fill="${p.dark}"/>
		<rect x="-200" y="105" width="80" height="22" rx="8" fill="${p.accent}"/>`,
	register: (p) => `
		<rect x="-230" y="-260" width="150" height="90" fill="#ffffff" transform="rotate(-8 -155 -215)"/>
		<rect x="20" y="-180" width="30" height="90" fill="${p.dark}"/>
		<rect x="-40" y="-270" width="200" height="100" rx="12" fill="${p.dark}"/>
		<rect x="-20" y="-250" width="160" height="60" rx="6" fill="${p.accent}"/>
		<polygon points="-260,40 260,40 220,-100 -220,-100" fill="${p.main}"/>
		${range(12).map((i) => `<rect x="${-170 + (i % 6) * 60}" y="${-80 + Math.floor(i / 6) * 55}" width="44" height="38" rx="6" fill="${p.light}"/>`).join('')}
		<rect x="-290" y="40" width="580" height="180" rx="16" fill="${p.dark}"/>
		<rect x="-80" y="110" width="160" height="26" rx="12" fill="${p.light}"/>`,
	projector: (p) => `
		<polygon points="150,0 340,-270 340,150" fill="#ffffff" fill-opacity="0.35"/>
		<rect x="-300" y="-110" width="560" height="240" rx="40" fill="${p.light}"/>
		<circle cx="130" cy="10" r="95" fill="${p.dark}"/>
		<circle cx="130" cy="10" r="55" fill="${p.accent}"/>
		<path d="M-240 -50 L-80 -50 M-240 0 L-80 0 M-240 50 L-80 50" stroke="${p.main}" stroke-width="16" stroke-linecap="round"/>
		<rect x="-260" y="130" width="60" height="30" fill="${p.dark}"/>
		<rect x="180" y="130" width="60" height="30" fill="${p.dark}"/>`,
	suitcase: (p) => `
		<rect x="-80" y="-310" width="160" height="90" rx="30" fill="none" stroke="${p.dark}" stroke-width="26"/>
		<rect x="-220" y="-240" width="440" height="460" rx="50" fill="${p.main}"/>
		<path d="M-120 -220 L-120 200 M0 -220 L0 200 M120 -220 L120 200" stroke="${p.dark}" stroke-width="14"/>
		<circle cx="-160" cy="245" r="32" fill="${p.dark}"/>
		<circle cx="160" cy="245" r="32" fill="${p.dark}"/>`,
	pillow: (p) => `
		<path d="M-140 -120 Q-240 -80 -200 60 Q-140 230 0 230 Q140 230 200 60 Q240 -80 140 -120" stroke="${p.main}" stroke-width="140" fill="none" stroke-linecap="round"/>
		<ellipse cx="-70" cy="-230" rx="85" ry="45" fill="${p.dark}"/>
		<ellipse cx="70" cy="-230" rx="85" ry="45" fill="${p.dark}"/>
		<path d="M-240 -240 L240 -240" stroke="${p.accent}" stroke-width="14"/>`,
	plug: (p) => `
		<rect x="-110" y="-290" width="50" height="160" rx="10" fill="${p.dark}"/>
		<rect x="60" y="-290" width="50" height="160" rx="10" fill="${p.dark}"/>
		<path d="M0 180 Q0 270 140 260 Q280 250 300 160" stroke="${p.dark}" stroke-width="34" fill="none" stroke-linecap="round"/>
		<path d="M-180 -150 L180 -150 L180 40 Q180 200 0 200 Q-180 200 -180 40 Z" fill="${p.main}"/>
		<rect x="-180" y="-150" width="360" height="60" rx="16" fill="${p.light}"/>
		<rect x="-120" y="0" width="240" height="40" rx="20" fill="${p.accent}"/>`,
	cooler: (p) => `
		<path d="M-200 -150 L-200 -260 L200 -260 L200 -150" stroke="${p.dark}" stroke-width="30" fill="none" stroke-linejoin="round"/>
		<rect x="-280" y="-110" width="560" height="340" rx="30" fill="${p.main}"/>
		<rect x="-295" y="-180" width="590" height="100" rx="26" fill="${p.light}"/>
		<rect x="-40" y="-110" width="80" height="60" rx="10" fill="${p.dark}"/>
		<rect x="-280" y="120" width="560" height="40" fill="${p.dark}"/>`,
	wallet: (p) => `
		<rect x="-190" y="-250" width="210" height="150" rx="14" fill="${p.accent}" transform="rotate(-10 -85 -175)"/>
		<rect x="-30" y="-240" width="200" height="150" rx="14" fill="${p.light}" transform="rotate(8 70 -165)"/>
		<rect x="-260" y="-150" width="520" height="360" rx="34" fill="${p.dark}"/>
		<path d="M-260 -40 L260 -40 L260 60 Q0 130 -260 60 Z" fill="${p.main}"/>
		<circle cx="0" cy="80" r="30" fill="${p.accent}"/>`,
	cage: (p) => `
		<path d="M-210 220 L-210 -60 Q-210 -250 0 -250 Q210 -250 210 -60 L210 220 Z" fill="${p.light}"/>
		<path d="${range(9).map((i) => `M${-160 + i * 40} ${-60 - Math.round(180 * Math.sqrt(1 - ((-160 + i * 40) / 210) ** 2))} L${-160 + i * 40} 220`).join(' ')}" stroke="${p.dark}" stroke-width="10"/>
		<path d="M-210 220 L-210 -60 Q-210 -250 0 -250 Q210 -250 210 -60 L210 220" stroke="${p.dark}" stroke-width="20" fill="none"/>
		<path d="M-210 40 L210 40" stroke="${p.main}" stroke-width="14"/>
		<circle cx="0" cy="-275" r="28" fill="none" stroke="${p.dark}" stroke-width="14"/>
		<rect x="-250" y="200" width="500" height="60" rx="14" fill="${p.main}"/>`,
	aquarium: (p) => `
		<rect x="-310" y="-210" width="620" height="420" rx="8" fill="${p.light}"/>
		<rect x="-290" y="-140" width="580" height="330" fill="${p.main}"/>
		<rect x="-320" y="-230" width="640" height="40" rx="8" fill="${p.dark}"/>
		<rect x="-320" y="200" width="640" height="50" rx="8" fill="${p.dark}"/>
		${[
			{ x: -100, y: -40 },
			{ x: 140, y: 70 },
		].map(({ x, y }) => `
			<ellipse cx="${x}" cy="${y}" rx="70" ry="40" fill="${p.accent}"/>
			<polygon points="${x + 60},${y} ${x + 120},${y - 40} ${x + 120},${y + 40}" fill="${p.accent}"/>
			<circle cx="${x - 35}" cy="${y - 8}" r="9" fill="${p.dark}"/>`).join('')}
		<path d="M-230 190 Q-260 80 -220 20 M-190 190 Q-170 100 -200 60 M230 190 Q250 100 210 40" stroke="${p.dark}" stroke-width="18" fill="none"/>
		<circle cx="20" cy="-90" r="14" fill="${p.light}"/>
		<circle cx="40" cy="-120" r="10" fill="${p.light}"/>`,
	incubator: (p) => `
		<rect x="-300" y="-200" width="600" height="400" rx="30" fill="${p.light}"/>
		<rect x="-300" y="-200" width="600" height="70" rx="30" fill="${p.main}"/>
		<rect x="-260" y="-100" width="380" height="260" rx="16" fill="${p.dark}"/>
		${range(8).map((i) => `<ellipse cx="${-210 + (i % 4) * 93}" cy="${-35 + Math.floor(i / 4) * 120}" rx="36" ry="48" fill="#fff3dc"/>`).join('')}
		<rect x="150" y="-90" width="120" height="60" rx="8" fill="${p.accent}"/>
		<circle cx="180" cy="40" r="20" fill="${p.main}"/>
		<circle cx="240" cy="40" r="20" fill="${p.main}"/>`,
	scratchpost: (p) => `
		<rect x="-230" y="200" width="460" height="60" rx="12" fill="${p.dark}"/>
		<rect x="-60" y="-170" width="120" height="380" fill="${p.light}"/>
		${range(9).map((i) => `<rect x="-60" y="${-150 + i * 40}" width="120" height="14" fill="${p.main}"/>`).join('')}
		<rect x="-210" y="-220" width="420" height="60" rx="16" fill="${p.dark}"/>
		<ellipse cx="0" cy="-230" rx="170" ry="50" fill="${p.main}"/>
		<path d="M150 -170 L150 -40" stroke="${p.dark}" stroke-width="6"/>
		<circle cx="150" cy="-20" r="30" fill="${p.accent}"/>`,
	machine: (p) => `
		<rect x="-290" y="-200" width="580" height="400" rx="40" fill="none" stroke="${p.dark}" stroke-width="28"/>
		<rect x="-250" y="-150" width="500" height="310" rx="20" fill="${p.main}"/>
		<path d="M-210 -100 L-30 -100 M-210 -55 L-30 -55 M-210 -10 L-30 -10 M-210 35 L-30 35 M-210 80 L-30 80" stroke="${p.dark}" stroke-width="16" stroke-linecap="round"/>
		<rect x="20" y="-110" width="190" height="200" rx="12" fill="${p.light}"/>
		<circle cx="70" cy="-50" r="28" fill="${p.dark}"/>
		<circle cx="160" cy="-50" r="28" fill="${p.dark}"/>
		<circle cx="115" cy="40" r="34" fill="${p.accent}"/>
		<circle cx="-220" cy="225" r="36" fill="${p.dark}"/>
		<circle cx="220" cy="225" r="36" fill="${p.dark}"/>`,
	sheets: (p) => `
		${[[-40, 60, p.dark], [0, -40, p.main], [40, -140, p.light]].map(([dx, y, colour]) => `
			<g transform="translate(${dx} ${y}) skewX(-30)">
				<rect x="-240" y="0" width="480" height="150" fill="${colour}"/>
				${range(12).map((i) => `<rect x="${-240 + i * 40}" y="0" width="20" height="150" fill="#000000" fill-opacity="0.18"/>`).join('')}
			</g>`).join('')}`,
	wheelbarrow: (p) => `
		<path d="M-180 60 L-340 -60 M-160 80 L-160 220" stroke="${p.dark}" stroke-width="26" stroke-linecap="round"/>
		<path d="M120 80 L220 180" stroke="${p.dark}" stroke-width="26"/>
		<polygon points="-260,-120 260,-120 140,100 -180,100" fill="${p.main}"/>
		<rect x="-280" y="-140" width="560" height="36" rx="14" fill="${p.dark}"/>
		<circle cx="220" cy="180" r="90" fill="${p.dark}"/>
		<circle cx="220" cy="180" r="36" fill="${p.light}"/>`,
	umbrella: (p) => `
		<path d="M0 -280 L0 190 Q0 260 -60 260 Q-120 260 -120 200" stroke="${p.dark}" stroke-width="24" fill="none" stroke-linecap="round"/>
		<path d="M-320 0 Q-320 -280 0 -280 Q320 -280 320 0 Q266 -40 213 0 Q160 -40 107 0 Q53 -40 0 0 Q-53 -40 -107 0 Q-160 -40 -213 0 Q-266 -40 -320 0 Z" fill="${p.main}"/>
		<path d="M0 -280 Q-120 -200 -107 0 M0 -280 Q120 -200 107 0 M0 -280 Q-260 -200 -213 0 M0 -280 Q260 -200 213 0" stroke="${p.dark}" stroke-width="8" fill="none"/>`,
	dispenser: (p) => `
		<rect x="-120" y="-290" width="240" height="230" rx="60" fill="${p.main}"/>
		<rect x="-120" y="-200" width="240" height="30" fill="${p.light}" opacity="0.6"/>
		<rect x="-160" y="-70" width="320" height="330" rx="20" fill="${p.light}"/>
		<rect x="-160" y="-70" width="320" height="40" rx="16" fill="${p.dark}"/>
		<rect x="-100" y="20" width="200" height="100" rx="10" fill="${p.dark}"/>
		<rect x="-70" y="0" width="36" height="60" rx="8" fill="${p.accent}"/>
		<rect x="34" y="0" width="36" height="60" rx="8" fill="${p.main}"/>`,
	box: (p) => `
		<polygon points="-260,-120 0,-220 260,-120 0,-20" fill="${p.light}"/>
		<polygon points="-260,-120 0,-20 0,260 -260,160" fill="${p.main}"/>
		<polygon points="260,-120 0,-20 0,260 260,160" fill="${p.dark}"/>
		<polygon points="-130,-170 130,-70 130,-20 -130,-120" fill="${p.accent}"/>`,
} satisfies Record<string, Shape>

/** The silhouette a demo picture draws: one per kind of thing in the catalogue. */
export type PictureShape = keyof typeof SHAPES
