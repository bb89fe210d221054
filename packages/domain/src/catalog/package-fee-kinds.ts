/**
 * spec §3 package fee lines, in their order. Kept apart from the zod schemas so that browser code
 * reading only this list (the price to pay on every card) does not pull zod into a page's first visit.
 */
export const PACKAGE_FEE_KINDS = ['assembly', 'circulation', 'delivery', 'firstService', 'cleaning'] as const;
export type PackageFeeKind = (typeof PACKAGE_FEE_KINDS)[number];
