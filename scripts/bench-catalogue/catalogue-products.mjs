// The products of the large catalogue `npm run bench:catalogue` measures: a bakery's range in
// English and Arabic, made from word lists so any number can be made and the same number always
// gives the same catalogue. Names are unique up to about 2,000 products a family.

/** A flavour as an English adjective and as the Arabic phrase after the noun ("بالفستق"). */
const FLAVOURS = [
  ['Chocolate', 'بالشوكولاتة'],
  ['Vanilla', 'بالفانيلا'],
  ['Pistachio', 'بالفستق'],
  ['Saffron', 'بالزعفران'],
  ['Rose', 'بماء الورد'],
  ['Date', 'بالتمر'],
  ['Salted Caramel', 'بالكراميل المملح'],
  ['Lemon', 'بالليمون'],
  ['Mango', 'بالمانجو'],
  ['Cardamom', 'بالهيل'],
  ['Strawberry', 'بالفراولة'],
  ['Lotus', 'باللوتس'],
  ['Coffee', 'بالقهوة'],
  ['Honey', 'بالعسل'],
  ['Hazelnut', 'بالبندق'],
  ['Coconut', 'بجوز الهند'],
].map(([en, ar]) => ({ en, ar }));

const pairs = (list) => list.map(([en, ar]) => ({ en, ar }));

/** The usual name: 'Pistachio Layer Cake, 8 inch', 'كيكة طبقات بالفستق، 8 إنش'. */
const flavourKindSize = (kind, flavour, size) => ({
  en: `${flavour.en} ${kind.en}, ${size.en}`,
  ar: `${kind.ar} ${flavour.ar}، ${size.ar}`,
});

/**
 * Each family: its category (by English name), what varies (kinds, fillings, sizes), how a
 * name and a description are put together in each language, its price range and the demo
 * artwork its pictures are made from (api/src/demo-bakery/images).
 */
