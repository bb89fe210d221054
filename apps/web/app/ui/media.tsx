import type { ImgHTMLAttributes } from 'react';

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'alt' | 'src'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold and the page's main picture: loaded eagerly with high priority. */
  priority?: boolean;
};

/**
 * Every picture declares its intrinsic size (no layout shift) and loads lazily unless it is the
 * page's priority picture.
 */
export function Image({ priority = false, alt, ...props }: ImageProps) {
  return (
    <img
      {...props}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
