import type { CatalogTexts } from '../catalog/catalog-text';

/** The demo bakery a newcomer sees on first start. Prices in fils (1 BD = 1000 fils). */

export interface DemoCategory extends CatalogTexts {
  key: string;
  image: string;
}

/** A group of choices as the owner would write it in the product form; differences in fils. */
export interface DemoOption {
  name: string;
  nameAr: string;
  required: boolean;
  maxChoices: number;
  choices: { name: string; nameAr: string; priceDeltaFils: number }[];
}

export interface DemoProduct extends CatalogTexts {
  priceFils: number;
  image: string;
  featured: boolean;
  category: string;
  /** The longest message on the cake a shopper may write; none when absent. */
  messageMaxLength?: number;
  /** Its groups of choices (a size, add-ons); none when absent. */
  options?: DemoOption[];
}

export const demoCategories: DemoCategory[] = [
  {
    key: 'cakes',
    name: 'Cakes',
    nameAr: 'الكيك',
    description: 'Layer cakes baked every morning, ready for birthdays, gatherings and quiet evenings.',
    descriptionAr: 'كيك بطبقات نخبزه كل صباح، جاهز لأعياد الميلاد والجمعات العائلية والأمسيات الهادئة.',
    image: 'category-cakes.svg',
  },
  {
    key: 'mixes',
    name: 'Baking Mixes',
    nameAr: 'خلطات جاهزة',
    description: 'Our own recipes, measured and packed, so you can bake them at home.',
    descriptionAr: 'وصفاتنا الخاصة، نزنها ونعبّئها لك لتخبزها في بيتك.',
    image: 'category-baking-mixes.svg',
  },
  {
    key: 'sweets',
    name: 'Sweets',
    nameAr: 'الحلويات',
    description: 'Kunafa, macarons, cookies and luqaimat for every sweet tooth.',
    descriptionAr: 'كنافة وماكرون وكوكيز ولقيمات، لكل من يحب الحلا.',
    image: 'category-sweets.svg',
  },
];

export const demoProducts: DemoProduct[] = [
  {
    name: 'Chocolate Fudge Cake',
    nameAr: 'كيكة شوكولاتة بالفدج',
    description: 'Three layers of dark chocolate sponge with a silky fudge frosting and a glossy drip.',
    descriptionAr: 'ثلاث طبقات من كيك الشوكولاتة الداكنة بكريمة فدج ناعمة، وصوص شوكولاتة لامع ينساب على أطرافها.',
    priceFils: 12_500,
    image: 'chocolate-fudge-cake.svg',
    featured: true,
    category: 'cakes',
  },
  {
    name: 'Strawberry Cream Cake',
    nameAr: 'كيكة الفراولة بالكريمة',
    description: 'Vanilla sponge, whipped cream and fresh strawberries. Light, fruity and loved by all.',
    descriptionAr: 'كيك فانيلا هش بالكريمة المخفوقة والفراولة الطازجة. كيكة خفيفة بطعم الفاكهة، يحبها الكبير والصغير.',
    priceFils: 11_000,
    image: 'strawberry-cream-cake.svg',
    featured: true,
    category: 'cakes',
  },
  {
    name: 'Pistachio Rose Cake',
    nameAr: 'كيكة الفستق وماء الورد',
    description: 'Pistachio sponge with rose-water cream, crowned with crushed pistachios and rose petals.',
    descriptionAr: 'كيك بالفستق الحلبي وكريمة بماء الورد، يزيّنها فستق مجروش وبتلات ورد.',
    priceFils: 13_750,
    image: 'pistachio-rose-cake.svg',
    featured: false,
    category: 'cakes',
    // One cake sold the way cakes are ordered, so a newcomer sees sizes, add-ons and a message.
    messageMaxLength: 40,
    options: [
      {
        name: 'Size',
        nameAr: 'الحجم',
        required: true,
        maxChoices: 1,
        choices: [
          { name: '6 inch', nameAr: '٦ إنش', priceDeltaFils: 0 },
          { name: '8 inch', nameAr: '٨ إنش', priceDeltaFils: 4_000 },
          { name: '10 inch', nameAr: '١٠ إنش', priceDeltaFils: 8_000 },
        ],
      },
      {
        name: 'Add-ons',
        nameAr: 'إضافات',
        required: false,
        maxChoices: 2,
        choices: [
          { name: 'Candles', nameAr: 'شموع', priceDeltaFils: 500 },
          { name: 'Gift box', nameAr: 'علبة هدية', priceDeltaFils: 1_250 },
        ],
      },
    ],
  },
  {
    name: 'Vanilla Sponge Mix',
    nameAr: 'خلطة كيك الفانيلا الإسفنجي',
    description: 'Everything for a tall, tender vanilla sponge: add eggs, butter and milk. Makes one 22 cm cake.',
    descriptionAr:
      'كل ما تحتاجه لكيكة فانيلا إسفنجية عالية وطرية: أضف البيض والزبدة والحليب. تكفي لكيكة واحدة بقطر 22 سم.',
    priceFils: 2_750,
    image: 'vanilla-sponge-mix.svg',
    featured: false,
    category: 'mixes',
  },
  {
    name: 'Fudgy Brownie Mix',
    nameAr: 'خلطة براونيز الفدج',
    description: 'Belgian cocoa and dark chocolate chips for crackly-topped brownies. Makes 16 squares.',
    descriptionAr: 'كاكاو بلجيكي وقطع شوكولاتة داكنة لبراونيز طرية بوجه مقرمش متشقق. تعطيك 16 قطعة مربعة.',
    priceFils: 3_250,
    image: 'brownie-mix.svg',
    featured: true,
    category: 'mixes',
  },
  {
    name: 'Date Maamoul Mix',
    nameAr: 'خلطة معمول التمر',
    description: 'Semolina dough mix with a pouch of spiced date filling. Makes about 24 maamoul.',
    descriptionAr: 'خلطة عجينة السميد مع كيس من حشوة التمر المبهّرة. تعطيك نحو 24 حبة معمول.',
    priceFils: 3_500,
    image: 'date-cookie-mix.svg',
    featured: false,
    category: 'mixes',
  },
  {
    name: 'Saffron Kunafa Tray',
    nameAr: 'صينية كنافة بالزعفران',
    description: 'Golden kunafa with sweet cheese, scented with saffron syrup. Serves six.',
    descriptionAr: 'كنافة ذهبية بالجبن الحلو، معطّرة بشيرة الزعفران. تكفي ستة أشخاص.',
    priceFils: 9_500,
    image: 'saffron-kunafa.svg',
    featured: true,
    category: 'sweets',
  },
  {
    name: 'Rose Macarons (12)',
    nameAr: 'ماكرون بالورد (12)',
    description: 'Twelve almond macarons filled with rose and raspberry ganache.',
    descriptionAr: 'اثنتا عشرة حبة ماكرون باللوز، محشوة بغاناش الورد والتوت الأحمر.',
    priceFils: 6_000,
    image: 'rose-macarons.svg',
    featured: false,
    category: 'sweets',
  },
  {
    name: 'Salted Caramel Cookies (6)',
    nameAr: 'كوكيز بالكراميل المملح (6)',
    description: 'Chewy brown-butter cookies with pools of salted caramel.',
    descriptionAr: 'كوكيز طرية بالزبدة المحمّصة، يذوب في قلبها الكراميل المملح.',
    priceFils: 4_250,
    image: 'salted-caramel-cookies.svg',
    featured: false,
    category: 'sweets',
  },
  {
    name: 'Luqaimat Box',
    nameAr: 'علبة لقيمات',
    description: 'Crisp golden dumplings drizzled with date syrup and sesame. Best on the day.',
    descriptionAr: 'لقيمات ذهبية مقرمشة بدبس التمر والسمسم. ألذ ما تكون في يومها.',
    priceFils: 2_500,
    image: 'luqaimat-box.svg',
    featured: false,
    category: 'sweets',
  },
];

