/** The demo bakery a newcomer sees on first start. Prices in fils (1 BD = 1000 fils). */

export interface DemoCategory {
  key: string;
  name: string;
  description: string;
  image: string;
}

export interface DemoProduct {
  name: string;
  description: string;
  priceFils: number;
  image: string;
  featured: boolean;
  category: string;
}

export const demoCategories: DemoCategory[] = [
  {
    key: 'cakes',
    name: 'Cakes',
    description: 'Layer cakes baked every morning, ready for birthdays, gatherings and quiet evenings.',
    image: 'category-cakes.svg',
  },
  {
    key: 'mixes',
    name: 'Baking Mixes',
    description: 'Our own recipes, measured and packed, so you can bake them at home.',
    image: 'category-baking-mixes.svg',
  },
  {
    key: 'sweets',
    name: 'Sweets',
    description: 'Kunafa, macarons, cookies and luqaimat for every sweet tooth.',
    image: 'category-sweets.svg',
  },
];

export const demoProducts: DemoProduct[] = [
  {
    name: 'Chocolate Fudge Cake',
    description: 'Three layers of dark chocolate sponge with a silky fudge frosting and a glossy drip.',
    priceFils: 12_500,
    image: 'chocolate-fudge-cake.svg',
    featured: true,
    category: 'cakes',
  },
  {
    name: 'Strawberry Cream Cake',
    description: 'Vanilla sponge, whipped cream and fresh strawberries. Light, fruity and loved by all.',
    priceFils: 11_000,
    image: 'strawberry-cream-cake.svg',
    featured: true,
    category: 'cakes',
  },
  {
    name: 'Pistachio Rose Cake',
    description: 'Pistachio sponge with rose-water cream, crowned with crushed pistachios and rose petals.',
    priceFils: 13_750,
    image: 'pistachio-rose-cake.svg',
    featured: false,
    category: 'cakes',
  },
  {
    name: 'Vanilla Sponge Mix',
    description: 'Everything for a tall, tender vanilla sponge: add eggs, butter and milk. Makes one 22 cm cake.',
    priceFils: 2_750,
    image: 'vanilla-sponge-mix.svg',
    featured: false,
    category: 'mixes',
  },
  {
    name: 'Fudgy Brownie Mix',
    description: 'Belgian cocoa and dark chocolate chips for crackly-topped brownies. Makes 16 squares.',
    priceFils: 3_250,
    image: 'brownie-mix.svg',
    featured: true,
    category: 'mixes',
  },
  {
    name: 'Date Maamoul Mix',
    description: 'Semolina dough mix with a pouch of spiced date filling. Makes about 24 maamoul.',
    priceFils: 3_500,
    image: 'date-cookie-mix.svg',
    featured: false,
    category: 'mixes',
  },
  {
    name: 'Saffron Kunafa Tray',
    description: 'Golden kunafa with sweet cheese, scented with saffron syrup. Serves six.',
    priceFils: 9_500,
    image: 'saffron-kunafa.svg',
    featured: true,
    category: 'sweets',
  },
  {
    name: 'Rose Macarons (12)',
    description: 'Twelve almond macarons filled with rose and raspberry ganache.',
    priceFils: 6_000,
    image: 'rose-macarons.svg',
    featured: false,
    category: 'sweets',
  },
  {
    name: 'Salted Caramel Cookies (6)',
    description: 'Chewy brown-butter cookies with pools of salted caramel.',
    priceFils: 4_250,
    image: 'salted-caramel-cookies.svg',
    featured: false,
    category: 'sweets',
  },
  {
    name: 'Luqaimat Box',
    description: 'Crisp golden dumplings drizzled with date syrup and sesame. Best on the day.',
    priceFils: 2_500,
    image: 'luqaimat-box.svg',
    featured: false,
    category: 'sweets',
  },
];

export const demoSettings = {
  siteName: 'Crumb Bakery',
  heroTitle: 'Baked fresh in Manama, delivered to your door',
  heroSubtitle: 'Cakes, baking mixes and sweets made by hand every morning.',
  heroImage: 'hero.svg',
  ownerName: 'Mariam Al-Sayed',
  ownerMessage:
    'I started Crumb in my mother’s kitchen with one chocolate cake and a lot of patience. Every order is still baked by hand, the same day it leaves us.',
  ownerImage: 'owner.svg',
  aboutTitle: 'About Crumb',
  aboutSubtitle: 'A small bakery with a big oven',
  aboutDescription:
    'Crumb is a family bakery in Manama. We bake cakes to order, pack our favourite recipes as mixes you can bake at home, and make the sweets we grew up with.',
  aboutMission: 'Honest ingredients, baked fresh, delivered with care.',
  aboutImage: 'about.svg',
  phone: '+973 3600 1234',
  email: 'hello@crumb.bh',
  address: 'Building 1021, Road 3803, Block 338, Adliya, Manama, Bahrain',
  instagram: 'crumb.bh',
  facebook: 'CrumbBakeryBahrain',
  footerText: 'Freshly baked cakes, mixes and sweets, delivered across Bahrain. Cash on delivery.',
  footerCopyright: '© 2026 Crumb Bakery. All rights reserved.',
  footerLinks: 'Products|/products\nAbout|/about',
} as const;
