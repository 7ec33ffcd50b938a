import type { Picture } from '../art';
import type { FaqItem } from '../faq';
import type { IconName } from '../icons';
import type { BudgetPackage } from '../packages';
import type { ServiceSlug } from '../services';
import type { StorageOption } from '../storage';
import type { InsuranceOption } from '../insurance';

/** A button: a link to a real place (a page, an anchor on this page, a phone number). */
export interface Cta {
  label: string;
  href: string;
  variant?: 'primary' | 'secondary';
}

export interface Feature {
  icon: IconName;
  title: string;
  text: string;
  points?: readonly string[];
}

export interface Step {
  title: string;
  text: string;
}

interface BlockBase {
  /** Anchor of the section, for buttons that point at it (e.g. #storage-plans). */
  id?: string;
  title: string;
  intro?: string;
  ctas?: readonly Cta[];
}

/** The sections a service page is made of, rendered in order. */
export type Block =
  | (BlockBase & { kind: 'features'; items: readonly Feature[] })
  | (BlockBase & { kind: 'checklist'; items: readonly string[]; excluded?: boolean })
  | (BlockBase & { kind: 'steps'; items: readonly Step[] })
  | (BlockBase & { kind: 'prose'; paragraphs: readonly string[]; points?: readonly string[] })
  | (BlockBase & { kind: 'faq'; items: readonly FaqItem[] })
  | (BlockBase & { kind: 'gallery'; pictures: readonly Picture[] })
  | (BlockBase & { kind: 'packages'; packages: readonly BudgetPackage[] })
  | (BlockBase & { kind: 'storage'; options: readonly StorageOption[] })
  | (BlockBase & { kind: 'insurance'; options: readonly InsuranceOption[]; note: string })
  | (BlockBase & { kind: 'quote'; reasonsTitle: string; reasons: readonly string[] });

export interface ServicePageContent {
  slug: ServiceSlug;
  metaTitle: string;
  description: string;
  hero: {
    title: string;
    intro: string;
    ctas: readonly Cta[];
  };
  blocks: readonly Block[];
}
