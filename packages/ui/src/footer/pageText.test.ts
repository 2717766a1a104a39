import { describe, expect, it } from 'vitest';
import { pageInLanguage, textBlocks } from './pageText';

describe('operator texts', () => {
  it('paragraphs and headings', () => {
    expect(textBlocks('One.\n\nHeading\nLine one.\nLine two.\r\n\r\nLast sentence ends.\nSecond line.')).toEqual([
      { heading: null, lines: ['One.'] },
      { heading: 'Heading', lines: ['Line one.', 'Line two.'] },
      { heading: null, lines: ['Last sentence ends.', 'Second line.'] },
    ]);
    expect(textBlocks('  \n\n ')).toEqual([]);
  });

  it('Bangla with the English as fallback', () => {
    const p = { title: 'About Us', title_bn: 'আমাদের সম্পর্কে', body: 'Text', body_bn: '' };
    expect(pageInLanguage(p, 'bn')).toEqual({ title: 'আমাদের সম্পর্কে', body: 'Text' });
    expect(pageInLanguage(p, 'en')).toEqual({ title: 'About Us', body: 'Text' });
  });
});