export const demoSettings = {
  siteName: 'Crumb Bakery',
  siteNameAr: 'مخبز كرمب',
  heroTitle: 'Baked fresh in Manama, delivered to your door',
  heroTitleAr: 'نخبز طازجًا في المنامة، ونوصّل إلى باب بيتك',
  heroSubtitle: 'Cakes, baking mixes and sweets made by hand every morning.',
  heroSubtitleAr: 'كيك وخلطات وحلويات نصنعها بأيدينا كل صباح.',
  heroImage: 'hero.svg',
  ownerName: 'Mariam Al-Sayed',
  ownerNameAr: 'مريم السيد',
  ownerMessage:
    'I started Crumb in my mother’s kitchen with one chocolate cake and a lot of patience. Every order is still baked by hand, the same day it leaves us.',
  ownerMessageAr:
    'بدأتُ «كرمب» في مطبخ أمي بكيكة شوكولاتة واحدة وصبرٍ كثير. وما زلنا إلى اليوم نخبز كل طلب بأيدينا، ويخرج إليك في اليوم نفسه.',
  ownerImage: 'owner.svg',
  aboutTitle: 'About Crumb',
  aboutTitleAr: 'عن كرمب',
  aboutSubtitle: 'A small bakery with a big oven',
  aboutSubtitleAr: 'مخبز صغير بفرن كبير',
  aboutDescription:
    'Crumb is a family bakery in Manama. We bake cakes to order, pack our favourite recipes as mixes you can bake at home, and make the sweets we grew up with.',
  aboutDescriptionAr:
    'كرمب مخبز عائلي في المنامة. نخبز الكيك حسب الطلب، ونعبّئ وصفاتنا المفضلة في خلطات جاهزة تخبزها في بيتك، ونصنع الحلويات التي تربّينا عليها.',
  aboutMission: 'Honest ingredients, baked fresh, delivered with care.',
  aboutMissionAr: 'مكونات نثق بها، ومخبوزات طازجة كل يوم، وتوصيل بكل عناية.',
  aboutImage: 'about.svg',
  phone: '+973 3600 1234',
  email: 'hello@crumb.bh',
  address: 'Building 1021, Road 3803, Block 338, Adliya, Manama, Bahrain',
  addressAr: 'مبنى 1021، طريق 3803، مجمع 338، العدلية، المنامة، البحرين',
  instagram: 'crumb.bh',
  facebook: 'CrumbBakeryBahrain',
  footerText: 'Freshly baked cakes, mixes and sweets, delivered across Bahrain. Cash on delivery.',
  footerTextAr: 'كيك وخلطات وحلويات طازجة، نوصلها إلى جميع مناطق البحرين. الدفع عند الاستلام.',
  footerCopyright: '© 2026 Crumb Bakery. All rights reserved.',
  footerCopyrightAr: '© 2026 مخبز كرمب. جميع الحقوق محفوظة.',
  footerLinks: 'Products|/products\nAbout|/about',
  footerLinksAr: 'المنتجات|/products\nمن نحن|/about',
} as const;
