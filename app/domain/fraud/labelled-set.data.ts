import type { AccountFacts } from './listing-risk.ts'
import type { KnownPhoto } from './photo-match.ts'
import type { PricedListing } from './price-outlier.ts'

/**
 * The labelled set of issue 12 §4: scam listings written from the patterns the issue names (advance payment, no viewing,
 * courier delivery, till numbers, prices too good, stolen photos, new accounts in a burst, a suspended seller back) in
 * English, Swahili and Sheng, and ordinary Kenyan classifieds, tricky ones included ("no deposit needed", model numbers,
 * a shop's till, delivery after viewing, a faulty phone sold cheap). Prices in KES.
 */

export type LabelledListing = {
	title: string
	description: string
	category: string
	price: number
	account?: AccountFacts
	photos?: { hashes: string[]; others: KnownPhoto[] }
}

/** The market: published and recently sold listings, several per model, with the small title variations sellers use. */
const MARKET: [title: string, category: string, prices: number[]][] = [
	['iPhone 13 128GB', 'electronics', [58_000, 62_000, 60_000, 65_000, 57_000, 63_000]],
	['iPhone 13 Pro Max 256GB', 'electronics', [98_000, 105_000, 110_000, 95_000, 102_000]],
	['iPhone 14 Pro Max 256GB', 'electronics', [125_000, 130_000, 135_000, 120_000, 128_000]],
	['Samsung Galaxy S21 Ultra', 'electronics', [45_000, 50_000, 48_000, 52_000, 47_000]],
	['Samsung Galaxy S23 Ultra 256GB', 'electronics', [105_000, 115_000, 110_000, 118_000, 108_000]],
	['Samsung Galaxy A14 64GB', 'electronics', [12_500, 14_000, 13_500, 15_000, 13_000, 14_500]],
	['Tecno Camon 20 Pro', 'electronics', [19_000, 21_000, 20_000, 22_000, 18_500]],
	['Tecno Spark 10 Pro', 'electronics', [15_000, 16_500, 17_000, 15_500, 16_000]],
	['HP EliteBook 840 G5 laptop', 'electronics', [26_000, 28_000, 30_000, 27_000, 29_000]],
	['MacBook Air M1 2020', 'electronics', [88_000, 95_000, 92_000, 98_000, 90_000]],
	['MacBook Pro 2019 16GB', 'electronics', [80_000, 85_000, 90_000, 82_000, 87_000]],
	['PS5 console with 2 controllers', 'electronics', [60_000, 65_000, 68_000, 62_000, 66_000]],
	['PS4 slim 1TB', 'electronics', [26_000, 28_000, 30_000, 27_000, 29_000]],
	['Samsung 43 inch smart TV', 'electronics', [30_000, 32_000, 34_000, 31_000, 33_000]],
	['Samsung double door fridge', 'home-garden', [33_000, 35_000, 38_000, 36_000, 34_000]],
	['5 seater sofa set', 'home-garden', [32_000, 35_000, 38_000, 30_000, 36_000]],
	['Queen bed with mattress', 'home-garden', [22_000, 25_000, 27_000, 24_000, 26_000]],
	['Dining table 6 seater', 'home-garden', [25_000, 28_000, 30_000, 26_000, 29_000]],
	['Executive office chair', 'office-business', [8_500, 9_000, 10_000, 8_000, 9_500]],
	['Toyota Vitz 2015', 'automotive', [720_000, 750_000, 780_000, 700_000, 760_000]],
	['Toyota Premio 2012', 'automotive', [1_050_000, 1_100_000, 1_150_000, 1_080_000, 1_120_000]],
	['Mazda Demio 2014', 'automotive', [620_000, 650_000, 680_000, 640_000, 660_000]],
	['Subaru Forester 2013', 'automotive', [1_150_000, 1_200_000, 1_250_000, 1_180_000, 1_220_000]],
	['Nike Air Force 1 sneakers', 'clothing', [3_200, 3_500, 3_800, 3_000, 3_600]],
	['Genuine leather jacket', 'clothing', [3_800, 4_000, 4_500, 3_500, 4_200]],
	['Mtumba bale grade 1', 'clothing', [11_000, 12_000, 12_500, 11_500, 13_000]],
]
const VARIANTS = ['', ' clean', ' ex-UK', ' with box', ' negotiable', ' good condition']

