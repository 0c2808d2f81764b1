import type { PosCategory, PosProduct } from '@worksphere/contracts';

export type CategorySection = { category: PosCategory | null; products: PosProduct[] };

const bySortOrder = <T extends { sortOrder: number; name: string }>(a: T, b: T) =>
  a.sortOrder - b.sortOrder || a.name.localeCompare(b.name);

/**
 * The menu in reading order: categories by sort order, each with its products, then the
 * products of no (or an unknown) category; empty categories are left out.
 */
export function sectionsOf(
  categories: readonly PosCategory[],
  products: readonly PosProduct[],
): CategorySection[] {
  const sorted = [...products].sort(bySortOrder);
  const known = new Set(categories.map((category) => category.id));
  const sections: CategorySection[] = [...categories].sort(bySortOrder).map((category) => ({
    category,
    products: sorted.filter((product) => product.categoryId === category.id),
  }));
  sections.push({
    category: null,
    products: sorted.filter((product) => !product.categoryId || !known.has(product.categoryId)),
  });
  return sections.filter((section) => section.products.length > 0);
}

/** Products whose name or description holds every word of the search, case and accents aside. */
export function searchProducts(products: readonly PosProduct[], search: string): PosProduct[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...products];
  return products.filter((product) => {
    const haystack = fold(`${product.name} ${product.description}`);
    return words.every((word) => haystack.includes(word));
  });
}

function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
