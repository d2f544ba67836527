/**
 * @jest-environment node
 */
import { compareKeys, foldText } from '../fold-text';

describe('foldText', () => {
  it('drops diacritics and case', () => {
    expect(foldText('São Paulo')).toBe('sao paulo');
    expect(foldText('ZÜRICH')).toBe('zurich');
    expect(foldText('İstanbul')).toBe('istanbul');
  });

  it('spells out letters that do not decompose', () => {
    expect(foldText('Łódź')).toBe('lodz');
    expect(foldText('Ærøskøbing')).toBe('aeroskobing');
    expect(foldText('Straße')).toBe('strasse');
  });

  it('turns separators into single spaces and drops apostrophes', () => {
    expect(foldText('  Saint-Étienne ')).toBe('saint etienne');
    expect(foldText('St. Petersburg')).toBe('st petersburg');
    expect(foldText("L'Aquila")).toBe('laquila');
  });

  it('orders keys by code unit, as the binary search expects', () => {
    expect(['b', 'a b', 'a'].sort(compareKeys)).toEqual(['a', 'a b', 'b']);
  });
});
