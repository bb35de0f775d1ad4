/**
 * An optimized image of the public site, rendered as a plain `<img>`: next/image's own srcset,
 * sizes, lazy loading and decoding (`getImageProps`), without next/image's client component,
 * which every image would hydrate and whose code every page would download. With `preload` the
 * image is also asked for from the document's head (react-dom's `preload`), as next/image does:
 * for the image that is the page's largest paint.
 *
 * A lazy image (the default) in a sized frame (`fill`) is put in the page only once the page has
 * loaded. The browser's own
 * lazy loading still fetches every lazy image within about a screen or two of the viewport as soon
 * as it lays the page out, which on a phone's connection takes bandwidth from the first screen's
 * largest image; after the load event it decides by distance as before. Images of the first
 * screen pass `loading="eager"` or `preload`.
 */
import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

import { AfterPageLoad } from './after-page-load';

export function SiteImage(props: ImageProps) {
  const { props: image } = getImageProps(props);
  if (props.preload) {
    preloadResource(image.src, {
      as: 'image',
      imageSrcSet: image.srcSet,
      imageSizes: image.sizes,
      fetchPriority: image.fetchPriority,
    });
  }
  // `image` carries the alt text the caller gave.
  // eslint-disable-next-line @next/next/no-img-element -- the element next/image renders
  const element = <img {...image} />;
  return image.loading === 'lazy' && props.fill ? (
    <AfterPageLoad>{element}</AfterPageLoad>
  ) : (
    element
  );
}
