import { describe, expect, it } from 'vitest';
import {
  NationalitySchema,
  countries,
  countryCodes,
  countryName,
  findCountry,
  resolveCountry,
  searchCountries,
} from './countries.ts';

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

  it.each([
    ['kr', 'KR'],
    [' KR ', 'KR'],
    ['South Korea', 'KR'],
    ['south korea', 'KR'],
    ['SOUTH  KOREA', 'KR'],
    ['대한민국', 'KR'],
    ['한국', 'KR'],
    ['Republic of Korea', 'KR'],
    ['Canada', 'CA'],
    ['캐나다', 'CA'],
    ["Côte d'Ivoire", 'CI'],
    ["cote d'ivoire", 'CI'],
    ['Côte d’Ivoire', 'CI'],
    ['Ivory Coast', 'CI'],
    ['United States of America', 'US'],
    ['UK', 'GB'],
    ['Türkiye', 'TR'],
    ['timor leste', 'TL'],
  ])('reads %j as %s', (input, code) => {
    expect(NationalitySchema.parse(input)).toBe(code);
    expect(resolveCountry(input)?.code).toBe(code);
  });

  it.each(['XX', '', 'Atlantis', 'Korea North South', 42, undefined, null])(
    'refuses %j with the spec message',
    (input) => {
      const result = NationalitySchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('nationalityInvalid');
    },
  );

  it('knows every country by its code, English name and Korean name', () => {
    for (const country of countries) {
      expect(resolveCountry(country.code)).toBe(country);
      expect(resolveCountry(country.name)).toBe(country);
      expect(resolveCountry(country.nameKo)).toBe(country);
    }
  });
});

describe('country name', () => {
  it('is Korean for ko and English otherwise', () => {
    expect(countryName('KR', 'ko')).toBe('대한민국');
    expect(countryName('KR', 'en')).toBe('South Korea');
    expect(countryName('CI', 'en')).toBe("Côte d'Ivoire");
  });

  it('is the code itself when the code is not in the list', () => {
    expect(countryName('XX', 'en')).toBe('XX');
  });
});

describe('countries in every language of Moim', () => {
  it.each(['한국', '韓国', 'Hàn Quốc', 'han quoc', '韩国', 'Korea', 'South Korea'])(
    'finds South Korea first for %j',
    (q) => {
      expect(searchCountries(q)[0]?.code).toBe('KR');
    },
  );

  it('puts South Korea first for "kor"', () => {
    expect(
      searchCountries('kor')
        .map((c) => c.code)
        .slice(0, 2),
    ).toEqual(['KR', 'KP']);
  });

  it.each([
    ['ja', '韓国'],
    ['zh-CN', '韩国'],
    ['vi', 'Hàn Quốc'],
    ['ko', '대한민국'],
    ['en', 'South Korea'],
  ])('names South Korea in %s', (locale, name) => {
    expect(countryName('KR', locale)).toBe(name);
  });
});
