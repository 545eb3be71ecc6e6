import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.ts';

describe('plainText', () => {
  it('keeps the text of rich-text HTML, with a space between blocks and for line breaks', () => {
    expect(
      plainText('<h2>Great</h2><p>Loved <strong>the</strong> food<br>and people</p><ul><li>a</li><li>b</li></ul>'),
    ).toBe('Great Loved the food and people a b');
  });

  it('gives text, not markup: entities become their characters, tags and scripts go', () => {
    expect(plainText('<p>Fish &amp; chips &lt;3</p><script>alert(1)</script><img src=x onerror="alert(1)">')).toBe(
      'Fish & chips <3',
    );
    expect(plainText('')).toBe('');
  });
});
