/**
 * An optimized image of the public site, rendered as a plain `<img>`: next/image's own srcset,
 * sizes, lazy loading and decoding (`getImageProps`), without next/image's client component,
 * which every image would hydrate and whose code every page would download. With `preload` the
 * image is also asked for from the document's head (react-dom's `preload`), as next/image does:
 * for the image that is the page's largest paint.
 */
import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

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
  return <img {...image} />;
}
