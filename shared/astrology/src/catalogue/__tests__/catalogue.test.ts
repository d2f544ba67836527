import { ASPECT_INFO, ASPECT_TYPES, BODY_INFO, BODY_NAMES, SIGN_GLYPHS, SIGNS } from '../..';

describe('the astrology catalogue', () => {
  it('gives every body of the engine a label and a glyph', () => {
    expect(Object.keys(BODY_INFO).sort()).toEqual([...BODY_NAMES].sort());
    for (const body of BODY_NAMES) {
      expect(BODY_INFO[body].label.trim()).not.toBe('');
      expect(BODY_INFO[body].glyph.trim()).not.toBe('');
    }
  });

  it('has twelve signs, each with its own glyph', () => {
    expect(SIGNS).toHaveLength(12);
    expect(Object.keys(SIGN_GLYPHS).sort()).toEqual([...SIGNS].sort());
    expect(new Set(Object.values(SIGN_GLYPHS)).size).toBe(12);
  });

  it('describes every aspect type the engine reports', () => {
    expect(Object.keys(ASPECT_INFO).sort()).toEqual([...ASPECT_TYPES].sort());
    for (const type of ASPECT_TYPES) expect(ASPECT_INFO[type].label.trim()).not.toBe('');
    expect(ASPECT_TYPES.filter((t) => ASPECT_INFO[t].major)).toHaveLength(5);
  });
});
