import { describe, expect, it } from 'vitest';
import { CREW_LANGUAGES, NOT_DONE_REASON_LABELS, PHOTO_CATEGORY_LABELS } from '../../../shared/jobs/crew.js';
import { CREW_STRINGS, translator } from '../../../web/src/features/crew/i18n/strings.js';

// The crew app speaks English and Spanish on every screen (docs/product.md#crew-app): a key missing or
// left empty in either language fails here, as does a Spanish string left in English.

describe('the crew app dictionary', () => {
  const english = Object.keys(CREW_STRINGS.en).sort();

  it.each(CREW_LANGUAGES)('has every key, non-empty, in %s', (language) => {
    const strings = CREW_STRINGS[language];
    expect(Object.keys(strings).sort()).toEqual(english);
    for (const key of english) expect(strings[key as keyof typeof strings].trim(), key).not.toBe('');
  });

  it('keeps the same placeholders in Spanish as in English, and translates the sentences', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const same = english.filter(
      (key) =>
        CREW_STRINGS.es[key as keyof typeof CREW_STRINGS.es] ===
        CREW_STRINGS.en[key as keyof typeof CREW_STRINGS.en],
    );
    // Only the language names themselves read the same in both.
    expect(same).toEqual(['english', 'spanish']);
    for (const key of english)
      expect(placeholders(CREW_STRINGS.es[key as keyof typeof CREW_STRINGS.es]), key).toEqual(
        placeholders(CREW_STRINGS.en[key as keyof typeof CREW_STRINGS.en]),
      );
  });

  it('names every photo category and not-done reason in both languages', () => {
    for (const language of CREW_LANGUAGES) {
      expect(Object.values(PHOTO_CATEGORY_LABELS[language]).every(Boolean)).toBe(true);
      expect(Object.values(NOT_DONE_REASON_LABELS[language]).every(Boolean)).toBe(true);
    }
  });

  it('fills placeholders', () => {
    expect(translator('es')('waitingMany', { n: 3 })).toBe('3 elementos esperando para subir');
    expect(translator('en')('waitingMany', { n: 3 })).toBe('3 items waiting to upload');
  });
});
