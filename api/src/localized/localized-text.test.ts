import { describe, expect, it } from 'vitest';
import { inLanguage } from './localized-text';

describe('inLanguage', () => {
  it('answers each language its own text', () => {
    expect(inLanguage('en', { en: 'Kunafa', ar: 'كنافة' })).toBe('Kunafa');
    expect(inLanguage('ar', { en: 'Kunafa', ar: 'كنافة' })).toBe('كنافة');
  });

  it('shows Arabic readers the English where no Arabic is written, blank or null', () => {
    expect(inLanguage('ar', { en: 'Kunafa', ar: '' })).toBe('Kunafa');
    expect(inLanguage('ar', { en: 'Kunafa', ar: '  ' })).toBe('Kunafa');
    expect(inLanguage<string | null>('ar', { en: 'Trained in Lyon.', ar: null })).toBe('Trained in Lyon.');
  });

  it('shows English readers the English as written, even empty (emptied on purpose)', () => {
    expect(inLanguage('en', { en: '', ar: 'مخبز صغير بفرن كبير' })).toBe('');
    expect(inLanguage<string | null>('en', { en: null, ar: 'درست في ليون.' })).toBeNull();
  });
});