const FAMILIES = [
  {
    category: 'Cakes',
    kinds: pairs([
      ['Layer Cake', 'كيكة طبقات'],
      ['Cheesecake', 'تشيز كيك'],
      ['Sponge Cake', 'كيكة إسفنجية'],
      ['Drip Cake', 'كيكة بالصوص'],
      ['Tres Leches', 'كيكة الحليب الثلاثي'],
      ['Loaf Cake', 'كيكة القالب'],
      ['Roll Cake', 'رول كيك'],
      ['Mousse Cake', 'كيكة الموس'],
      ['Bundt Cake', 'كيكة الحلقة'],
    ]),
    fillings: FLAVOURS,
    sizes: pairs([
      ['6 inch', '6 إنش'],
      ['8 inch', '8 إنش'],
      ['10 inch', '10 إنش'],
    ]),
    name: flavourKindSize,
    sentences: pairs([
      ['Baked fresh every morning and finished by hand.', 'نخبزها طازجة كل صباح ونزيّنها باليد.'],
      ['Soft sponge with a light, not too sweet cream.', 'كيك طري بكريمة خفيفة غير مفرطة الحلاوة.'],
      ['Order a day ahead and we write your message on it.', 'اطلبها قبل يوم ونكتب رسالتك عليها.'],
      ['Keeps two days in the fridge.', 'تبقى يومين في الثلاجة.'],
    ]),
    priceFils: [9_000, 4_000],
    messageMaxLength: 40,
    art: ['chocolate-fudge-cake.svg', 'strawberry-cream-cake.svg', 'pistachio-rose-cake.svg'],
  },
  {
    category: 'Kunafa Trays',
    kinds: pairs([
      ['Nabulsi Kunafa', 'كنافة نابلسية'],
      ['Crispy Kunafa', 'كنافة خشنة'],
      ['Soft Kunafa', 'كنافة ناعمة'],
      ['Kunafa Fingers', 'أصابع كنافة'],
      ['Kunafa Cups', 'كاسات كنافة'],
      ['Kunafa Cheesecake', 'تشيز كيك بالكنافة'],
    ]),
    fillings: pairs([
      ['Cheese', 'بالجبن'],
      ['Cream', 'بالقشطة'],
      ['Nutella', 'بالنوتيلا'],
      ['Pistachio', 'بالفستق'],
      ['Mango', 'بالمانجو'],
      ['Lotus', 'باللوتس'],
      ['Saffron', 'بالزعفران'],
      ['Chocolate', 'بالشوكولاتة'],
      ['Date', 'بالتمر'],
      ['Rose', 'بماء الورد'],
    ]),
    sizes: pairs([
      ['tray for 4', 'صينية تكفي 4'],
      ['tray for 6', 'صينية تكفي 6'],
      ['tray for 8', 'صينية تكفي 8'],
      ['tray for 12', 'صينية تكفي 12'],
      ['tray for 20', 'صينية تكفي 20'],
      ['party tray', 'صينية الحفلات'],
    ]),
    name: flavourKindSize,
    sentences: pairs([
      ['Golden kunafa baked to order and soaked in warm syrup.', 'كنافة ذهبية نخبزها عند الطلب ونسقيها بالقطر الدافئ.'],
      ['Best eaten warm, within the hour.', 'ألذ ما تكون دافئة خلال ساعة.'],
      ['Sprinkled with crushed pistachio.', 'مزينة بالفستق المجروش.'],
    ]),
    priceFils: [6_000, 3_500],
    art: ['saffron-kunafa.svg'],
  },
  {
    category: 'Baking Mixes',
    kinds: pairs([
      ['Brownie Mix', 'خلطة براونيز'],
      ['Cookie Mix', 'خلطة كوكيز'],
      ['Pancake Mix', 'خلطة بان كيك'],
      ['Sponge Cake Mix', 'خلطة كيك إسفنجي'],
      ['Muffin Mix', 'خلطة مافن'],
      ['Luqaimat Mix', 'خلطة لقيمات'],
      ['Maamoul Mix', 'خلطة معمول'],
      ['Waffle Mix', 'خلطة وافل'],
    ]),
    fillings: FLAVOURS,
    sizes: pairs([
      ['500 g', '500 غرام'],
      ['1 kg', '1 كيلو'],
      ['2 kg', '2 كيلو'],
    ]),
    name: flavourKindSize,
    sentences: pairs([
      [
        'Our own recipe, measured and packed: add eggs, butter and milk.',
        'وصفتنا الخاصة موزونة ومعبأة: أضف البيض والزبدة والحليب.',
      ],
      ['Ready for the oven in ten minutes.', 'جاهزة للفرن في عشر دقائق.'],
      ['Keeps six months in a dry cupboard.', 'تحفظ ستة أشهر في مكان جاف.'],
    ]),
    priceFils: [2_500, 1_750],
    art: ['brownie-mix.svg', 'vanilla-sponge-mix.svg', 'date-cookie-mix.svg'],
  },
  {
    category: 'Sweets',
    kinds: pairs([
      ['Macarons', 'ماكرون'],
      ['Luqaimat', 'لقيمات'],
      ['Basbousa', 'بسبوسة'],
      ['Brownies', 'براونيز'],
      ['Cookies', 'كوكيز'],
      ['Maamoul', 'معمول'],
      ['Baklava', 'بقلاوة'],
      ['Cinnamon Rolls', 'لفائف القرفة'],
      ['Madeleines', 'مادلين'],
      ['Doughnuts', 'دونات'],
    ]),
    fillings: FLAVOURS,
    sizes: pairs([
      ['(6)', '(6)'],
      ['(12)', '(12)'],
      ['(24)', '(24)'],
    ]),
    name: (kind, flavour, size) => ({
      en: `${flavour.en} ${kind.en} ${size.en}`,
      ar: `${kind.ar} ${flavour.ar} ${size.ar}`,
    }),
    sentences: pairs([
      ['Made in small batches every day.', 'نصنعها بكميات صغيرة كل يوم.'],
      ['Packed in a box ready to give.', 'معبأة في علبة جاهزة للإهداء.'],
      ['A favourite with Arabic coffee.', 'رفيقة القهوة العربية المفضلة.'],
    ]),
    priceFils: [2_000, 2_250],
    art: ['rose-macarons.svg', 'salted-caramel-cookies.svg', 'luqaimat-box.svg'],
  },
  {
    category: 'Gift Boxes',
    kinds: pairs([
      ['Gift Box', 'علبة هدية'],
      ['Assorted Box', 'علبة مشكلة'],
      ['Tasting Box', 'علبة تذوق'],
      ['Office Box', 'علبة المكتب'],
      ['Family Box', 'علبة العائلة'],
      ['Sharing Box', 'علبة المشاركة'],
    ]),
    fillings: pairs([
      ['Macarons', 'الماكرون'],
      ['Cookies', 'الكوكيز'],
      ['Brownies', 'البراونيز'],
      ['Maamoul', 'المعمول'],
      ['Luqaimat', 'اللقيمات'],
      ['Kunafa Cups', 'كاسات الكنافة'],
      ['Mini Cakes', 'الكيك الصغير'],
      ['Baklava', 'البقلاوة'],
      ['Chocolates', 'الشوكولاتة'],
      ['Date Sweets', 'حلويات التمر'],
    ]),
    sizes: pairs([
      ['Small', 'صغيرة'],
      ['Medium', 'وسط'],
      ['Large', 'كبيرة'],
      ['Deluxe', 'فاخرة'],
      ['Party', 'للحفلات'],
      ['Grand', 'ملكية'],
    ]),
    name: (kind, filling, size) => ({
      en: `${size.en} ${kind.en} of ${filling.en}`,
      ar: `${kind.ar} ${size.ar} من ${filling.ar}`,
    }),
    sentences: pairs([
      ['Wrapped with a ribbon and a card for your message.', 'مغلفة بشريطة وبطاقة لرسالتك.'],
      ['Delivered the same day in Manama.', 'نوصلها في نفس اليوم داخل المنامة.'],
      ['Each piece made by hand that morning.', 'كل قطعة مصنوعة باليد صباح يومها.'],
    ]),
    priceFils: [7_500, 3_000],
    art: ['luqaimat-box.svg', 'rose-macarons.svg'],
  },
  {
    category: 'Seasonal',
    kinds: pairs([
      ['Ramadan', 'رمضان'],
      ['Eid', 'العيد'],
      ['National Day', 'اليوم الوطني'],
      ["Mother's Day", 'عيد الأم'],
      ['Graduation', 'التخرج'],
      ['Gergaoon', 'القرقاعون'],
    ]),
    fillings: FLAVOURS,
    sizes: pairs([
      ['Cake', 'كيكة'],
      ['Cookie Box', 'علبة كوكيز'],
      ['Luqaimat Platter', 'صينية لقيمات'],
      ['Cupcakes', 'كب كيك'],
      ['Kunafa Tray', 'صينية كنافة'],
      ['Maamoul Tray', 'صينية معمول'],
      ['Macaron Tower', 'برج ماكرون'],
      ['Dessert Platter', 'طبق حلويات'],
    ]),
    name: (occasion, flavour, item) => ({
      en: `${occasion.en} ${flavour.en} ${item.en}`,
      ar: `${item.ar} ${occasion.ar} ${flavour.ar}`,
    }),
    sentences: pairs([
      ['For the season only, while it lasts.', 'لهذا الموسم فقط وحتى نفاد الكمية.'],
      ['Decorated in the colours of the occasion.', 'مزينة بألوان المناسبة.'],
      ['Order two days ahead for large gatherings.', 'اطلبها قبل يومين للتجمعات الكبيرة.'],
    ]),
    priceFils: [5_000, 2_500],
    art: ['date-cookie-mix.svg', 'saffron-kunafa.svg', 'strawberry-cream-cake.svg'],
  },
];

