/**
 * The survey's catalogue: what Indian homes and offices move, with the volume each takes in
 * the truck (cubic feet, cft, as the Indian trade measures a load), whether it is fragile and
 * how the crew packs it; the vehicles the company sends, with the volume they really carry;
 * and how big a crew a load needs.
 *
 * Volumes are packed volumes (the item with its wrapping and the air around it in the stack),
 * rounded to what surveyors use: a 2 BHK comes to about 450–650 cft, the load of a 14–17 ft
 * truck (research/india-moving-market.md). Ids are stored in customers' inventories, so an id
 * never changes and never goes away; rename the item instead.
 */

export const itemCategories = {
  bedroom: 'Bedroom',
  living: 'Living and dining',
  kitchen: 'Kitchen',
  appliances: 'Appliances',
  electronics: 'TV and electronics',
  home: 'Pooja, kids and other',
  office: 'Office',
  cartons: 'Cartons and bags',
  vehicles: 'Vehicles',
} as const;
export type ItemCategory = keyof typeof itemCategories;

export const packingMethods = {
  'blanket-wrap': 'Blanket and stretch wrap',
  'bubble-corrugated': 'Bubble wrap and corrugated sheet',
  'dismantle-wrap': 'Dismantled, parts wrapped and labelled',
  'mattress-cover': 'Mattress cover and stretch wrap',
  crate: 'Wooden crate',
  'original-box': 'Thermocol corners and carton (original box if kept)',
  carton: 'Packed in its carton, taped and labelled',
  'ac-kit': 'Uninstalled, gas locked in, unit and pipes wrapped',
  'bike-pack': 'Bubble wrap, corrugated sheet and foam on handles and tank',
  'car-carrier': 'Goes on a car carrier',
  'cylinder-cap': 'Cap on, upright and tied; sent empty',
  loose: 'Loaded loose, tied down',
} as const;
export type PackingMethod = keyof typeof packingMethods;

export interface CatalogueItem {
  /** Stable: stored in inventories. */
  readonly id: string;
  readonly name: string;
  readonly category: ItemCategory;
  /** Packed volume in cubic feet. */
  readonly cft: number;
  readonly fragile: boolean;
  readonly packing: PackingMethod;
  /** Travels on its own carrier (a car), so its volume is not in the truck's load. */
  readonly ownCarrier?: true;
}

const item = (
  id: string,
  name: string,
  category: ItemCategory,
  cft: number,
  packing: PackingMethod,
  fragile = false,
): CatalogueItem => ({ id, name, category, cft, fragile, packing });

