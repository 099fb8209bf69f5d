import { Link } from 'react-router'

/**
 * The Safety Guide in Swahili: a page of advice is written as a page, not as sentences looked up one by one (its
 * English is app/routes/safety-guide.tsx). Review it with that page side by side.
 */
export function SafetyGuideSw() {
	return (
		<article className="prose">
			<h1>Mwongozo wa Usalama</h1>
			<p className="notice">
				<strong>Ukiwa hatarini, piga simu polisi kwa 999 au 112.</strong> Usalama wako ni muhimu kuliko mauzo yoyote.
			</p>
			<p>
				Watu wengi kwenye Soko ni wanunuzi na wauzaji waaminifu. Kanuni chache rahisi zinakulinda dhidi ya wachache
				wasio waaminifu, iwe unanunua simu Nairobi au unauza sofa Mombasa.
			</p>

			<h2>Kutaneni mahali salama</h2>
			<ul>
				<li>
					Kutaneni kila mara mahali pa umma penye watu wengi: kituo cha maduka, mlango wa supermarket, ukumbi wa benki au
					nje ya kituo cha polisi.
				</li>
				<li>Kutaneni mchana. Epuka mitaa iliyotulia, maegesho matupu ya magari na mikutano baada ya giza kuingia.</li>
				<li>Ukiweza, nenda na rafiki, na mwambie mtu unakokwenda, unakutana na nani na saa ngapi.</li>
				<li>Usimkaribishe mgeni nyumbani kwako, na usiende kwake.</li>
				<li>Hakikisha simu yako ina chaji na ubebe pesa unazohitaji tu.</li>
			</ul>

			<h2>Lipa na ulipwe kwa usalama</h2>
			<p>Kwenye Soko unamlipa muuzaji moja kwa moja, kwa pesa taslimu au kwa M-PESA, mnapokutana.</p>
			<ul>
				<li>
					<strong>Wanunuzi:</strong> lipa tu bidhaa ikiwa mikononi mwako na umeikagua. Usitume kamwe amana,{' '}
					<q>ada ya kuhifadhi</q> au <q>ada ya usafiri</q> kwa bidhaa ambayo hujaiona.
				</li>
				<li>
					<strong>Wauzaji:</strong> kabla ya kukabidhi bidhaa, thibitisha malipo ya M-PESA kwenye jumbe zako mwenyewe za
					M-PESA au kwa kuangalia salio lako. Picha ya skrini au SMS iliyotumwa kwako si uthibitisho wa malipo.
				</li>
				<li>
					Kwa pesa taslimu, hesabu pesa na ukague noti mahali penye mwanga mzuri. Kwa kiasi kikubwa, kutaneni benki ili
					pesa ikaguliwe na kuwekwa moja kwa moja.
				</li>
				<li>
					Usimpe mtu yeyote PIN yako ya M-PESA, nenosiri lako au msimbo wa mara moja, hata akisema anafanya kazi Soko au
					Safaricom.
				</li>
			</ul>

			<h2>Kagua bidhaa kabla ya kulipa</h2>
			<ul>
				<li>
					<strong>Simu:</strong> iwashe, piga simu, jaribu kamera, sehemu ya kuchaji, spika na skrini. Piga{' '}
					<kbd>*#06#</kbd> uhakikishe nambari ya IMEI inalingana na ile iliyo kwenye boksi. Hakikisha muuzaji ametoka
					kwenye akaunti yake ya Google au Apple ili simu isifungwe.
				</li>
				<li>
					<strong>Vifaa vya elektroniki:</strong> omba uone kifaa kikifanya kazi kwenye umeme. Angalia kama kuna sehemu,
					chaja au rimoti zinazokosekana.
				</li>
				<li>
					<strong>Fanicha:</strong> kagua viungo, miguu na kitambaa, na uangalie kama kuna wadudu. Pima ili uhakikishe
					itapita mlangoni na kutoshea chumbani mwako.
				</li>
				<li>
					<strong>Nguo na viatu:</strong> angalia madoa, mipasuko na soli zilizoisha, na uhakikishe saizi.
				</li>
				<li>
					Kwa bidhaa za bei ghali, omba risiti au uthibitisho mwingine kwamba muuzaji ndiye mmiliki. Kununua mali ya wizi
					ni kosa la jinai.
				</li>
			</ul>
			<p>
				Jua bei ya haki. Bidhaa zilizotumika huuzwa kwa takriban 60-80% ya bei ya dukani zikiwa kama mpya, 40-60% zikiwa
				katika hali nzuri, 25-40% zikiwa katika hali ya wastani na 10-25% zikiwa katika hali mbaya. Bei iliyo chini sana
				ya hapo ni ishara ya hatari.
			</p>

			<h2>Tambua ulaghai wa kawaida</h2>
			<ul>
				<li>
					<strong>Bei ni nzuri mno kuwa kweli.</strong> Simu inayoonekana mpya kwa sehemu ndogo ya bei yake mara nyingi
					ni chambo.
				</li>
				<li>
					<strong>Lipa kwanza, kisha nitakutumia.</strong> Muuzaji anaomba pesa kwa M-PESA kabla hamjakutana, kwa mfano
					ili atume bidhaa kwa basi au kwa kampuni ya usafirishaji.
				</li>
				<li>
					<strong>Jumbe bandia za M-PESA.</strong> Mnunuzi anakuonyesha au kukutumia SMS inayofanana na uthibitisho wa
					M-PESA, au anasema ametuma pesa nyingi mno na anakuomba umrudishie tofauti. Angalia salio lako halisi kwanza.
				</li>
				<li>
					<strong>Shinikizo la kuharakisha.</strong> <q>Watu wengi wanaitaka, lipa sasa nikuwekee.</q> Wauzaji
					waaminifu hukupa muda wa kukagua.
				</li>
				<li>
					<strong>Picha zilizonakiliwa.</strong> Picha zikionekana kama za matangazo ya biashara, mwombe muuzaji picha
					mpya ya bidhaa kando ya karatasi yenye jina lako.
				</li>
				<li>
					<strong>Maombi ya taarifa zako binafsi.</strong> Hakuna mnunuzi anayehitaji nambari yako ya kitambulisho, PIN
					au manenosiri.
				</li>
			</ul>

			<h2>Jambo likienda vibaya</h2>
			<ol>
				<li>Ukiwa hatarini, ondoka mara moja na upige simu polisi kwa 999 au 112.</li>
				<li>Ukimtumia tapeli pesa kwa M-PESA, wasiliana na huduma kwa wateja ya Safaricom mara moja.</li>
				<li>Ripoti kilichotokea kwenye kituo cha polisi kilicho karibu na uhifadhi nambari ya ripoti.</li>
				<li>
					Tuambie kupitia <Link to="/report-issue">Ripoti Tatizo</Link> ili tuondoe tangazo na kumzuia mtumiaji huyo.
					Ripoti za dharura hujibiwa chini ya saa 1.
				</li>
			</ol>

			<p className="row">
				<Link className="btn btn-primary" to="/report-issue">
					Ripoti Tatizo
				</Link>
				<Link className="btn" to="/help-center">
					Kituo cha Msaada
				</Link>
			</p>
		</article>
	)
}
