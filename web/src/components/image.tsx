import { useState, type ImgHTMLAttributes } from 'react';

export const FALLBACK_IMAGES = {
  post: '/images/post-fallback.svg',
  package: '/images/package-fallback.svg',
  zodiac: '/images/zodiac-fallback.svg',
  avatar: '/images/avatar-default.svg',
} as const;

export interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  alt: string;
  /** Explicit intrinsic size keeps the layout from jumping while the image loads. */
  width: number;
  height: number;
  fallback?: string;
  /** Above-the-fold images load eagerly. */
  eager?: boolean;
}

/** An image that loads lazily, has explicit dimensions and falls back when missing or broken. */
export function LazyImage({ src, fallback, eager, alt, ...rest }: LazyImageProps) {
  const [failed, setFailed] = useState(false);
  const chosen = !src || failed ? (fallback ?? FALLBACK_IMAGES.post) : src;
  return (
    <img
      src={chosen}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      // An above-the-fold image is usually the largest paint: fetched before other images.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => {
        if (!failed && fallback) setFailed(true);
      }}
      {...rest}
    />
  );
}

/** The member's picture (square, `size` px), else the stock one, also when it fails to load. */
export function Avatar({
  src,
  size,
  className,
}: {
  src: string | null | undefined;
  size: number;
  className: string;
}) {
  return (
    <img
      src={src || FALLBACK_IMAGES.avatar}
      alt=""
      width={size}
      height={size}
      className={className}
      onError={(e) => (e.currentTarget.src = FALLBACK_IMAGES.avatar)}
    />
  );
}