export const catalogue = [
  // Bedroom
  item('bed-single', 'Single bed (3 × 6 ft)', 'bedroom', 25, 'dismantle-wrap'),
  item('bed-double', 'Double bed (4.5 × 6 ft)', 'bedroom', 40, 'dismantle-wrap'),
  item('bed-queen', 'Queen bed (5 × 6.5 ft)', 'bedroom', 50, 'dismantle-wrap'),
  item('bed-king', 'King bed (6 × 6.5 ft)', 'bedroom', 60, 'dismantle-wrap'),
  item('bed-king-storage', 'King bed with box storage', 'bedroom', 75, 'dismantle-wrap'),
  item('bed-bunk', 'Bunk bed', 'bedroom', 45, 'dismantle-wrap'),
  item('mattress-single', 'Mattress, single', 'bedroom', 12, 'mattress-cover'),
  item('mattress-double', 'Mattress, double', 'bedroom', 18, 'mattress-cover'),
  item('mattress-queen', 'Mattress, queen', 'bedroom', 20, 'mattress-cover'),
  item('mattress-king', 'Mattress, king', 'bedroom', 24, 'mattress-cover'),
  item('almirah-steel-single', 'Steel almirah, single door', 'bedroom', 25, 'blanket-wrap'),
  item(
    'almirah-steel-double',
    'Steel almirah, double door (Godrej type)',
    'bedroom',
    40,
    'blanket-wrap',
  ),
  item('wardrobe-2-door', 'Wooden wardrobe, 2 doors', 'bedroom', 45, 'dismantle-wrap'),
  item('wardrobe-3-door', 'Wooden wardrobe, 3 doors', 'bedroom', 65, 'dismantle-wrap'),
  item('wardrobe-4-door', 'Wooden wardrobe, 4 doors', 'bedroom', 85, 'dismantle-wrap'),
  item('wardrobe-fabric', 'Fabric wardrobe (foldable)', 'bedroom', 8, 'carton'),
  item('dressing-table', 'Dressing table with mirror', 'bedroom', 20, 'bubble-corrugated', true),
  item('side-table', 'Bedside table', 'bedroom', 6, 'blanket-wrap'),
  item('chest-of-drawers', 'Chest of drawers', 'bedroom', 25, 'blanket-wrap'),
  item('trunk-steel', 'Steel trunk (peti)', 'bedroom', 10, 'blanket-wrap'),
  item('cradle', 'Baby cot or cradle', 'bedroom', 15, 'dismantle-wrap'),

  // Living and dining
  item('sofa-1-seat', 'Sofa, 1 seat', 'living', 20, 'blanket-wrap'),
  item('sofa-2-seat', 'Sofa, 2 seats', 'living', 35, 'blanket-wrap'),
  item('sofa-3-seat', 'Sofa, 3 seats', 'living', 50, 'blanket-wrap'),
  item('sofa-set-5', 'Sofa set, 5 seats (3 + 1 + 1)', 'living', 90, 'blanket-wrap'),
  item('sofa-l-shape', 'L-shaped sofa', 'living', 80, 'blanket-wrap'),
  item('sofa-cum-bed', 'Sofa cum bed', 'living', 45, 'blanket-wrap'),
  item('diwan', 'Diwan', 'living', 30, 'blanket-wrap'),
  item('recliner', 'Recliner chair', 'living', 30, 'blanket-wrap'),
  item('coffee-table', 'Centre table', 'living', 12, 'blanket-wrap'),
  item('coffee-table-glass', 'Centre table, glass top', 'living', 14, 'crate', true),
  item('tv-unit', 'TV unit', 'living', 25, 'blanket-wrap'),
  item('showcase', 'Showcase with glass', 'living', 40, 'bubble-corrugated', true),
  item('bookshelf', 'Bookshelf', 'living', 25, 'blanket-wrap'),
  item('shoe-rack', 'Shoe rack', 'living', 10, 'blanket-wrap'),
  item('dining-4', 'Dining set, 4 seats', 'living', 45, 'dismantle-wrap'),
  item('dining-6', 'Dining set, 6 seats', 'living', 65, 'dismantle-wrap'),
  item('dining-8', 'Dining set, 8 seats', 'living', 85, 'dismantle-wrap'),
  item('dining-glass-top', 'Glass top of a dining table', 'living', 10, 'crate', true),
  item('plastic-chair', 'Plastic chair', 'living', 4, 'loose'),
  item('mirror-large', 'Large mirror or wall frame', 'living', 6, 'crate', true),
  item('carpet', 'Carpet or rug (rolled)', 'living', 6, 'blanket-wrap'),
  item('swing-jhoola', 'Swing (jhoola) with stand', 'living', 30, 'dismantle-wrap'),

  // Kitchen
  item('gas-stove', 'Gas stove (2–4 burners)', 'kitchen', 4, 'bubble-corrugated', true),
  item('gas-cylinder', 'Gas cylinder (LPG)', 'kitchen', 4, 'cylinder-cap'),
  item('chimney', 'Kitchen chimney (uninstalled)', 'kitchen', 8, 'original-box', true),
  item('microwave', 'Microwave or OTG', 'kitchen', 5, 'original-box', true),
  item('mixer-grinder', 'Mixer grinder', 'kitchen', 2, 'carton', true),
  item('water-purifier', 'Water purifier (RO, uninstalled)', 'kitchen', 3, 'original-box', true),
  item('kitchen-rack', 'Kitchen rack or trolley', 'kitchen', 10, 'blanket-wrap'),
  item('utensils-carton', 'Utensils and crockery carton', 'kitchen', 3, 'carton', true),
  item('atta-drum', 'Grain drum (atta, rice)', 'kitchen', 5, 'loose'),

  // Appliances
  item('fridge-single', 'Fridge, single door', 'appliances', 20, 'bubble-corrugated', true),
  item('fridge-double', 'Fridge, double door', 'appliances', 30, 'bubble-corrugated', true),
  item('fridge-triple', 'Fridge, triple door', 'appliances', 38, 'bubble-corrugated', true),
  item('fridge-side-by-side', 'Fridge, side by side', 'appliances', 50, 'bubble-corrugated', true),
  item('deep-freezer', 'Deep freezer', 'appliances', 30, 'bubble-corrugated'),
  item('washer-semi', 'Washing machine, semi-automatic', 'appliances', 15, 'bubble-corrugated'),
  item('washer-top', 'Washing machine, top load', 'appliances', 15, 'bubble-corrugated'),
  item(
    'washer-front',
    'Washing machine, front load (drum locked)',
    'appliances',
    16,
    'bubble-corrugated',
  ),
  item('dishwasher', 'Dishwasher', 'appliances', 12, 'bubble-corrugated'),
  item('ac-split', 'Split AC (uninstall and reinstall)', 'appliances', 15, 'ac-kit', true),
  item('ac-window', 'Window AC (uninstall and reinstall)', 'appliances', 12, 'ac-kit', true),
  item('air-cooler', 'Air cooler', 'appliances', 12, 'bubble-corrugated'),
  item('geyser', 'Geyser (uninstalled)', 'appliances', 5, 'bubble-corrugated'),
  item('inverter-battery', 'Inverter with battery', 'appliances', 5, 'carton'),
  item('sewing-machine', 'Sewing machine', 'appliances', 4, 'carton'),
  item('treadmill', 'Treadmill', 'appliances', 30, 'dismantle-wrap'),
  item('exercise-cycle', 'Exercise cycle', 'appliances', 12, 'blanket-wrap'),

  // TV and electronics
  item('tv-32', 'TV up to 32 inch', 'electronics', 5, 'crate', true),
  item('tv-43', 'TV 40–43 inch', 'electronics', 8, 'crate', true),
  item('tv-55', 'TV 50–55 inch', 'electronics', 12, 'crate', true),
  item('tv-65', 'TV 65 inch and above', 'electronics', 16, 'crate', true),
  item(
    'desktop-computer',
    'Desktop computer (CPU and monitor)',
    'electronics',
    6,
    'original-box',
    true,
  ),
  item('laptop', 'Laptop', 'electronics', 1, 'original-box', true),
  item('printer', 'Printer', 'electronics', 3, 'original-box', true),
  item('music-system', 'Music system or home theatre', 'electronics', 5, 'original-box', true),
  item('ceiling-fan', 'Ceiling fan (removed)', 'electronics', 3, 'carton'),

  // Pooja, kids and other
  item('pooja-unit', 'Pooja unit (mandir)', 'home', 12, 'bubble-corrugated', true),
  item('idols-carton', 'Idols and pooja items carton', 'home', 3, 'carton', true),
  item('study-table', 'Study table', 'home', 15, 'blanket-wrap'),
  item('study-chair', 'Study chair', 'home', 6, 'blanket-wrap'),
  item('kids-cycle', "Kids' bicycle", 'home', 8, 'blanket-wrap'),
  item('plant-pot', 'Plant in pot', 'home', 3, 'loose', true),
  item('cooler-stand', 'Iron stand or ladder', 'home', 6, 'loose'),
  item('suitcase', 'Suitcase', 'home', 4, 'loose'),
  item('piano-keyboard', 'Keyboard or harmonium', 'home', 5, 'bubble-corrugated', true),

  // Office
  item('office-desk', 'Office desk (workstation)', 'office', 25, 'dismantle-wrap'),
  item('office-desk-manager', "Manager's table", 'office', 35, 'dismantle-wrap'),
  item('office-chair', 'Office chair', 'office', 8, 'blanket-wrap'),
  item('visitor-chair', 'Visitor chair', 'office', 6, 'blanket-wrap'),
  item('conference-table', 'Conference table (8 seats)', 'office', 60, 'dismantle-wrap'),
  item('filing-cabinet', 'Filing cabinet (4 drawers)', 'office', 15, 'blanket-wrap'),
  item('office-almirah', 'Office steel almirah', 'office', 35, 'blanket-wrap'),
  item('office-computer', 'Office computer set', 'office', 6, 'original-box', true),
  item('server-rack', 'Server rack', 'office', 30, 'crate', true),
  item('photocopier', 'Photocopier', 'office', 25, 'crate', true),
  item('office-sofa', 'Reception sofa', 'office', 40, 'blanket-wrap'),
  item('whiteboard', 'Whiteboard', 'office', 5, 'bubble-corrugated'),
  item('file-carton', 'Files carton', 'office', 3, 'carton'),

  // Cartons and bags
  item('carton-small', 'Carton, small (books, 1.5 cft)', 'cartons', 1.5, 'carton'),
  item('carton-medium', 'Carton, medium (3 cft)', 'cartons', 3, 'carton'),
  item('carton-large', 'Carton, large (4.5 cft)', 'cartons', 4.5, 'carton'),
  item('wardrobe-carton', 'Wardrobe carton (hanging clothes)', 'cartons', 10, 'carton'),
  item('bedding-bundle', 'Bedding bundle (gathri)', 'cartons', 5, 'loose'),
  item('gunny-bag', 'Gunny bag', 'cartons', 4, 'loose'),

  // Vehicles
  item('bicycle', 'Bicycle', 'vehicles', 12, 'bike-pack'),
  item('scooter', 'Scooter (Activa type)', 'vehicles', 30, 'bike-pack'),
  item('motorcycle', 'Motorcycle up to 200 cc', 'vehicles', 35, 'bike-pack'),
  item('motorcycle-large', 'Motorcycle above 200 cc (Bullet type)', 'vehicles', 45, 'bike-pack'),
  { ...item('car-hatchback', 'Car, hatchback', 'vehicles', 350, 'car-carrier'), ownCarrier: true },
  { ...item('car-sedan', 'Car, sedan', 'vehicles', 420, 'car-carrier'), ownCarrier: true },
  { ...item('car-suv', 'Car, SUV', 'vehicles', 500, 'car-carrier'), ownCarrier: true },
] as const satisfies readonly CatalogueItem[];

