import { Link } from 'react-router'

/**
 * Pricing Tips in Swahili: a page of advice is written as a page, not as sentences looked up one by one (its English is
 * app/routes/pricing-tips.tsx). Review it with that page side by side.
 */
export function PricingTipsSw() {
	return (
		<article className="prose">
			<h1>Vidokezo vya Kuweka Bei</h1>
			<p>
				Bei sahihi huuza bidhaa yako kwa siku badala ya wiki. Ikiwa juu mno wanunuzi huipita; ikiwa chini mno unapoteza
				pesa, na wanunuzi wanaweza hata kushuku ni ulaghai. Hivi ndivyo utakavyoipata sawa.
			</p>

			<h2>Hatua tatu za kupata bei sahihi</h2>
			<ol>
				<li>
					<strong>Tafiti thamani sokoni.</strong> Jua bidhaa hiyohiyo inagharimu kiasi gani ikiwa mpya madukani leo, na
					utafute Soko bidhaa zinazofanana zilizotumika uone bei zake.
				</li>
				<li>
					<strong>Pima hali yake kwa uaminifu.</strong> Itazame bidhaa yako kama mnunuzi angeitazama: mikwaruzo, sehemu
					zinazokosekana, betri, umri. Kisha chagua hali yake kutoka orodha iliyo hapa chini.
				</li>
				<li>
					<strong>Weka bei ya ushindani.</strong> Chagua bei ndani ya kiwango cha hali yake, chini kidogo ya matangazo
					yanayofanana ukitaka kuuza haraka.
				</li>
			</ol>

			<h2>Bei kulingana na hali</h2>
			<p>Kama sehemu ya bei ya dukani ya leo, na mfano wa bidhaa inayogharimu KSh 10,000 ikiwa mpya:</p>
			<dl className="facts">
				<dt>
					<strong>Mpya</strong>
				</dt>
				<dd>80-90% ya bei ya rejareja (KSh 8,000-9,000). Haijawahi kutumika, mara nyingi bado iko kwenye boksi.</dd>
				<dt>
					<strong>Kama mpya</strong>
				</dt>
				<dd>60-75% ya bei ya rejareja (KSh 6,000-7,500). Imetumika kidogo, hakuna alama zinazoonekana.</dd>
				<dt>
					<strong>Nzuri</strong>
				</dt>
				<dd>40-60% ya bei ya rejareja (KSh 4,000-6,000). Dalili za kawaida za matumizi, inafanya kazi vizuri kabisa.</dd>
				<dt>
					<strong>Wastani</strong>
				</dt>
				<dd>25-40% ya bei ya rejareja (KSh 2,500-4,000). Imechakaa wazi au ina hitilafu ndogo, bado inafanya kazi.</dd>
			</dl>
			<p>
				Bidhaa zilizo katika hali mbovu, au zinazouzwa kwa ajili ya vipuri au kutengenezwa, kwa kawaida hupata 10-25% ya
				bei ya rejareja. Eleza wazi tatizo lake.
			</p>

			<h2>Ushauri kwa kila aina</h2>
			<h3>Elektroniki</h3>
			<p>
				Simu, laptop na TV hupoteza thamani haraka modeli mpya zikitoka. Linganisha na bei ya modeli hiyohiyo na nafasi
				ileile ya kuhifadhi leo, si ulicholipa. Chaja, boksi na risiti hukusaidia kupata bei ya juu ya kiwango; bidhaa za
				zaidi ya miaka 3 ziko chini yake.
			</p>
			<h3>Nguo na mapambo</h3>
			<p>
				Nguo nyingi huuzwa chini sana ya bei ya rejareja, kwa sababu wanunuzi hulinganisha na bei za mitumba. Chapa
				zinazojulikana, viatu, mikoba na saa zilizo katika hali nzuri hudumisha thamani yake zaidi. Fua na unyooshe
				nguo, zipige picha vizuri, na utaje saizi kila mara.
			</p>
			<h3>Fanicha</h3>
			<p>
				Wanunuzi huongeza gharama ya usafiri kwenye bei yako, kwa hiyo vitu vikubwa vinahitaji bei nafuu zaidi. Mbao
				halisi hudumisha thamani kuliko chipboard. Taja vipimo na useme kama unaweza kusaidia kuifikisha.
			</p>
			<h3>Vitabu na burudani</h3>
			<p>
				Vitabu vya shule vya mtaala wa sasa huuzwa vizuri zaidi kabla ya muhula kuanza, hasa Januari. Riwaya, filamu na
				michezo huuzwa kwa sehemu ndogo ya bei yake: kuviuza kwa fungu huviondoa haraka.
			</p>

			<h2>Vidokezo vya utafiti</h2>
			<ul>
				<li>Tafuta Soko bidhaa ileile katika hali ileile, na uandike bei ya chini kabisa na ya juu kabisa.</li>
				<li>Angalia bei ya sasa madukani au kwenye tovuti za ununuzi za Kenya.</li>
				<li>Kumbuka kwamba bei kwenye tangazo ni anayotarajia muuzaji, si kila mara anacholipa mnunuzi.</li>
				<li>Angalia matangazo yanayokaa kwa wiki nyingi: huenda bei zake ziko juu mno.</li>
			</ul>

			<h2>Kupatana bei</h2>
			<ul>
				<li>Wanunuzi wengi Kenya hutarajia kupatana bei. Amua bei yako ya chini kabisa kabla ya kutangaza.</li>
				<li>
					Anza 15-20% juu ya bei yako ya chini kabisa. Kwa mfano, ikiwa ya chini kabisa ni KSh 8,000, tangaza takriban
					KSh 9,200-9,600.
				</li>
				<li>Usishushe bei ombi la kwanza tu likija. Kubalianeni bei ya mwisho kabla mnunuzi hajasafiri kuja kukutana nawe.</li>
				<li>Usipopata maulizo ya dhati baada ya wiki 2-3, shusha bei yako.</li>
			</ul>

			<h2>Makosa ya kawaida</h2>
			<ul>
				<li>Kuweka bei kwa ulicholipa, badala ya thamani ya bidhaa leo.</li>
				<li>Kuongeza thamani kwa sababu ya kumbukumbu: wanunuzi hulipia bidhaa, si historia yake.</li>
				<li>Kuita bidhaa <q>Kama mpya</q> ilhali ni Nzuri tu. Wanunuzi hugundua, na huondoka.</li>
				<li>Kuweka bei ya chini mno, jambo linalofanya wanunuzi washuku bidhaa ni ya wizi au bandia.</li>
				<li>Kuacha bei ileile ya juu kwa wiki nyingi bila maulizo yoyote ya dhati.</li>
				<li>Picha mbaya au maelezo mafupi, yanayofanya bei yoyote ionekane ya juu mno.</li>
			</ul>

			<h2>Viwango vya bei vinavyouza haraka</h2>
			<dl className="facts">
				<dt>KSh 500-2,000</dt>
				<dd>Manunuzi ya ghafla: wanunuzi huamua haraka, mara nyingi siku hiyohiyo.</dd>
				<dt>KSh 2,000-10,000</dt>
				<dd>Manunuzi ya kufikiria: wanunuzi hulinganisha matangazo machache kabla ya kupiga simu.</dd>
				<dt>KSh 10,000+</dt>
				<dd>Manunuzi ya kutafiti: wanunuzi huuliza maswali mengi na hukagua kwa makini, kwa hiyo toa maelezo kamili.</dd>
			</dl>

			<h2>Bei zinazovutia akili</h2>
			<p>
				Bei zinazoishia na 9 au 5 huonekana nafuu kuliko namba kamili: KSh 4,999 badala ya KSh 5,000, au KSh 1,495
				badala ya KSh 1,500. Kukaa chini kidogo ya namba kamili pia huweka bidhaa yako mbele ya wanunuzi wenye bajeti
				kama <q>hadi KSh 5,000</q>.
			</p>

			<p className="row">
				<Link className="btn btn-primary" to="/sell">
					Uza bidhaa yako
				</Link>
				<Link className="btn" to="/seller-guidelines">
					Miongozo kwa Wauzaji
				</Link>
			</p>
		</article>
	)
}