export const COMPARABLES: PricedListing[] = MARKET.flatMap(([title, category, prices]) =>
	prices.map((price, i) => ({ title: `${title}${VARIANTS[i % VARIANTS.length]}`, category, price })),
)

const hoursAgo = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString()
export const NOW = new Date('2026-11-23T12:00:00Z')

/** A stolen photo: near-identical to another seller's (hash 2 bits off). */
const STOLEN = { hashes: ['c3a5f00f5aa50ff1'], others: [{ hash: 'c3a5f00f5aa50ff2', sellerId: 9_001, listingId: 501 }] }
/** A new account posting in a burst, the same advert over and over. */
const BURST_ACCOUNT = (text: string): AccountFacts => ({
	createdAt: hoursAgo(NOW, 20),
	listingCreatedAts: [1, 2, 3, 4, 6, 8].map((h) => hoursAgo(NOW, h)),
	otherListings: [
		{ id: 1, text },
		{ id: 2, text: `${text}!` },
	],
})

export const SCAMS: LabelledListing[] = [
	{ title: 'iPhone 13 Pro Max 256GB', category: 'electronics', price: 25_000, description: 'Brand new sealed, ex-Dubai. Tuma pesa ya delivery kwanza nikutumie kupitia G4S. Hakuna viewing. 0712 334 556' },
	{ title: 'Samsung Galaxy S21 Ultra', category: 'electronics', price: 15_000, description: 'Relocating abroad urgently. Pay a deposit of 3000 to secure it, balance on delivery via Wells Fargo.' },
	{ title: 'Toyota Vitz 2015', category: 'automotive', price: 250_000, description: 'Owner deployed abroad, car is with a clearing agent in Mombasa. Pay the clearance fee and the car is delivered to you.' },
	{ title: 'MacBook Air M1 2020', category: 'electronics', price: 30_000, description: 'Serious buyers only send 5k booking fee, first come first served. WhatsApp 0798 111 222' },
	{ title: 'PS5 console with 2 controllers', category: 'electronics', price: 20_000, description: 'Lipa kwanza, nitatuma na matatu parcel. No viewing.' },
	{ title: '5 seater sofa set', category: 'home-garden', price: 8_000, description: 'Moving out, must go this week. Till number 5432109. Delivery by our truck.' },
	{ title: 'Nike Air Force 1 sneakers', category: 'clothing', price: 900, description: 'Original, all sizes. Pay on till 889900 and we dispatch via G4S same day.' },
	{ title: 'Mazda Demio 2014', category: 'automotive', price: 180_000, description: 'Ndio bei. Ganji kwanza then logbook transfer. Gari iko Nakuru.' },
	{ title: 'HP EliteBook 840 G5 laptop', category: 'electronics', price: 8_000, description: 'Core i7, 16GB, 512 SSD. Call/WhatsApp 0722000111.' },
	{ title: 'Samsung double door fridge', category: 'home-garden', price: 7_000, description: 'Clean. I am out of town, my cousin will bring it once you send transport money.' },
	{ title: 'Samsung 43 inch smart TV', category: 'electronics', price: 9_500, description: 'Brand new in box. Delivery only, countrywide.' },
	{ title: 'Queen bed with mattress', category: 'home-garden', price: 6_000, description: 'Quick sale. Serious buyer tuma deposit ya 1000 ili nikushikilie.' },
	{ title: 'iPhone 14 Pro Max 256GB', category: 'electronics', price: 120_000, description: 'Ex-UK. Pay before delivery to our paybill 522533 acc 1234567. Courier available.' },
	{ title: 'Tecno Camon 20 Pro', category: 'electronics', price: 3_500, description: 'Mpya kabisa. Tuma 500 ya kusafirisha kwanza nikutumie.' },
	{ title: 'Genuine leather jacket', category: 'clothing', price: 500, description: 'Only few pieces. Order via WhatsApp 0711 222 333, payment first then dispatch.' },
	{ title: 'Subaru Forester 2013', category: 'automotive', price: 350_000, description: 'Auction car from KRA, clearance fees paid by buyer before release. Contact agent 0733 444 555.' },
	{ title: 'Samsung Galaxy A14 64GB', category: 'electronics', price: 4_000, description: 'New. Weka deposit ya 1000 tukutumie.' },
	{ title: 'Executive office chair', category: 'office-business', price: 1_500, description: 'We deliver via Mololine; pay delivery fee upfront.' },
	{ title: 'PS4 slim 1TB', category: 'electronics', price: 7_000, description: 'M-Pesa only, no cash. Tumia till 765432 then we send.' },
	{ title: 'iPhone 13 128GB', category: 'electronics', price: 60_000, description: 'Hello buyer, I am out of the country on duty. The phone is with a courier company; send the courier fee first and they bring it to your door. No viewing possible.' },
	{ title: 'Mtumba bale grade 1', category: 'clothing', price: 2_000, description: 'Bale ya mtumba 2k tu! Tuma pesa kwa till 332211, tutatuma na bus.' },
	{ title: 'Samsung Galaxy S23 Ultra 256GB', category: 'electronics', price: 35_000, description: 'Stock clearance. Deposit 5000 first, balance on delivery. G4S countrywide.' },
	{ title: 'Dining table 6 seater', category: 'home-garden', price: 5_000, description: 'Mkononi. Call 0702 000 999 for delivery. No meet ups.' },
	{ title: 'Toyota Premio 2012', category: 'automotive', price: 300_000, description: 'Urgent sale, owner relocating to USA. Car held at the yard, pay commitment fee to view.' },
	{ title: 'MacBook Pro 2019 16GB', category: 'electronics', price: 25_000, description: 'Pay via paybill 400200 acc 88990 and pick up from our Thika Road office.' },
	{ title: 'Canon EOS 2000D camera', category: 'electronics', price: 12_000, description: 'Na lens mbili. Lipa nusu kwanza, nusu ukipokea.' },
	{ title: 'HP laptop core i5', category: 'electronics', price: 6_000, description: 'Ni fiti sana. Niko Eldoret, nitakutumia na Easy Coach ukituma doo.' },
	{ title: 'Samsung Galaxy A14 64GB', category: 'electronics', price: 13_000, description: 'Niko bize, tumia WhatsApp 0799 888 777. Mzigo unatumwa na G4S ukishalipa.' },
	{ title: 'Tecno Spark 10 Pro', category: 'electronics', price: 16_000, description: 'Brand new. Send money before I dispatch, no viewing because of my busy schedule.' },
	{ title: 'Samsung double door fridge', category: 'home-garden', price: 34_000, description: 'Imported from Dubai. Viewing not allowed, we ship through our courier after you pay.' },
	{ title: 'Toyota Vitz 2015', category: 'automotive', price: 730_000, description: 'Clean, KDA. Make a down payment of 100k to reserve, car delivered to you in a week without viewing.' },
	{ title: 'iPhone 13 128GB', category: 'electronics', price: 14_000, description: 'Sealed, 1 year warranty. Call 0745 123 987 now!' },
	{ title: 'PS5 console with 2 controllers', category: 'electronics', price: 9_000, description: 'Quick sale, ni ya ukweli. Hatuna viewing, tunadeliver tu.' },
	{ title: '5 seater sofa set', category: 'home-garden', price: 34_000, description: 'Pesa mapema then tunaleta. Tunafanya delivery pande zote.' },
	{ title: 'Queen bed with mattress', category: 'home-garden', price: 24_000, description: 'Email bestdeals.furniture@gmail.com for the account number, pay and we deliver by courier.' },
	{ title: 'Nike Air Force 1 sneakers', category: 'clothing', price: 3_400, description: 'Original. Payment in advance via M-PESA, dispatch the same day.' },
	{ title: 'Mazda Demio 2014', category: 'automotive', price: 640_000, description: 'Agent here. A refundable commitment fee of 10,000 is required before viewing the car.' },
	// Photos, accounts: the text and price look ordinary, the seller does not.
	{ title: 'Samsung Galaxy S21 Ultra', category: 'electronics', price: 46_000, description: 'Clean phone, 12/256, with box. Meet at Kencom.', photos: STOLEN },
	{ title: 'Executive office chair', category: 'office-business', price: 8_000, description: 'High back, leather. Delivery in Nairobi.', photos: STOLEN },
	{
		title: 'iPhone 13 128GB',
		category: 'electronics',
		price: 55_000,
		description: 'Ex-UK, battery 90%. Call 0757 000 111.',
		account: BURST_ACCOUNT('iPhone 13 128GB\nEx-UK, battery 90%. Call 0757 000 111.'),
	},
	{
		title: 'Toyota Vitz 2015',
		category: 'automotive',
		price: 690_000,
		description: 'Accident free, genuine mileage.',
		account: { createdAt: hoursAgo(NOW, 5), phone: '0712 345 670', suspended: [{ userId: 77, phone: '0712345678', email: 'fake.dealer@gmail.com' }] },
	},
	{
		title: 'Genuine leather jacket',
		category: 'clothing',
		price: 3_900,
		description: 'Size L, brown.',
		account: { createdAt: hoursAgo(NOW, 40), email: 'F.ake.Dealer+2@yahoo.com', accountsOnDevice: 6, suspended: [{ userId: 77, phone: null, email: 'fake.dealer@gmail.com' }] },
	},
	{ title: 'Samsung 43 inch smart TV', category: 'electronics', price: 31_000, description: 'Brand new sealed. Pay 3000 first to confirm your order, rest on delivery.' },
	{ title: 'MacBook Air M1 2020', category: 'electronics', price: 89_000, description: 'Only serious buyers to pay booking fee. Laptop is in Mombasa, we send via Fargo.' },
]

