import { describe, expect, it } from 'vitest';

import { objectPosition } from './fields';
import { focalPointField, focalPointMessages, focalPointText } from './focal-point';

describe('the focal_point field', () => {
  it('reads "x,y" percentages, spaces allowed', () => {
    expect(focalPointField.parse('30,70')).toEqual({ x: 30, y: 70 });
    expect(focalPointField.parse(' 0 , 100 ')).toEqual({ x: 0, y: 100 });
  });

  it('clears with empty or null and keeps when absent', () => {
    expect(focalPointField.parse('')).toBeNull();
    expect(focalPointField.parse(null)).toBeNull();
    expect(focalPointField.parse(undefined)).toBeUndefined();
  });

  it.each(['101,50', '50', '50,50,50', '-1,20', '12.5,40', 'left,top', '50;50'])(
    'refuses %j with the field message',
    (value) => {
      const result = focalPointField.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(focalPointMessages.invalid);
    },
  );
});

describe('objectPosition', () => {
  it('puts the focal point in frame, centred without one', () => {
    expect(objectPosition({ x: 20, y: 80 })).toBe('20% 80%');
    expect(objectPosition(null)).toBe('50% 50%');
  });
});

describe('focalPointText', () => {
  it('writes a point as the field reads it, keeping null (clear) and undefined (keep)', () => {
    expect(focalPointText({ x: 5, y: 95 })).toBe('5,95');
    expect(focalPointField.parse(focalPointText({ x: 5, y: 95 }))).toEqual({ x: 5, y: 95 });
    expect(focalPointText(null)).toBeNull();
    expect(focalPointText(undefined)).toBeUndefined();
  });
});
