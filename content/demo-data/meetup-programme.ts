import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

/** One entry of the meetup programme: a day, a block of sessions or a session. */
export type ProgrammeItem = TreeViewBaseItem<{
  id: string;
  label: string;
  /** Full or called off: shown, but it cannot be selected or opened. */
  unavailable?: boolean;
  children?: ProgrammeItem[];
}>;

/** Where an item sits: its parent (`null` at the root) and its index among that parent's children. */
export interface ProgrammePosition {
  parentId: string | null;
  index: number;
}

/**
 * A made-up weekend meetup, hand-written so the prose can name its items. The first letters differ enough to try
 * type-ahead, and two entries are unavailable (a full workshop and a called-off day) to show disabled items.
 */
export const meetupProgramme: ProgrammeItem[] = [
  {
    id: 'friday',
    label: 'Friday',
    children: [
      { id: 'friday-welcome', label: 'Welcome talk' },
      {
        id: 'friday-workshops',
        label: 'Workshops',
        children: [
          { id: 'friday-forms', label: 'Accessible forms' },
          { id: 'friday-browsers', label: 'Testing in real browsers' },
          { id: 'friday-tokens', label: 'Design tokens (full)', unavailable: true },
        ],
      },
      { id: 'friday-social', label: 'Evening social' },
    ],
  },
  {
    id: 'saturday',
    label: 'Saturday',
    children: [
      {
        id: 'saturday-lightning',
        label: 'Lightning talks',
        children: [
          { id: 'saturday-budgets', label: 'Bundle budgets' },
          { id: 'saturday-contrast', label: 'Colour contrast in charts' },
          { id: 'saturday-tables', label: 'Keyboard-first tables' },
        ],
      },
      { id: 'saturday-panel', label: 'Panel: funding open source' },
      { id: 'saturday-hack', label: 'Hack afternoon' },
    ],
  },
  {
    id: 'sunday',
    label: 'Sunday (called off)',
    unavailable: true,
    children: [
      { id: 'sunday-walk', label: 'River walk' },
      { id: 'sunday-brunch', label: 'Speakers brunch' },
    ],
  },
];

/** The item with this id anywhere in the tree, or `undefined`. */
export function findProgrammeItem(items: ProgrammeItem[], id: string): ProgrammeItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const found = item.children ? findProgrammeItem(item.children, id) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** A copy of the tree where the item with this id carries a new label. */
export function renameProgrammeItem(items: ProgrammeItem[], id: string, label: string): ProgrammeItem[] {
  return items.map((item) => {
    if (item.id === id) return { ...item, label };
    return item.children ? { ...item, children: renameProgrammeItem(item.children, id, label) } : item;
  });
}

function updateChildren(
  items: ProgrammeItem[],
  parentId: string | null,
  update: (children: ProgrammeItem[]) => ProgrammeItem[],
): ProgrammeItem[] {
  if (parentId === null) return update(items);
  return items.map((item) => {
    if (item.id === parentId) return { ...item, children: update(item.children ?? []) };
    return item.children ? { ...item, children: updateChildren(item.children, parentId, update) } : item;
  });
}

/**
 * A copy of the tree with one item moved, as Rich Tree View Pro reports a drop: taken out of its old position first,
 * then inserted at the new index among the new parent's children.
 */
export function moveProgrammeItem(
  items: ProgrammeItem[],
  from: ProgrammePosition,
  to: ProgrammePosition,
): ProgrammeItem[] {
  let moved: ProgrammeItem | undefined;
  const without = updateChildren(items, from.parentId, (children) => {
    moved = children[from.index];
    return children.filter((_child, index) => index !== from.index);
  });
  if (!moved) return items;
  const item = moved;
  return updateChildren(without, to.parentId, (children) => [
    ...children.slice(0, to.index),
    item,
    ...children.slice(to.index),
  ]);
}
