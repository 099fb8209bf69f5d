import { faqEntries, type FaqEntry, type FaqSettings } from './faq.ts'

/**
 * The Help Center's questions and answers in Swahili, in the same order and categories as the English ones
 * (faqEntries), quoting the same settings. A Swahili page shows and searches these.
 */
export function faqEntriesSw({ listingFeeKes, listingDays }: FaqSettings = { listingFeeKes: 15, listingDays: 30 }): FaqEntry[] {
	const fee = `KES ${listingFeeKes}`
	const sw: [string, string][] = [
		[
			'Soko ni nini?',
			'Soko ni soko la kununua na kuuza bidhaa zilizotumika kote Kenya: simu, elektroniki, nguo, fanicha, vitabu na mengine mengi, kuanzia Nairobi na Mombasa hadi Kisumu, Nakuru na Eldoret. Bei zote ziko kwa shilingi za Kenya (KSh).',
		],
		[
			'Nifungueje akaunti?',
			'Gusa Jisajili, weka barua pepe yako, nambari yako ya simu na nenosiri la angalau herufi 6, kisha uchague kama unataka kununua au kuuza. Kufungua akaunti kunathibitisha nambari yako ya simu, kwa hivyo tumia nambari ya Kenya unayotembea nayo.',
		],
		[
			'Je, nahitaji akaunti ili kuangalia bidhaa?',
			'Hapana. Mtu yeyote anaweza kuvinjari na kutafuta matangazo bila akaunti. Unahitaji akaunti ili kuweka bidhaa za kuuza.',
		],
		[
			'Je, Soko ni bure?',
			`Kuvinjari, kutafuta na kuwasiliana na wauzaji ni bure. Wauzaji hulipa ada ndogo ya tangazo ya ${fee} kwa M-PESA, baada tu ya timu yetu kuidhinisha tangazo lao.`,
		],
		[
			'Je, Soko inafanya kazi mtandao ukiwa dhaifu?',
			'Ndiyo. Soko imejengwa kwa simu za Android za bei nafuu na mtandao dhaifu wa 2G au 3G: kurasa ni ndogo na zinafunguka haraka. Ili kuokoa data zaidi, washa Hali nyepesi kwa kitufe kilicho chini ya kila ukurasa.',
		],
		[
			'Nitapataje ninachotafuta?',
			'Tumia kisanduku cha kutafuta kilicho juu ya kila ukurasa, au fungua Vinjari. Unaweza kupunguza matokeo kwa kategoria, bei na mahali, na kuyapanga kwa mapya kwanza au kwa bei. Ukurasa wetu wa Vidokezo vya kutafuta una mawazo zaidi.',
		],
		[
			'Nitawasilianaje na muuzaji?',
			'Fungua tangazo na uguse Wasiliana. Unaweza kumfikia muuzaji kwa WhatsApp au SMS ukiwa na ujumbe ulioandaliwa tayari, au unakili nambari yake ya simu umpigie.',
		],
		[
			'Nitalipiaje bidhaa?',
			'Unamlipa muuzaji moja kwa moja, kwa pesa taslimu au kwa M-PESA, mnapokutana na baada ya kukagua bidhaa. Soko haishikilii pesa za wanunuzi, kwa hivyo usitume pesa kabla hujaiona bidhaa.',
		],
		[
			'Je, naweza kupunguza bei?',
			'Ndiyo. Wauzaji wengi wanatarajia kupatana bei. Toa ofa ya haki kulingana na hali ya bidhaa na bei ya bidhaa zinazofanana, na mkubaliane bei ya mwisho kabla ya kukutana.',
		],
		[
			'Itakuwaje bidhaa isipokuwa kama ilivyoelezwa?',
			'Kagua bidhaa vizuri kabla ya kulipa, na uondoke kama si ile iliyoelezwa kwenye tangazo. Muuzaji akikudanganya au akijaribu kukulaghai, ripoti kwenye ukurasa wetu wa Ripoti tatizo ili tuchukue hatua.',
		],
		[
			'Je, naweza kurudishiwa pesa?',
			'Soko haishikilii wala haipitishi malipo, kwa hivyo kurudishiwa pesa ni kati yako na muuzaji: kubalianeni kabla ya kulipa kama unaweza kurudisha bidhaa. Muuzaji akichukua pesa zako bila kukuletea bidhaa, ripoti kwenye ukurasa wetu wa Ripoti tatizo, na kama umetuma M-PESA kwa nambari isiyo sahihi, wasiliana na huduma kwa wateja ya Safaricom mara moja.',
		],
		[
			'Nitauzaje bidhaa?',
			'Jisajili kama muuzaji, kisha weka tangazo lenye jina lililo wazi, angalau picha 3 nzuri, maelezo ya kweli, hali ya bidhaa, bei yako na mji wako. Timu yetu hukagua kila tangazo kabla halijaonekana.',
		],
		[
			'Kuuza kunagharimu kiasi gani?',
			`Kuweka tangazo ni bure. Timu yetu ikishaliidhinisha unalipa ada ya tangazo ya ${fee} kwa M-PESA: unapata ombi kwenye simu yako, unaweka PIN yako ya M-PESA, na tangazo lako linachapishwa mara tu malipo yanapothibitishwa.`,
		],
		[
			'Tangazo langu linakaa hewani kwa muda gani?',
			`Tangazo lililochapishwa linakaa hewani kwa siku ${listingDays}. Likiisha unaweza kulifanya upya bure kutoka kwenye dashibodi yako ya muuzaji.`,
		],
		[
			'Ni bidhaa gani haziruhusiwi?',
			'Bidhaa zilizokatazwa ni pamoja na vitu haramu (vikiwemo vitu vya wizi na dawa za kulevya), silaha, bidhaa bandia na vitu hatari. Matangazo ya bidhaa zilizokatazwa hukataliwa, na akaunti zinazoziweka zinaweza kusimamishwa.',
		],
		[
			'Nitalipwaje?',
			'Mnunuzi anakulipa moja kwa moja, kwa pesa taslimu au kwa M-PESA, mnapokutana. Kabla ya kumkabidhi bidhaa, thibitisha malipo kwenye jumbe zako za M-PESA au salio lako: picha ya skrini au SMS iliyotumwa kwako na mtu si uthibitisho.',
		],
		[
			'Nitawekaje bidhaa kuwa imeuzwa?',
			'Fungua dashibodi yako ya muuzaji na uguse Weka kuwa Imeuzwa kwenye tangazo. Wanunuzi wataona kuwa haipatikani tena na wataacha kukupigia.',
		],
		[
			'Nitakutanaje na mnunuzi au muuzaji kwa usalama?',
			'Kutaneni kila mara mahali pa wazi, kama kituo cha maduka chenye watu wengi au mlango wa benki, mchana. Ukiweza, nenda na rafiki, mwambie mtu unakokwenda, na usimkaribishe mgeni nyumbani kwako.',
		],
		[
			'Nitaepukaje utapeli?',
			'Usilipe kamwe amana au "ada ya usafirishaji" kabla ya kuiona bidhaa. Kuwa mwangalifu na bei zilizo chini mno, usimpe mtu PIN yako ya M-PESA, na upuuze maombi ya "kurudisha" pesa zilizotumwa kimakosa: angalia salio lako la M-PESA badala yake.',
		],
		[
			'Nitaripotije tangazo au mtumiaji anayetiliwa shaka?',
			'Tumia kitufe cha Ripoti kwenye tangazo, au jaza fomu kwenye ukurasa wetu wa Ripoti tatizo. Timu yetu hukagua kila ripoti, za dharura kwanza.',
		],
		[
			'Nifanye nini nikiwa hatarini?',
			'Ondoka mahali hapo na upige simu polisi kwa 999 au 112 mara moja. Ukiwa salama, turipotie mtumiaji huyo ili tumzuie kutumia Soko.',
		],
		[
			'Je, taarifa zangu binafsi ziko salama?',
			'Kadi za matangazo zinaonyesha sehemu tu ya nambari ya simu ya muuzaji, na tunaondoa data ya mahali (GPS) kwenye picha unazopakia. Usimpe mtu yeyote PIN yako ya M-PESA au nenosiri lako, hata wanaosema wanafanya kazi Soko.',
		],
	]
	return faqEntries({ listingFeeKes, listingDays }).map((entry, i) => {
		const [question, answer] = sw[i] ?? [entry.question, entry.answer]
		return { category: entry.category, question, answer }
	})
}