export const ORDINARY: LabelledListing[] = [
	{ title: 'iPhone 13 128GB', category: 'electronics', price: 58_000, description: 'Clean, battery health 88%, Face ID working. Viewing at Moi Avenue, pay on delivery within CBD. Call 0712 345 678.' },
	{ title: 'Samsung Galaxy A14 64GB', category: 'electronics', price: 12_500, description: 'Used 6 months, with charger. M-PESA accepted at meeting. Niko Rongai.' },
	{ title: 'Toyota Vitz 2015', category: 'automotive', price: 720_000, description: 'KCU, 1300cc, accident free, logbook ready. Viewing welcome in Nakuru. Deposit accepted for bank-financed buyers, balance through the bank.' },
	{ title: '5 seater sofa set', category: 'home-garden', price: 32_000, description: 'Grey fabric, 2 years old, moving out. Delivery available at a fee after viewing.' },
	{ title: 'Queen bed with mattress', category: 'home-garden', price: 22_000, description: 'Mninga wood, mattress 8 inch. Pick up in Kasarani.' },
	{ title: 'HP EliteBook 840 G5 laptop', category: 'electronics', price: 26_000, description: 'Core i5 8th gen, 8GB RAM, 256GB SSD. Warranty till 2025. We deliver countrywide via G4S, pay on delivery in Nairobi.' },
	{ title: 'Water dispenser hot and cold', category: 'home-garden', price: 6_500, description: 'No deposit needed, pay when you collect. Works well.' },
	{ title: 'Nike Air Force 1 sneakers', category: 'clothing', price: 3_200, description: 'Size 42, original, worn twice. Meet in town.' },
	{ title: 'iPhone 13 128GB cracked screen', category: 'electronics', price: 12_000, description: 'Screen cracked, everything else works. Selling for spares or repair.' },
	{ title: 'Mazda Demio 2014', category: 'automotive', price: 620_000, description: 'Buyer pays transfer fees. Viewing off Mombasa Road, test drive allowed.' },
	{ title: 'Samsung 43 inch smart TV', category: 'electronics', price: 28_000, description: 'With remote and wall bracket. Call or WhatsApp 0722 123 456.' },
	{ title: 'PS5 console with 2 controllers', category: 'electronics', price: 60_000, description: 'Disc edition. Serious buyers only, no time wasters. Viewing at Two Rivers.' },
	{ title: 'Genuine leather jacket', category: 'clothing', price: 3_800, description: 'Size M. Can send via matatu parcel to upcountry, you pay when you receive it.' },
	{ title: 'Executive office chair', category: 'office-business', price: 8_500, description: 'Ergonomic, adjustable. Bulk orders welcome, LPO accepted.' },
	{ title: 'Dining table 6 seater', category: 'home-garden', price: 26_000, description: 'Mahogany. Safety first: come see it in Karen before paying.' },
	{ title: 'Mtumba bale grade 1', category: 'clothing', price: 11_000, description: 'Bale ya mtumba grade 1, bei ni 11k. Kuja uone Gikomba kabla ya kulipa.' },
	{ title: 'MacBook Air M1 2020', category: 'electronics', price: 92_000, description: '8GB/256GB, battery cycles 120. Lipa na M-PESA at the shop, till shown at the counter.' },
	{ title: 'Tecno Spark 10 Pro', category: 'electronics', price: 17_000, description: '128GB, 8GB RAM. Bei poa, kuja uone.' },
	{ title: 'Samsung double door fridge', category: 'home-garden', price: 36_000, description: 'Samsung 300L, no frost. Transport available at extra cost.' },
	{ title: 'Toyota Premio 2012', category: 'automotive', price: 1_050_000, description: 'Well kept. 20% deposit and the balance in 3 months through our financing partner, viewing at our yard.' },
	{ title: 'Canon EOS 2000D camera', category: 'electronics', price: 38_000, description: 'With 18-55mm lens, 2 batteries. Email canon.seller@gmail.com for more photos.' },
	{ title: 'Gas cylinder 13kg with burner', category: 'home-garden', price: 4_500, description: 'Full. Cylinder deposit not needed, the cylinder is mine.' },
	{ title: 'Samsung Galaxy S21 Ultra', category: 'electronics', price: 48_000, description: '12/256, minor scratch on the back. Delivery within Nairobi by boda, pay on delivery. 0733 222 111' },
	{ title: 'Baby cot', category: 'other', price: 7_000, description: 'Wooden, with mattress. Pickup Kilimani.' },
	{ title: 'Kitchen cabinet', category: 'home-garden', price: 15_000, description: 'Three doors, white. Viewing on weekends.' },
	{ title: 'KLB textbooks Form 3', category: 'books-media', price: 2_500, description: 'Full set. Delivery via G4S at buyer cost after you see more pictures.' },
	{ title: 'Dumbbells 20kg set', category: 'sports-outdoors', price: 5_000, description: 'Adjustable, with rack.' },
	{ title: 'Yamaha acoustic guitar', category: 'music-instruments', price: 14_000, description: 'With bag. Till number available for payment when you come to collect.' },
	{ title: 'Samsung Galaxy A14 64GB brand new', category: 'electronics', price: 14_500, description: 'Shop at Luthuli Avenue, Bazaar Plaza 2nd floor. Lipa na M-PESA till 123456 at the shop after you inspect.' },
	{ title: 'Car tyres 195/65 R15', category: 'automotive', price: 6_000, description: 'Set of 4, 70% thread. Fitting at our garage in Industrial Area.' },
	{ title: 'Maize flour 2kg bale', category: 'food-beverages', price: 1_800, description: 'Wholesale prices, delivery to shops in Thika.' },
	{ title: 'Wedding dress size 12', category: 'clothing', price: 15_000, description: 'Worn once. Fitting in Westlands by appointment.' },
	{ title: 'Honda Boxer 150 motorbike', category: 'automotive', price: 95_000, description: 'Logbook available. Test ride allowed, 2019 model.' },
	{ title: 'Samsung Galaxy A14 64GB', category: 'electronics', price: 9_000, description: 'Slight scratch on the screen protector only. Quick sale, urgent.' },
	{ title: 'Samsung Galaxy A14 64GB phone cover', category: 'electronics', price: 500, description: 'Silicone case, black, fits A14 64GB and 128GB.' },
	{ title: 'Sofa cum bed', category: 'home-garden', price: 18_000, description: 'Converts to a double bed. Delivery only within Kileleshwa, free.' },
	{ title: 'Electric kettle 1.7L', category: 'home-garden', price: 1_200, description: 'Ramtons, barely used.' },
	{ title: 'Curtains two pairs', category: 'home-garden', price: 3_000, description: 'Heavy fabric, 2.5m drop. No viewing fee, just come.' },
	{ title: 'iPhone 14 Pro Max 256GB', category: 'electronics', price: 128_000, description: 'Deep purple, 1 year Apple warranty. Never pay before viewing any phone: meet me at Sarit Centre.' },
	{ title: 'PS4 slim 1TB', category: 'electronics', price: 27_000, description: 'With FIFA 23 and 2 pads. Nipigie 0790 555 444, niko Kitengela.' },
	{ title: 'Subaru Forester 2013', category: 'automotive', price: 1_180_000, description: 'XT turbo, duty paid, viewing in Langata. Insurance valid till June.' },
	{ title: 'Office desk', category: 'office-business', price: 7_500, description: 'Wooden, 120cm. Delivered on payment at your door, pay the rider.' },
	{ title: 'Tecno Camon 20 Pro', category: 'electronics', price: 18_000, description: 'Model CK7n, 256GB, 8+8GB RAM. Receipt and box. Viewing Ruaka.' },
	{
		title: 'Samsung Galaxy A14 64GB brand new',
		category: 'electronics',
		price: 14_000,
		description: 'Shop stock, 1 year warranty. Visit us at Moi Avenue.',
		account: {
			createdAt: '2024-03-01T00:00:00Z',
			listingCreatedAts: [1, 2, 3, 4, 5, 6].map((h) => hoursAgo(NOW, h)),
			otherListings: [
				{ id: 11, text: 'Samsung Galaxy A14 64GB brand new\nShop stock, 1 year warranty. Visit us at Moi Avenue.' },
				{ id: 12, text: 'Samsung Galaxy A14 128GB brand new\nShop stock, 1 year warranty. Visit us at Moi Avenue.' },
			],
		},
	},
	{ title: 'Samsung Galaxy S21 Ultra', category: 'electronics', price: 50_000, description: 'My own photos, listed again after the first sale fell through.', photos: { hashes: ['c3a5f00f5aa50ff1'], others: [{ hash: 'c3a5f00f5aa50ff1', sellerId: 1 }] } },
]