export type ItemId = (typeof catalogue)[number]['id'];

/** Other words people type for an item (the survey's search also reads names and categories). */
export const itemSearchWords: Partial<Record<ItemId, string>> = {
  'almirah-steel-single': 'cupboard godrej',
  'almirah-steel-double': 'cupboard godrej',
  'wardrobe-2-door': 'cupboard',
  'wardrobe-3-door': 'cupboard',
  'wardrobe-4-door': 'cupboard',
  'fridge-single': 'refrigerator',
  'fridge-double': 'refrigerator',
  'fridge-triple': 'refrigerator',
  'fridge-side-by-side': 'refrigerator',
  'washer-semi': 'washing',
  'washer-top': 'washing',
  'washer-front': 'washing',
  'tv-32': 'television led',
  'tv-43': 'television led',
  'tv-55': 'television led',
  'tv-65': 'television led',
  'gas-cylinder': 'lpg',
  'pooja-unit': 'puja temple',
  'idols-carton': 'puja god',
  'water-purifier': 'aquaguard ro',
  'bed-single': 'cot palang',
  'bed-double': 'cot palang',
  'trunk-steel': 'box',
  motorcycle: 'bike',
  'motorcycle-large': 'bike royal enfield',
  scooter: 'bike activa two wheeler',
  'ac-split': 'air conditioner',
  'ac-window': 'air conditioner',
  'desktop-computer': 'pc',
  'office-computer': 'pc',
};
