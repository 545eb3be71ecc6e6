import { describe, expect, it } from 'vitest';
import { NationalitySchema, countries, countryCodes, findCountry, searchCountries } from './countries.ts';

describe('country list', () => {
  it('has at least the 195 countries', () => {
    expect(countries.length).toBeGreaterThanOrEqual(195);
    expect(countryCodes).toHaveLength(countries.length);
  });

  it('has unique two-letter upper-case codes', () => {
    for (const code of countryCodes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(new Set(countryCodes).size).toBe(countryCodes.length);
  });

  it('has unique English and Korean names', () => {
    expect(new Set(countries.map((c) => c.name)).size).toBe(countries.length);
    expect(new Set(countries.map((c) => c.nameKo)).size).toBe(countries.length);
  });

  it('is sorted by English name, with the codes in the same order', () => {
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(countryCodes).toEqual(countries.map((c) => c.code));
  });

  it.each([
    ['KR', 'South Korea', '대한민국'],
    ['US', 'United States', '미국'],
    ['VN', 'Vietnam', '베트남'],
    ['CN', 'China', '중국'],
    ['JP', 'Japan', '일본'],
    ['PH', 'Philippines', '필리핀'],
  ])('has %s as %s (%s)', (code, name, nameKo) => {
    expect(findCountry(code)).toEqual({ code, name, nameKo });
  });

  it('finds nothing for an unknown code', () => {
    expect(findCountry('XX')).toBeUndefined();
  });
});

describe('country search', () => {
  it('returns nothing for an empty or blank query', () => {
    expect(searchCountries('')).toEqual([]);
    expect(searchCountries('   ')).toEqual([]);
  });

  it("puts South Korea and North Korea first for 'kor'", () => {
    const result = searchCountries('kor');
    expect(result.length).toBeLessThanOrEqual(5);
    expect(
      result
        .slice(0, 2)
        .map((c) => c.code)
        .sort(),
    ).toEqual(['KP', 'KR']);
  });

  it('matches case-insensitively and trims the query', () => {
    expect(searchCountries('  KOREA ').map((c) => c.code)).toContain('KR');
  });

  it('finds Vietnam by its Korean name', () => {
    expect(searchCountries('베트').map((c) => c.code)).toContain('VN');
  });

  it('finds Vietnam by its code', () => {
    expect(searchCountries('vn')[0]?.code).toBe('VN');
  });

  it('puts names starting with the query before names containing it', () => {
    const result = searchCountries('in');
    expect(result.slice(0, 2).map((c) => c.code)).toEqual(['IN', 'ID']);
  });

  it('never returns more than 5 results by default', () => {
    for (const query of ['a', 'e', 'i', 'an', '아', 'k']) {
      expect(searchCountries(query).length).toBeLessThanOrEqual(5);
    }
    expect(searchCountries('a')).toHaveLength(5);
  });

  it('respects a custom limit', () => {
    expect(searchCountries('a', 12)).toHaveLength(12);
  });
});

describe('nationality rule', () => {
  it('accepts a listed code', () => {
    expect(NationalitySchema.parse('KR')).toBe('KR');
  });

  it.each(['XX', '', 'kr', 42, undefined])('refuses %j with the spec message', (input) => {
    const result = NationalitySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('nationalityInvalid');
  });
});
