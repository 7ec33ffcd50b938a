// Left out: shareCardSize, shareCardKeys, isShareCardKey, shareCardPath and logoPath (sizes, keys
// and paths, no words). The Odia cards need an Odia font where app/og/[card]/route.tsx draws them.
import type * as en from './share-cards';
import type { ShareCard, ShareCardKey } from './share-cards';
import type { Translated } from '@/lib/i18n/translated';
import type { CitySlug } from './cities';
import type { ServiceSlug } from './services';
import { cities } from './cities.or';
import { cityPageText } from './city-pages/common.or';
import { ahmedabad } from './city-pages/ahmedabad.or';
import { bangalore } from './city-pages/bangalore.or';
import { bhubaneswar } from './city-pages/bhubaneswar.or';
import { chennai } from './city-pages/chennai.or';
import { delhi } from './city-pages/delhi.or';
import { hyderabad } from './city-pages/hyderabad.or';
import { jaipur } from './city-pages/jaipur.or';
import { kolkata } from './city-pages/kolkata.or';
import { lucknow } from './city-pages/lucknow.or';
import { mumbai } from './city-pages/mumbai.or';
import { nagpur } from './city-pages/nagpur.or';
import { pune } from './city-pages/pune.or';
import { surat } from './city-pages/surat.or';
import { claims } from './claims.or';
import { services } from './services.or';
import { site } from './site.or';

const cityAreas: Record<CitySlug, readonly string[]> = {
  ahmedabad: ahmedabad.areas,
  bangalore: bangalore.areas,
  bhubaneswar: bhubaneswar.areas,
  chennai: chennai.areas,
  delhi: delhi.areas,
  hyderabad: hyderabad.areas,
  jaipur: jaipur.areas,
  kolkata: kolkata.areas,
  lucknow: lucknow.areas,
  mumbai: mumbai.areas,
  nagpur: nagpur.areas,
  pune: pune.areas,
  surat: surat.areas,
};

export const shareCardFooter: Translated<typeof en.shareCardFooter> = {
  phone: site.phone.display,
  facts: `${claims.support} · ${cities.length}ଟି ଶାଖା ସହର · ${claims.cities.value} ${claims.cities.label}`,
};

const siteCard: ShareCard = {
  eyebrow: site.name,
  title: site.tagline,
  text: `${cities.length}ଟି ଶାଖାରୁ ଘର, ଅଫିସ୍, କାର୍ ଓ ବାଇକ୍ ସିଫ୍ଟିଂ, ବୁକିଂ ଆଗରୁ ଜିନିଷ ଅନୁସାରେ ଦର ସହ।`,
  alt: `${site.name}: ${site.tagline}`,
};

const serviceCards = Object.fromEntries(
  services.map((service) => [
    `service-${service.slug}`,
    {
      eyebrow: site.name,
      title: service.name,
      text: service.desc,
      alt: `${site.name}ର ${service.name}`,
    },
  ]),
) as Record<`service-${ServiceSlug}`, ShareCard>;

const cityCards = Object.fromEntries(
  cities.map((city) => [
    `city-${city.slug}`,
    {
      eyebrow: site.name,
      title: cityPageText.title(city.name),
      text: cityPageText.shareCardText(city.name, cityAreas[city.slug as CitySlug]),
      alt: `${cityPageText.title(city.name)}: ${site.name}`,
    },
  ]),
) as Record<`city-${CitySlug}`, ShareCard>;

export const shareCards: Translated<typeof en.shareCards> = {
  site: siteCard,
  ...serviceCards,
  ...cityCards,
} satisfies Record<ShareCardKey, ShareCard>;