/**
 * Written after the rules above were settled, and never tuned against: how the rules do on wording they were not
 * written for. Reported, not asserted.
 */
export const LATER_SCAMS: LabelledListing[] = [
	{ title: 'Infinix Hot 30', category: 'electronics', price: 4_500, description: "Brand new. I'm in Mombasa, send me fare for the parcel and I send it today." },
	{ title: 'Samsung Galaxy S21 Ultra', category: 'electronics', price: 14_000, description: 'Selling because I got a new one. Reply with your location and I will tell you how to pay.' },
	{ title: 'Toyota Premio 2012', category: 'automotive', price: 400_000, description: 'Gari safi sana, mwenyewe yuko nje ya nchi. Lipia insurance na usafiri tukutumie gari.' },
	{ title: 'iPhone 13 128GB', category: 'electronics', price: 18_000, description: 'Imported stock, limited. Reservation via M-Pesa, sharp sharp delivery.' },
	{ title: 'Executive office chair', category: 'office-business', price: 2_000, description: 'Clearance sale! Order now, M-PESA to 0711 000 222 then confirm.' },
	{ title: 'Mazda Demio 2014', category: 'automotive', price: 200_000, description: 'Logbook ready. Nitumie elfu kumi ya kuhifadhi gari.' },
	{ title: 'PS4 slim 1TB', category: 'electronics', price: 6_000, description: 'Cheap cheap! Inbox for details, delivery countrywide.' },
	{ title: 'MacBook Air M1 2020', category: 'electronics', price: 35_000, description: 'Company auction, few units. Pay via the link we send you and collect at the depot.' },
	{ title: 'Nike Air Force 1 sneakers', category: 'clothing', price: 1_000, description: 'Wholesale price. Order na tuma pesa tu, G4S iko.' },
	{ title: 'Samsung 43 inch smart TV', category: 'electronics', price: 31_000, description: "New in box. I am a soldier based in Wajir, can't meet. Pay shipping and it comes to you." },
]

