import type { DeliveryAreasInput } from '../delivery-areas/delivery-areas.type';

const area = (name: string, nameAr: string) => ({ name, nameAr });

/**
 * Bahrain's areas in both languages, grouped by how far they are from the bakery in Adliya:
 * a starting list the owner edits. Off, so the demo checks out as a shop without areas does
 * (the flat 2.000 BD and a free-text address) until the owner turns them on. Amounts are fils,
 * as the service holds them once the Money scalar has read the owner's BD.
 */
export const demoDeliveryAreas: DeliveryAreasInput = {
  enabled: false,
  freeDeliveryFrom: 20_000,
  pickup: {
    enabled: false,
    address: 'Building 1021, Road 3803, Block 338, Adliya, Manama',
    addressAr: 'مبنى 1021، طريق 3803، مجمع 338، العدلية، المنامة',
    mapUrl: '',
  },
  zones: [
    {
      name: 'Manama',
      nameAr: 'المنامة',
      fee: 1_500,
      minimum: 0,
      areas: [
        area('Manama', 'المنامة'),
        area('Adliya', 'العدلية'),
        area('Juffair', 'الجفير'),
        area('Hoora', 'الحورة'),
        area('Gudaibiya', 'القضيبية'),
        area('Umm Al Hassam', 'أم الحصم'),
        area('Salmaniya', 'السلمانية'),
        area('Seef', 'السيف'),
        area('Sanabis', 'السنابس'),
        area('Mahooz', 'الماحوز'),
        area('Zinj', 'الزنج'),
        area('Diplomatic Area', 'المنطقة الدبلوماسية'),
      ],
    },
    {
      name: 'Muharraq',
      nameAr: 'المحرق',
      fee: 1_500,
      minimum: 0,
      areas: [
        area('Muharraq', 'المحرق'),
        area('Busaiteen', 'البسيتين'),
        area('Arad', 'عراد'),
        area('Hidd', 'الحد'),
        area('Galali', 'قلالي'),
        area('Samaheej', 'سماهيج'),
        area('Dair', 'الدير'),
        area('Amwaj Islands', 'جزر أمواج'),
        area('Diyar Al Muharraq', 'ديار المحرق'),
      ],
    },
    {
      name: 'Central',
      nameAr: 'الوسطى',
      fee: 2_000,
      minimum: 5_000,
      areas: [
        area('Tubli', 'توبلي'),
        area("A'ali", 'عالي'),
        area('Salmabad', 'سلماباد'),
        area('Isa Town', 'مدينة عيسى'),
        area('Sitra', 'سترة'),
        area('Sanad', 'سند'),
        area('Nuwaidrat', 'النويدرات'),
        area('Jidhafs', 'جدحفص'),
      ],
    },
    {
      name: 'Northern',
      nameAr: 'الشمالية',
      fee: 2_000,
      minimum: 5_000,
      areas: [
        area('Budaiya', 'البديع'),
        area('Saar', 'سار'),
        area('Janabiya', 'الجنبية'),
        area('Diraz', 'الدراز'),
        area('Barbar', 'باربار'),
        area('Hamala', 'الهملة'),
        area('Karzakan', 'كرزكان'),
        area('Malkiya', 'المالكية'),
      ],
    },
    {
      name: 'Riffa',
      nameAr: 'الرفاع',
      fee: 3_000,
      minimum: 10_000,
      areas: [
        area('Riffa', 'الرفاع'),
        area('East Riffa', 'الرفاع الشرقي'),
        area('West Riffa', 'الرفاع الغربي'),
        area('Hamad Town', 'مدينة حمد'),
        area('Awali', 'عوالي'),
        area('Zayed Town', 'مدينة زايد'),
      ],
    },
    {
      name: 'South',
      nameAr: 'الجنوبية',
      fee: 4_000,
      minimum: 15_000,
      areas: [
        area('Zallaq', 'الزلاق'),
        area('Durrat Al Bahrain', 'درة البحرين'),
        area('Sakhir', 'الصخير'),
        area('Askar', 'عسكر'),
        area('Jaw', 'جو'),
      ],
    },
  ],
};
