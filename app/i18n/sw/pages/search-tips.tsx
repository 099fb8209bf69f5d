import { Link } from 'react-router'

/**
 * Search Tips in Swahili: a page of advice is written as a page, not as sentences looked up one by one (its English is
 * app/routes/search-tips.tsx). Review it with that page side by side.
 */
export function SearchTipsSw() {
	return (
		<article className="prose">
			<h1>Vidokezo vya Kutafuta</h1>
			<p>
				Maelfu ya bidhaa zilizotumika zimetangazwa kwenye Soko na watu kote Kenya. Mazoea haya rahisi yanakusaidia
				kupata unachotaka haraka, kwa bei ya haki, bila kupoteza muda wa maongezi wala bando.
			</p>

			<h2>Tumia maneno sahihi</h2>
			<ul>
				<li>
					Anza na bidhaa yenyewe, kisha ongeza chapa au modeli: <q>Samsung A14</q>, <q>Tecno Spark</q>,{' '}
					<q>laptop ya HP</q>, <q>sofa seti</q>.
				</li>
				<li>Tumia maneno machache. Maneno mawili au matatu hupata zaidi kuliko sentensi ndefu; ongeza maneno tu ukipata matokeo mengi mno.</li>
				<li>
					Jaribu maneno mengine ya kitu kilekile: <q>simu</q> na <q>smartphone</q>, <q>friji</q> na{' '}
					<q>fridge</q>, <q>kochi</q> na <q>sofa</q>.
				</li>
				<li>Angalia tahajia yako. Utafutaji hutafuta maneno yako kwenye vichwa na maelezo ya matangazo.</li>
			</ul>

			<h2>Punguza matokeo</h2>
			<ul>
				<li>
					<strong>Aina:</strong> chagua moja, kama Elektroniki au Nyumba na Bustani, uone aina hiyo ya bidhaa tu.
				</li>
				<li>
					<strong>Bei:</strong> weka bei ya chini na ya juu kwa KSh ili uone tu kinacholingana na bajeti yako.
				</li>
				<li>
					<strong>Mahali:</strong> chagua mji wako, kama Nairobi, Mombasa, Kisumu au Nakuru, upate bidhaa unazoweza
					kwenda kuona na kuchukua karibu nawe.
				</li>
				<li>
					<strong>Panga:</strong> chagua <q>Mpya kwanza</q> upate ofa mpya mapema, au bei kutoka chini hadi juu upate iliyo
					nafuu zaidi.
				</li>
			</ul>

			<h2>Soma kila tangazo kwa makini</h2>
			<ul>
				<li>
					Angalia kila picha. Tangazo zuri lina angalau picha 3 wazi za bidhaa halisi. Mwombe muuzaji picha zaidi kama
					ni chache, au kama picha zinaonekana kunakiliwa kutoka tovuti ya duka.
				</li>
				<li>Soma maelezo yote na uangalie hali ya bidhaa: Mpya, Kama mpya, Nzuri, Wastani au Mbovu kiasi.</li>
				<li>
					Linganisha bei na bidhaa zinazofanana. Bidhaa zilizotumika huuzwa kwa takriban 60-80% ya bei ya dukani zikiwa
					kama mpya, 40-60% zikiwa katika hali nzuri, 25-40% zikiwa katika hali ya wastani na 10-25% zikiwa katika hali
					mbaya. Bei iliyo chini sana ya hapo ni ishara ya ulaghai.
				</li>
				<li>Angalia mji, ujue utasafiri umbali gani kwenda kuona bidhaa.</li>
			</ul>

			<h2>Wasiliana na wauzaji kwa busara</h2>
			<ul>
				<li>
					Uliza maswali wazi kabla ya kusafiri: Ina umri gani? Kwa nini unaiuza? Ina hitilafu yoyote? Inakuja na chaja,
					boksi au risiti?
				</li>
				<li>Kubalianeni bei na mahali pa umma pa kukutana kabla hujaenda.</li>
				<li>Usilipe chochote kabla ya kuona bidhaa. Lipa kwa pesa taslimu au M-PESA ikiwa tu mikononi mwako.</li>
			</ul>

			<h2>Endelea kutafuta</h2>
			<p>
				Bidhaa mpya hutangazwa kila siku. Usipopata unachotaka leo, tafuta tena baada ya siku chache ukipanga kwa
				<q>Mpya kwanza</q>.
			</p>

			<p className="row">
				<Link className="btn btn-primary" to="/browse">
					Vinjari bidhaa
				</Link>
				<Link className="btn" to="/safety-guide">
					Soma Mwongozo wa Usalama
				</Link>
			</p>
		</article>
	)
}
