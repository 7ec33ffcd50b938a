import {
  catalogue,
  itemCategories,
  itemSearchWords,
  type CatalogueItem,
} from '@/features/survey/content/inventory';

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const index = catalogue.map((item: CatalogueItem) => ({
  item,
  name: item.name.toLowerCase(),
  words: words(
    `${item.name} ${itemCategories[item.category]} ${itemSearchWords[item.id as keyof typeof itemSearchWords] ?? ''}`,
  ),
}));

/**
 * Catalogue items for what someone typed, best first: a name that starts with it, then a
 * word (of the name, the category or the other words people use) that does, then a name that
 * contains it. Every typed word must match. Two letters are too few to mean anything.
 */
export function searchCatalogue(query: string, limit = 8): CatalogueItem[] {
  const typed = words(query);
  const whole = query.trim().toLowerCase();
  if (whole.length < 2 || typed.length === 0) return [];
  const ranked: { item: CatalogueItem; rank: number; at: number }[] = [];
  index.forEach((entry, at) => {
    const matches = typed.every(
      (t) => entry.words.some((w) => w.startsWith(t)) || entry.name.includes(t),
    );
    if (!matches) return;
    const rank = entry.name.startsWith(whole)
      ? 0
      : entry.words.some((w) => w.startsWith(typed[0]!))
        ? 1
        : 2;
    ranked.push({ item: entry.item, rank, at });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.at - b.at);
  return ranked.slice(0, limit).map((r) => r.item);
}
