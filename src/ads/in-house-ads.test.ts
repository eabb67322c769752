import { describe, expect, it } from 'vitest';
import { IN_HOUSE_ADS, inHouseAdvert } from './in-house-ads';

const CHINESE = /[\u4e00-\u9fff]/;

describe('in-house adverts', () => {
  it('read in Chinese on a Chinese page and lead to the Chinese page', () => {
    IN_HOUSE_ADS.forEach((english, index) => {
      const advert = inHouseAdvert(index, 'zh')!;
      expect(advert.description, english.label).toMatch(CHINESE);
      expect(advert.name, english.label).toMatch(CHINESE);
      expect(advert.link, english.label).toBe(english.link.replace(/^\/x\//, '/x/zh/'));
      expect(advert).toMatchObject({ img: english.img, label: english.label, poweredby: english.poweredby });
    });
  });

  it('stay as written on an English page', () => {
    IN_HOUSE_ADS.forEach((english, index) => expect(inHouseAdvert(index, 'en')).toBe(english));
    expect(inHouseAdvert(IN_HOUSE_ADS.length, 'zh')).toBeUndefined();
  });
});
