/** Files the upload tests send: real images made in the test, and files that only pretend. */
import sharp from 'sharp';

/** A real image of the given format, made in the test. */
export async function imageFile(
  name: string,
  format: 'png' | 'jpeg' | 'webp' = 'png',
  size = 16,
): Promise<File> {
  const image = sharp({
    create: { width: size, height: size, channels: 3, background: '#c2410c' },
  });
  const data = await image[format]().toBuffer();
  return new File([new Uint8Array(data)], name, { type: `image/${format}` });
}

/** The same bytes under another name and declared type, as a careless client may send them. */
export async function disguised(
  file: File,
  name: string,
  type = 'application/octet-stream',
): Promise<File> {
  return new File([new Uint8Array(await file.arrayBuffer())], name, { type });
}

/** A real GIF image (a format no upload field accepts), named and declared as given. */
export async function gifFile(name = 'anim.gif', type = 'image/gif'): Promise<File> {
  const data = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#15803d' },
  })
    .gif()
    .toBuffer();
  return new File([new Uint8Array(data)], name, { type });
}

/** A file whose name and declared type say PNG but whose bytes are text. */
export function fakePng(name = 'not-really.png'): File {
  return new File(['this is plain text, not an image'], name, { type: 'image/png' });
}

/** A real PNG padded past 10 MB: its first bytes say PNG, its size is over the photo limit. */
export async function oversizedPng(name = 'huge.png'): Promise<File> {
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#1d4ed8' },
  })
    .png()
    .toBuffer();
  const data = new Uint8Array(10 * 1024 * 1024 + 1);
  data.set(png);
  return new File([data], name, { type: 'image/png' });
}

/** An SVG file with the given markup. */
export function svgFile(markup: string, name = 'logo.svg'): File {
  return new File([markup], name, { type: 'image/svg+xml' });
}
