import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import { INFO_PAGE_KEYS } from './features/editorial/pages/info-page-paths';

/**
 * The storefront's route table (spec §2, this slice). Every page sits under an optional locale prefix
 * (`/:lang?`, en | fr | de); the `locale-layout` route rejects any other prefix.
 * The forms and spec §2's other pages not built yet are not part of it: their paths go to the home page like any
 * unknown path (the `*` route below).
 *
 * Order matters. React Router ranks `/checkout/:type/:entry` and `/:lang/product/:bike` the same (one
 * static and two dynamic segments), and breaks the tie by the order below. The spec's links to private
 * pages carry no prefix (`/checkout/product/order`, `/payment/order/7`), so those routes come first:
 * otherwise "checkout" would be read as a language and "order" as a bike, and the page would redirect
 * home. `routes.test.ts` matches every route with and without each prefix to keep it so.
 */
export default [
  // Resource routes (no HTML): search engines.
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // The blog's RSS feed in each language (a resource route: the language prefix is required).
  route(':lang/blog/rss.xml', 'routes/blog-rss.ts'),

  // The back office (decision 15): staff only, without a language prefix, rendered on the server with the staff
  // member's data, never cached, never indexed, and in chunks of its own that no public page downloads.
  route('admin', 'routes/admin/frame.tsx', [
    route('sign-in', 'routes/admin/sign-in.tsx'),
    route('enrol', 'routes/admin/enrol.tsx'), // the one-time enrolment link
    route('language', 'routes/admin/language.ts'), // posts only: keeps the chosen language
    route('sign-out', 'routes/admin/sign-out.ts'), // posts only
    layout('routes/admin/layout.tsx', [
      index('routes/admin/home.tsx'),
      route('orders', 'routes/admin/orders.tsx'),
      route('orders/:id', 'routes/admin/order.tsx'),
      route('staff', 'routes/admin/staff.tsx'),
      route('audit', 'routes/admin/audit.tsx'),
      route('centres', 'routes/admin/centres.tsx'),
      route('centres/:id', 'routes/admin/centre.tsx'),
      route('courier-zones', 'routes/admin/courier-zones.tsx'),
      route('courier-zones/:id', 'routes/admin/courier-zone.tsx'),
      route('coupons', 'routes/admin/coupons.tsx'),
      route('coupons/:id', 'routes/admin/coupon.tsx'), // `new`: a new coupon
      route('catalogue', 'routes/admin/catalogue.tsx'),
      route('catalogue/new', 'routes/admin/catalogue-new.tsx'),
      route('catalogue/subcategories', 'routes/admin/subcategories.tsx'),
      route('catalogue/:id', 'routes/admin/catalogue-product.tsx'),
      route('customers', 'routes/admin/customers.tsx'),
      route('customers/:id', 'routes/admin/customer.tsx'),
      route('faq', 'routes/admin/faq.tsx'),
      route('faq/:id', 'routes/admin/faq-entry.tsx'), // `new`: a new entry
      route('articles', 'routes/admin/articles.tsx'),
      route('articles/categories', 'routes/admin/article-categories.tsx'),
      route('articles/:id', 'routes/admin/article.tsx'), // `new`: a new article
      route('press', 'routes/admin/press.tsx'),
      route('press/:id', 'routes/admin/press-release.tsx'), // `new`: a new release
      route('pages', 'routes/admin/pages.tsx'),
      route('pages/:key', 'routes/admin/page.tsx'),
      route('inbox', 'routes/admin/inbox.tsx'),
      route('inbox/:id', 'routes/admin/inbox-request.tsx'),
      route('test-rides', 'routes/admin/test-rides.tsx'),
      route('test-rides/centres/:id', 'routes/admin/test-ride-centre.tsx'),
      route('reviews', 'routes/admin/reviews.tsx'),
      route('newsletter', 'routes/admin/newsletter.tsx'),
      route('newsletter/issues', 'routes/admin/newsletter-issues.tsx'),
      route('newsletter/issues/:id', 'routes/admin/newsletter-issue.tsx'), // `new`: a new issue
      route('contests', 'routes/admin/contests.tsx'),
      route('contests/:slug', 'routes/admin/contest.tsx'),
      route('quotations/:id', 'routes/admin/quotation.tsx'),
      route('rentals', 'routes/admin/rentals.tsx'),
      route('rentals/requests/:id', 'routes/admin/rental-request.tsx'),
      route('companies', 'routes/admin/companies.tsx'),
      route('companies/:id', 'routes/admin/company.tsx'), // `new`: a new company
      route('companies/:id/members', 'routes/admin/company-members.tsx'),
      route('configurator', 'routes/admin/configurator.tsx'),
      route('*', 'routes/admin/not-found.tsx'),
    ]),
  ]),

  route(':lang?', 'routes/locale-layout.tsx', [
    // Accounts (spec §2, §6). Tokens live in localStorage (spec §3), so the guards run in the browser
    // (clientLoader); the server renders a loading state and these pages are private and noindex.
    route('register', 'routes/register.tsx'), // guests only
    route('emailConfirm', 'routes/email-confirm.tsx'), // guests only
    route('login', 'routes/login.tsx'), // guests only; ?status=confirmed|reset-password, ?redirectTo=
    route('reset-password', 'routes/reset-password.tsx'), // guests only
    route('account', 'routes/account.tsx'), // signed-in only, else /login?redirectTo=/account
    // The emailed link that adds a guest order placed with the account's address: signed-in only.
    route('claim-order', 'routes/claim-order.tsx'),
    // Cart (spec §3, §4): guests' offline cart or the signed-in server cart; private and noindex.
    route('cart', 'routes/cart.tsx'),
    // Checkout (spec §2): /checkout/{type}, type product | service | accessory; the toast and the cart
    // link to /checkout/product/order. Guests and customers; private and noindex.
    route('checkout/:type/:entry?', 'routes/checkout.tsx'),
    // Payment (spec §2): the result of a payment (?order=<id>), and paying what is due on an order or a
    // vehicle's order (signed-in only; any other paymentFor goes home). Private and noindex.
    route('paid', 'routes/paid.tsx'),
    route('payment/:paymentFor/:id', 'routes/payment.tsx'),

    // Public pages.
    index('routes/home.tsx'),
    route('product/:bike', 'routes/product.tsx'),
    route('order/:bike', 'routes/order.tsx'),
    route('service-and-accessories', 'routes/service-and-accessories.tsx'),
    route('service-and-accessories/:slug', 'routes/shop-item.tsx'), // an accessory or a service (decision 0008)
    route('refurbished', 'routes/refurbished.tsx'),
    route('refurbished/:slug', 'routes/shop-item.tsx', { id: 'refurbished-item' }), // a refurbished good (decision 0008)
    // spec §2: the FAQ, one category or all; an unknown category goes to /faq.
    route('faq/:category?', 'routes/faq.tsx'),
    // The blog (spec §2, §4; decision 18): the list (?q= search, ?category=, ?page=), a hashtag's articles, and an
    // article at its address in the page's language (an id or another language's address redirects there).
    route('blog', 'routes/blog.tsx'),
    route('blog/hashtags/:hashtag', 'routes/blog-hashtag.tsx'),
    route('blog/:id', 'routes/blog-article.tsx'),
    // spec §2: the special offers, and one offer at its product's name in the page's language (a wrong one redirects).
    route('special-offers', 'routes/special-offers.tsx'),
    route('special-offers/:id/:productTitle?', 'routes/special-offer.tsx'),
    route('experience-center', 'routes/experience-center.tsx'), // the experience centres and partner shops
    // Visitors' requests (spec §2, §3): public forms that work without JavaScript, answered from the staff's inbox.
    route('contact-us', 'routes/contact-us.tsx'),
    // The newsletter (double opt-in): its page, where the footer's sign-up posts; the emailed links' pages.
    route('newsletter', 'routes/newsletter.tsx'),
    route('newsletter-confirmation', 'routes/newsletter-confirmation.tsx'),
    route('newsletter-unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
    route('test-drive', 'routes/test-drive.tsx'),
    route('test-drive/ride', 'routes/test-drive-ride.tsx'), // the emailed signed link: move or cancel a ride
    route('quotation', 'routes/quotation.tsx'),
    route('quotation/order', 'routes/quotation-order.tsx'), // a won quotation's emailed link: order it at its prices
    // The contests (spec §2 /hotel-competition, §3): the weight contest, the hotel contest, any other by its slug.
    route('contest', 'routes/contest.tsx', { id: 'weight-contest' }),
    route('hotel-competition', 'routes/contest.tsx', { id: 'hotel-competition' }),
    route('contest/:slug', 'routes/contest.tsx', { id: 'contest' }),
    route('rentals', 'routes/rentals.tsx'), // spec §2 /rentals: four steps, each a post carrying the earlier answers
    route('b2b-offer', 'routes/b2b-offer.tsx'), // spec §2 /b2b-offer: the business page, its questionnaire and contact form // spec §2 /quotation: priced by the server, emailed as a PDF
    // The information pages (spec §2, decision 18): one module, each page its content in the page's language.
    ...INFO_PAGE_KEYS.map((key) => route(key, 'routes/info-page.tsx', { id: `info-page-${key}` })),
    // spec §2 /{locale}/my-{brand}/service/{id}: the brand is configuration, so its segment is a parameter the
    // page checks (anything but `my-<brand slug>` goes home). It ties with /checkout/service/order (one static
    // and two dynamic segments), so it comes after the checkout above.
    route(':brandSpace/service/:id', 'routes/brand-service.tsx'),
    // spec §2 /{locale}/{companyName}: a partner company's page. Every other page's word wins over this parameter
    // (React Router ranks static segments first), and no company may take one (packages/domain company-slug.ts);
    // any other word goes home from the page's loader, as it did from the fallback below.
    route(':companyName', 'routes/company.tsx'),
  ]),

  // spec §2: any other path redirects to the home page.
  route('*', 'routes/fallback.ts'),
] satisfies RouteConfig;
