/** The brand's mark, a stylised peak in a rounded square: an image of the stylesheet (`.brand-mark`), no script. */
export function BrandMark() {
  return <span className="brand-mark" aria-hidden="true" />;
}
