/** What the about-us form sends: the founder's texts and photo, and the stats, as a multipart body. */
import { focalPointText, type AboutUsUpdateData } from '@kasar/validators';

/**
 * The multipart body: the texts (an empty one clears it), the photo's focal point ('' clears it:
 * the crop is centred), the complete stat rows if any, and a new photo, else the removal of the
 * stored one when asked for.
 */
export function aboutUsBody(data: AboutUsUpdateData): FormData {
  const body = new FormData();
  body.set('founder_name', data.founder_name ?? '');
  body.set('founder_position', data.founder_position ?? '');
  body.set('founder_description', data.founder_description ?? '');
  body.set('founder_img_alt', data.founder_img_alt ?? '');
  body.set('founder_focal_point', focalPointText(data.founder_focal_point ?? null) ?? '');
  if (data.stats?.length) body.set('stats', JSON.stringify(data.stats));
  if (data.founder_img) body.set('founder_img', data.founder_img);
  else if (data.remove_founder_img) body.set('remove_founder_img', '1');
  return body;
}
