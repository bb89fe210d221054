import { index, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * The storefront's route table (spec §2, this slice). Every public page sits under an optional locale
 * prefix (`/:lang?`, en | fr | de); the `locale-layout` route rejects any other prefix.
 * Accounts, cart, checkout, blog, FAQ and the other pages of spec §2 come later.
 */
export default [
  // Resource routes (no HTML): search engines.
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),

  route(':lang?', 'routes/locale-layout.tsx', [
    index('routes/home.tsx'),
    route('product/:bike', 'routes/product.tsx'),
    route('order/:bike', 'routes/order.tsx'),
    route('service-and-accessories', 'routes/service-and-accessories.tsx'),
    route('refurbished', 'routes/refurbished.tsx'),
  ]),

  // spec §2: any other path redirects to the home page.
  route('*', 'routes/fallback.ts'),
] satisfies RouteConfig;