export const LATER_ORDINARY: LabelledListing[] = [
	{ title: 'Infinix Hot 30', category: 'electronics', price: 14_000, description: '128GB, 8GB RAM, with receipt. Meet at Archives.' },
	{ title: 'Toyota Vitz 2015', category: 'automotive', price: 700_000, description: 'Owner is abroad, my brother will show you the car in Thika. Test drive allowed.' },
	{ title: 'Sofa set 7 seater', category: 'home-garden', price: 45_000, description: 'Custom-made, 50% deposit to start the order, balance on delivery. Visit our workshop in Kariobangi.' },
	{ title: 'Samsung Galaxy A14 64GB', category: 'electronics', price: 11_000, description: 'Bought in March, small dent. Call me on 0701 234 567 or WhatsApp.' },
	{ title: 'iPhone 13 128GB', category: 'electronics', price: 52_000, description: 'Battery 85%. Payment via M-PESA when we meet, courier possible for upcountry buyers.' },
	{ title: 'School shoes size 5', category: 'clothing', price: 1_500, description: 'Bata, new. Pay on delivery in Nairobi.' },
	{ title: 'Mazda Demio 2014', category: 'automotive', price: 630_000, description: 'Financing available, 30% deposit required, viewing at Ngong Road.' },
	{ title: 'Bookshelf', category: 'home-garden', price: 4_000, description: 'Pine wood. Transport by pickup at your cost.' },
	{ title: 'HP EliteBook 840 G5 laptop', category: 'electronics', price: 25_000, description: 'Till number given at the shop. Warranty 3 months.' },
	{ title: 'Maize 90kg bag', category: 'food-beverages', price: 4_200, description: 'Kutoka Eldoret. Tutakuletea ukilipa.' },
]
