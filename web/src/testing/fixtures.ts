import type {
  AboutSettingsQuery,
  CatalogProductFieldsFragment,
  HomepageCategoriesQuery,
  SiteSettingsQuery,
} from '../graphql/generated';

// Answers as the API sends them: Apollo's cache needs __typename, which the generated
// operation types leave out.

type Settings = SiteSettingsQuery['settings'];
type Category = HomepageCategoriesQuery['homepageCategories'][number];
type Product = CatalogProductFieldsFragment;

export function buildSettings(overrides: Partial<Settings> = {}) {
  return {
    __typename: 'SiteSettings' as const,
    siteName: 'Crumb Bakery',
    logo: null,
    heroTitle: 'Baked Fresh Every Morning',
    heroSubtitle: 'Cakes and sweets made with love in Manama',
    heroImage: '/uploads/demo/hero.jpg',
    heroImageInfo: null,
    footerText: 'Home-made cakes, mixes and sweets.',
    footerCopyright: '© 2025 Crumb Bakery. All rights reserved.',
    phone: '+973 3300 1122',
    email: 'hello@crumb.example',
    address: 'Block 338, Adliya, Manama',
    instagram: 'crumb.bh',
    texts: [] as Settings['texts'],
    ...overrides,
  };
}

export function buildCategory(overrides: Partial<Category> & Pick<Category, 'id' | 'name'>) {
  return {
    __typename: 'Category' as const,
    description: '',
    image: null,
    imageInfo: null,
    displayImage: null,
    displayImageInfo: null,
    ...overrides,
  };
}

export function buildProduct(
  overrides: Partial<Omit<Product, 'category'>> & Pick<Product, 'id' | 'name'>,
  category: { id: string; name: string },
) {
  return {
    __typename: 'Product' as const,
    description: '',
    price: 1,
    image: null,
    imageInfo: null,
    featured: false,
    available: true,
    messageMaxLength: null as number | null,
    categoryId: category.id,
    category: { __typename: 'Category' as const, ...category },
    // Sold without choices: its lowest and highest prices are its price.
    options: [],
    priceFrom: overrides.price ?? 1,
    priceTo: overrides.price ?? 1,
    ...overrides,
  };
}

export const cakes = buildCategory({
  id: '1',
  name: 'Celebration Cakes',
  description: 'Layered cakes for every occasion',
  image: '/uploads/demo/cakes.jpg',
});
export const bakingMixes = buildCategory({
  id: '2',
  name: 'Baking Mixes',
  description: 'Bake at home in minutes',
  displayImage: 'https://cdn.example.com/mixes-wide.jpg',
});
/** A category with no products, for the empty-category state. */
export const gifts = buildCategory({ id: '3', name: 'Gift Boxes' });

export const demoCategories = [cakes, bakingMixes, gifts];

export const redVelvetCake = buildProduct(
  {
    id: '10',
    name: 'Red Velvet Cake',
    description: 'Cream cheese frosting',
    price: 4.5,
    featured: true,
    messageMaxLength: 30,
  },
  cakes,
);
export const chocolateCake = buildProduct({ id: '11', name: 'Chocolate Fudge Cake', price: 6 }, cakes);
export const brownieMix = buildProduct({ id: '12', name: 'Brownie Mix', price: 2.25 }, bakingMixes);

export const demoProducts = [redVelvetCake, chocolateCake, brownieMix];

/** The red velvet cake takes a message on it of up to 30 characters; the others none. */
export const demoMessageLimits: Record<string, number> = Object.fromEntries(
  demoProducts.flatMap(({ id, messageMaxLength }) => (messageMaxLength === null ? [] : [[id, messageMaxLength]])),
);

type AboutSettings = AboutSettingsQuery['settings'];

export function buildAboutSettings(overrides: Partial<AboutSettings> = {}) {
  return {
    __typename: 'SiteSettings' as const,
    ownerName: 'Mariam Al-Sayed',
    ownerMessage: 'Every order is still baked by hand.',
    ownerImage: '/uploads/demo/owner.jpg',
    ownerImageInfo: null,
    ownerProfessionalBio: null,
    ownerAchievements: null,
    aboutTitle: 'About Crumb',
    aboutSubtitle: 'A small bakery with a big oven',
    aboutDescription: 'A family bakery in Manama.',
    aboutMission: 'Honest ingredients, baked fresh.',
    aboutImage: null,
    aboutImageInfo: null,
    phone: '+973 3300 1122',
    email: 'hello@crumb.example',
    address: 'Block 338, Adliya, Manama',
    instagram: 'crumb.bh',
    facebook: 'CrumbBakery',
    ...overrides,
  };
}

/** A cart as the storefront stores it (cart-storage), for tests that start with one. */
export function storeCart(lines: { product: Product; quantity: number }[]): void {
  const items = lines.map(({ product, quantity }) => ({
    id: product.id,
    name: product.name,
    price: product.price,
    image: product.image,
    quantity,
  }));
  localStorage.setItem('cart-storage', JSON.stringify({ state: { items }, version: 0 }));
}

/**
 * The `...Info` of an image the server stored at `path` and resized, as the API answers it: the
 * standard widths below the original's, then its own.
 */
export function buildResponsiveImage(path: string, width: number, height: number) {
  const stem = path.replace(/\.[a-z]+$/, '');
  const extension = path.slice(stem.length + 1);
  const widths = [...[320, 640, 960, 1280, 1920].filter((candidate) => candidate < width), width];
  return {
    __typename: 'ResponsiveImage' as const,
    width,
    height,
    variants: widths.map((variantWidth) => ({
      __typename: 'ImageVariant' as const,
      width: variantWidth,
      webp: `${stem}.w${variantWidth}.webp`,
      fallback: `${stem}.w${variantWidth}.${extension}`,
    })),
  };
}

/** One choice of a group as the API answers it: its price difference in BD, available unless told. */
const optionChoice = (id: string, name: string, priceDelta: number, available = true) => ({
  __typename: 'ProductOptionChoice' as const,
  id,
  name,
  priceDelta,
  available,
});

/** A group of choices as the API answers it. */
const optionGroup = (
  id: string,
  name: string,
  picks: { required: boolean; maxChoices: number },
  choices: ReturnType<typeof optionChoice>[],
) => ({ __typename: 'ProductOption' as const, id, name, ...picks, choices });

/** Three sizes to pick one from (10 inch sold out), and up to two add-ons. */
const sizesAndAddOns = [
  optionGroup('1', 'Size', { required: true, maxChoices: 1 }, [
    optionChoice('1', '6 inch', 0),
    optionChoice('2', '8 inch', 2.5),
    optionChoice('3', '10 inch', 5, false),
  ]),
  optionGroup('2', 'Add-ons', { required: false, maxChoices: 2 }, [
    optionChoice('4', 'Candles', 0.5),
    optionChoice('5', 'Gift box', 1.25),
    optionChoice('6', 'Sparkler', 0.75),
  ]),
];

/** A cake sold in three sizes (one sold out) with up to two add-ons, as the product page and the choices dialog show it. */
export const cakeWithChoices = buildProduct(
  {
    id: '11',
    name: 'Chocolate Fudge Cake',
    price: 6,
    priceFrom: 6,
    priceTo: 10.25,
    messageMaxLength: 30,
    options: sizesAndAddOns,
  },
  cakes,
);
