/** Rendering an illustration's SVG to a WebP file of the given size. */
import sharp from 'sharp';

export async function renderWebp(svg: string, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .resize(width, height, { fit: 'fill' })
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
}
