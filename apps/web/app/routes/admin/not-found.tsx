import { data } from 'react-router';

/** Any other back-office path: the back office's own 404 page, not the shop's home page. */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
