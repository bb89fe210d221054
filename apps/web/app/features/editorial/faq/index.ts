// What the other editorial pages may use of the FAQ (docs/decisions/0012-import-boundaries.md): an information
// page's FAQ excerpt draws a category's questions as the FAQ does. (Its API calls stay out: their schemas would
// come with them into the page's first visit; routes give them to the loaders that need them.)
export { FaqEntries } from './faq-entries';