/** The catalogue's categories: the demo bakery's three, then three more. */
export const CATALOGUE_CATEGORIES = [
  { name: 'Cakes', nameAr: 'الكيك', art: 'category-cakes.svg' },
  { name: 'Baking Mixes', nameAr: 'خلطات جاهزة', art: 'category-baking-mixes.svg' },
  { name: 'Sweets', nameAr: 'الحلويات', art: 'category-sweets.svg' },
  { name: 'Kunafa Trays', nameAr: 'صواني الكنافة', art: 'category-sweets.svg' },
  { name: 'Gift Boxes', nameAr: 'علب الهدايا', art: 'category-cakes.svg' },
  { name: 'Seasonal', nameAr: 'منتجات الموسم', art: 'category-baking-mixes.svg' },
].map((category) => ({
  ...category,
  description: `${category.name}, baked and packed in Manama.`,
  descriptionAr: `${category.nameAr}، نخبزها ونعبئها في المنامة.`,
}));

/**
 * Product `index` (0, 1, 2...): the families take turns, so every stretch of the catalogue
 * holds all of them. Within a family, the filling changes fastest, then the kind, then the size.
 * About one in six has a picture (`art`, a demo artwork's file name), and every featured one.
 */
export function catalogueProduct(index) {
  const family = FAMILIES[index % FAMILIES.length];
  const turn = Math.floor(index / FAMILIES.length);
  const filling = family.fillings[turn % family.fillings.length];
  const kindAt = Math.floor(turn / family.fillings.length);
  const kind = family.kinds[kindAt % family.kinds.length];
  const sizeAt = Math.floor(kindAt / family.kinds.length) % family.sizes.length;
  const size = family.sizes[sizeAt];
  const name = family.name(kind, filling, size);
  // Two or three sentences, starting at a different one each time.
  const said = Array.from(
    { length: 2 + (turn % 2) },
    (_, at) => family.sentences[(turn + at) % family.sentences.length],
  );
  const featured = index % 29 === 3;
  const [basePrice, sizeStep] = family.priceFils;
  return {
    category: family.category,
    name: name.en,
    nameAr: name.ar,
    description: said.map((sentence) => sentence.en).join(' '),
    descriptionAr: said.map((sentence) => sentence.ar).join(' '),
    priceFils: basePrice + sizeAt * sizeStep + (turn % 5) * 250,
    featured,
    available: index % 47 !== 11,
    messageMaxLength: family.messageMaxLength ?? null,
    art: featured || turn % 6 === 0 ? family.art[turn % family.art.length] : null,
  };
}
