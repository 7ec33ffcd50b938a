import {
  BadgeCheck,
  ClipboardList,
  Clock,
  Gem,
  Headset,
  House,
  Navigation,
  Package,
  PhoneCall,
  Receipt,
  ShieldCheck,
  Truck,
  UsersRound,
} from 'lucide-react';

/** The icons that content modules name by string. Next.js rewrites these to per-icon imports. */
export const contentIcons = {
  BadgeCheck,
  ClipboardList,
  Clock,
  Gem,
  Headset,
  House,
  Navigation,
  Package,
  PhoneCall,
  Receipt,
  ShieldCheck,
  Truck,
  UsersRound,
} as const;

export type ContentIconName = keyof typeof contentIcons;
