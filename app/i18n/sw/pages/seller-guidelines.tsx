import { Link } from 'react-router'

/**
 * The Seller Guidelines in Swahili: a page of advice is written as a page, not as sentences looked up one by one (its
 * English is app/routes/seller-guidelines.tsx). Review it with that page side by side.
 */
export function SellerGuidelinesSw({ listingFeeKes, listingDays }: { listingFeeKes: number; listingDays: number }) {
	return (
		<article className="prose">
			<h1>Miongozo kwa Wauzaji</h1>
			<p>
				Matangazo mazuri huuza haraka na huifanya Soko mahali ambapo wanunuzi wanaamini. Kila tangazo hukaguliwa na timu
				yetu kabla ya kuonekana, kwa hiyo kufuata miongozo hii pia kunafanya lako liidhinishwe mapema.
			</p>

			<h2>Unachoweza kuuza</h2>
			<ul>
				<li>Bidhaa unazomiliki na ulizo nazo, zikielezwa jinsi zilivyo kweli.</li>
				<li>Bidhaa moja (au seti moja, kama sofa seti) kwa kila tangazo.</li>
			</ul>
			<p>
				<strong>Haziruhusiwi:</strong> bidhaa haramu (pamoja na mali ya wizi na dawa za kulevya), silaha, bidhaa bandia
				na vitu hatari. Matangazo ya bidhaa hizi hukataliwa, na akaunti zinazoyaweka zinaweza kusimamishwa.
			</p>

			<h2>Andika kichwa kilicho wazi</h2>
			<ul>
				<li>Kichwa kiwe chini ya herufi 60 ili kionekane chote kwenye skrini ya simu.</li>
				<li>
					Sema ni nini, kisha chapa, modeli na sifa moja muhimu: <q>Samsung Galaxy A14, 64GB, Nyeusi</q> au{' '}
					<q>Sofa ya Vitambaa ya Viti 3, Kijivu</q>.
				</li>
				<li>Usiandike kwa HERUFI KUBWA, usiongeze <q>!!!</q>, wala usiweke bei au nambari yako ya simu kwenye kichwa.</li>
			</ul>

			<h2>Piga picha nzuri</h2>
			<ul>
				<li>Weka angalau picha 3: mbele, nyuma au pembeni, na karibu ya lebo yoyote, nambari ya modeli au uharibifu.</li>
				<li>Tumia mwanga wa mchana karibu na dirisha au nje. Safisha bidhaa na utumie mandharinyuma tupu.</li>
				<li>Tumia picha zako mwenyewe za bidhaa halisi, kamwe si picha kutoka mtandaoni.</li>
				<li>
					Usiweke watu, nambari za magari wala nyaraka kwenye picha. Tunaondoa taarifa za mahali (GPS) kwenye picha zako
					wenyewe.
				</li>
			</ul>

			<h2>Ieleze kwa uaminifu</h2>
			<ul>
				<li>Ina umri gani, imetumika kiasi gani na kwa nini unaiuza.</li>
				<li>Hitilafu zozote, mikwaruzo au sehemu zinazokosekana. Wanunuzi huziona hata hivyo, na ukweli huokoa safari ya bure.</li>
				<li>Inakuja na nini: chaja, boksi, risiti, dhamana, vipuri.</li>
				<li>Ukubwa, vipimo au nafasi ya kuhifadhi, pale vinapohitajika.</li>
				<li>Mji na eneo lako, kama Westlands, Nairobi au Nyali, Mombasa, ili wanunuzi wajue watakapoichukua.</li>
			</ul>

			<h2>Chagua hali na bei sahihi</h2>
			<p>Weka bei ya bidhaa yako ukilinganisha na bei yake ikiwa mpya madukani leo (bei ya rejareja):</p>
			<dl className="facts">
				<dt>Kama mpya</dt>
				<dd>60-80% ya bei ya rejareja</dd>
				<dt>Nzuri</dt>
				<dd>40-60% ya bei ya rejareja</dd>
				<dt>Wastani</dt>
				<dd>25-40% ya bei ya rejareja</dd>
				<dt>Mbovu kiasi</dt>
				<dd>10-25% ya bei ya rejareja</dd>
			</dl>
			<p>
				Kwa mfano, simu inayogharimu KSh 20,000 ikiwa mpya na iliyo katika hali nzuri kwa kawaida huuzwa KSh
				8,000-12,000. <Link to="/pricing-tips">Vidokezo vya Kuweka Bei</Link> vinaeleza jinsi ya kuchagua ndani ya
				kiwango hicho.
			</p>

			<h2>Uidhinishaji, ada ya tangazo na kuchapishwa</h2>
			<ol>
				<li>Tuma tangazo lako. Timu yetu hulikagua kabla mtu mwingine yeyote hajaliona.</li>
				<li>
					Likiidhinishwa, lipa ada ya tangazo ya KES {listingFeeKes} kwa M-PESA: utapata ombi la malipo kwenye simu yako
					na uweke PIN yako ya M-PESA.
				</li>
				<li>
					Malipo yakithibitishwa tu, tangazo lako linachapishwa. Hukaa hai kwa siku {listingDays}, na unaweza kulifanya
					upya bure.
				</li>
				<li>Lisipoidhinishwa, tunakueleza sababu ili ulirekebishe.</li>
			</ol>

			<h2>Shughulika vizuri na wanunuzi</h2>
			<ul>
				<li>Jibu haraka na kwa adabu, hata kusema bidhaa haipo tena.</li>
				<li>Kutana na wanunuzi mahali pa umma mchana, kamwe si nyumbani kwako.</li>
				<li>
					Pokea pesa taslimu au M-PESA, na uthibitishe malipo ya M-PESA kwenye jumbe zako au salio lako kabla ya
					kukabidhi bidhaa.
				</li>
				<li>Weka bidhaa kuwa imeuzwa mara tu inapoondoka.</li>
			</ul>

			<h2>Kinachofanya tangazo liondolewe</h2>
			<ul>
				<li>Matangazo bandia, bidhaa usizo nazo, au bidhaa ileile iliyotangazwa mara nyingi.</li>
				<li>Bei za kupotosha, kama KSh 1 ili kuvutia watu.</li>
				<li>Kuwaomba wanunuzi amana au malipo kabla hawajaona bidhaa.</li>
				<li>Jumbe za matusi, vitisho au unyanyasaji kwa wanunuzi.</li>
			</ul>
			<p>
				Mnunuzi akikutishia au ukihisi huko salama, piga simu polisi kwa 999 au 112 kisha{' '}
				<Link to="/report-issue">utuarifu</Link>.
			</p>

			<p className="row">
				<Link className="btn btn-primary" to="/sell">
					Uza bidhaa yako
				</Link>
				<Link className="btn" to="/pricing-tips">
					Vidokezo vya Kuweka Bei
				</Link>
			</p>
		</article>
	)
}
