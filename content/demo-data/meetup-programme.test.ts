import { describe, expect, it } from 'vitest';
import {
  findProgrammeItem,
  meetupProgramme,
  moveProgrammeItem,
  renameProgrammeItem,
  type ProgrammeItem,
} from './meetup-programme';

const ids = (items: ProgrammeItem[] | undefined) => (items ?? []).map((item) => item.id);

describe('meetup programme', () => {
  it('has unique ids, so the tree accepts it', () => {
    const all: string[] = [];
    const walk = (items: ProgrammeItem[]) =>
      items.forEach((item) => {
        all.push(item.id);
        if (item.children) walk(item.children);
      });
    walk(meetupProgramme);
    expect(new Set(all).size).toBe(all.length);
  });

  it('finds a nested item and renames it without touching the original', () => {
    const renamed = renameProgrammeItem(meetupProgramme, 'saturday-tables', 'Tables for everyone');
    expect(findProgrammeItem(renamed, 'saturday-tables')?.label).toBe('Tables for everyone');
    expect(findProgrammeItem(meetupProgramme, 'saturday-tables')?.label).toBe('Keyboard-first tables');
    expect(findProgrammeItem(renamed, 'nowhere')).toBeUndefined();
  });

  it('moves an item down among its siblings, taking it out before inserting it', () => {
    const moved = moveProgrammeItem(
      meetupProgramme,
      { parentId: 'saturday-lightning', index: 0 },
      { parentId: 'saturday-lightning', index: 2 },
    );
    expect(ids(findProgrammeItem(moved, 'saturday-lightning')?.children)).toEqual([
      'saturday-contrast',
      'saturday-tables',
      'saturday-budgets',
    ]);
  });

  it('moves an item into another parent and to the root', () => {
    const intoFriday = moveProgrammeItem(
      meetupProgramme,
      { parentId: 'saturday', index: 2 },
      { parentId: 'friday', index: 1 },
    );
    expect(ids(findProgrammeItem(intoFriday, 'friday')?.children)).toEqual([
      'friday-welcome',
      'saturday-hack',
      'friday-workshops',
      'friday-social',
    ]);
    expect(ids(findProgrammeItem(intoFriday, 'saturday')?.children)).toEqual(['saturday-lightning', 'saturday-panel']);

    const toRoot = moveProgrammeItem(meetupProgramme, { parentId: 'friday', index: 0 }, { parentId: null, index: 0 });
    expect(ids(toRoot)).toEqual(['friday-welcome', 'friday', 'saturday', 'sunday']);
  });

  it('returns the tree unchanged when the old position holds nothing', () => {
    expect(moveProgrammeItem(meetupProgramme, { parentId: 'friday', index: 9 }, { parentId: null, index: 0 })).toBe(
      meetupProgramme,
    );
  });
});
