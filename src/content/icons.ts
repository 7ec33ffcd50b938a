/**
 * The icons content may name. Components map each name to one lucide-react import, so a
 * page ships only the icons it draws and content stays free of JSX.
 */
export const iconNames = [
  'Package',
  'Car',
  'Bike',
  'House',
  'ShieldCheck',
  'Forklift',
  'Building2',
  'ClipboardList',
  'ReceiptIndianRupee',
  'Warehouse',
  'PiggyBank',
  'Thermometer',
  'Cctv',
  'LockKeyhole',
  'Truck',
  'CalendarDays',
  'Clock',
  'Users',
  'MapPin',
  'Route',
  'Wrench',
  'Boxes',
  'Sofa',
  'Lightbulb',
  'Target',
  'Scale',
  'FileText',
  'Flame',
  'Bug',
  'ScanLine',
  'Layers',
  'Handshake',
  'Leaf',
  'Monitor',
  'HardHat',
  'Phone',
] as const;

export type IconName = (typeof iconNames)[number];
