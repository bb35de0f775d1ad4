import { aboutUsUpdateInput } from '@kasar/validators';
import { describe, expect, it } from 'vitest';

import { aboutUsBody } from './about-us-body';

describe('aboutUsBody', () => {
  it('sends a new founder photo, and no removal beside it', () => {
    const photo = new File(['png'], 'founder.png', { type: 'image/png' });
    const body = aboutUsBody({
      founder_name: 'Ramesh',
      founder_img: photo,
      remove_founder_img: true,
    });
    expect(body.get('founder_img')).toBe(photo);
    expect(body.has('remove_founder_img')).toBe(false);
    expect(body.get('founder_name')).toBe('Ramesh');
  });

  it('asks for the stored photo to be removed in the form the server reads', () => {
    const body = aboutUsBody({ remove_founder_img: true });
    expect(body.get('remove_founder_img')).toBe('1');
    expect(aboutUsUpdateInput.parse(body)).toMatchObject({ remove_founder_img: true });
    expect(aboutUsBody({ remove_founder_img: false }).has('remove_founder_img')).toBe(false);
  });

  it('sends the focal point as the server reads it, and an empty one to clear it', () => {
    const body = aboutUsBody({ founder_focal_point: { x: 30, y: 15 } });
    expect(body.get('founder_focal_point')).toBe('30,15');
    expect(aboutUsUpdateInput.parse(body)).toMatchObject({
      founder_focal_point: { x: 30, y: 15 },
    });
    const centred = aboutUsBody({ founder_focal_point: null });
    expect(aboutUsUpdateInput.parse(centred)).toMatchObject({ founder_focal_point: null });
  });
});
