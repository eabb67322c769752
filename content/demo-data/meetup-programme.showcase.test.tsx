// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OverviewShowcase from '../react-tree-view/demos/overview-showcase';

/**
 * The Tree View overview's keyboard table, checked against the installed package through the overview's own
 * showcase (which renders this programme): each row of the table is one expectation below.
 */
afterEach(cleanup);

const tree = () => screen.getByRole('tree', { name: 'Meetup programme' });
const item = (label: string) => within(tree()).getByText(label).closest<HTMLElement>('[role="treeitem"]')!;
const focused = () =>
  document.activeElement?.closest('[role="treeitem"]')?.querySelector('[class*="label"]')?.textContent;
const press = (key: string, init: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(document.activeElement!, {
    key,
    keyCode: key.length === 1 ? key.toUpperCase().charCodeAt(0) : 0,
    ...init,
  });
const state = (term: RegExp) => screen.getByText(term).nextElementSibling?.textContent;
const focusItem = (label: string) => act(() => item(label).focus());

describe('overview showcase: the keys the overview lists', () => {
  it('starts with Friday and its workshops open and nothing selected', () => {
    render(<OverviewShowcase />);
    expect(state(/^Expanded/)).toBe('Friday, Workshops');
    expect(state(/^Selected/)).toBe('nothing');
    expect(item('Saturday').getAttribute('aria-expanded')).toBe('false');
  });

  it('moves with the arrows, Home and End, and skips unavailable items unless they may take focus', () => {
    render(<OverviewShowcase />);
    focusItem('Testing in real browsers');
    press('ArrowDown');
    expect(focused()).toBe('Evening social');
    press('ArrowLeft');
    expect(focused()).toBe('Friday');
    press('ArrowLeft');
    expect(item('Friday').getAttribute('aria-expanded')).toBe('false');
    press('ArrowRight');
    expect(item('Friday').getAttribute('aria-expanded')).toBe('true');
    press('ArrowRight');
    expect(focused()).toBe('Welcome talk');
    press('End');
    expect(focused()).toBe('Saturday');
    press('Home');
    expect(focused()).toBe('Friday');

    fireEvent.click(screen.getByLabelText('Focus unavailable items'));
    focusItem('Testing in real browsers');
    press('ArrowDown');
    expect(focused()).toBe('Design tokens (full)');
    press('End');
    expect(focused()).toBe('Sunday (called off)');
  });

  it('opens every sibling with *, jumps by first letter, and toggles with Enter and Space', () => {
    render(<OverviewShowcase />);
    focusItem('Friday');
    press('s');
    expect(focused()).toBe('Saturday');
    press('*');
    expect(item('Saturday').getAttribute('aria-expanded')).toBe('true');
    press('Enter');
    expect(item('Saturday').getAttribute('aria-expanded')).toBe('false');
    focusItem('Evening social');
    press('Enter');
    expect(state(/^Selected/)).toBe('Evening social');
    press(' ');
    expect(state(/^Selected/)).toBe('nothing');
  });

  it('extends the selection with Shift and the arrows, and selects everything with Ctrl+A, in multi-select mode', () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    render(<OverviewShowcase />);
    fireEvent.click(screen.getByLabelText('Select several items'));
    focusItem('Welcome talk');
    press(' ');
    press('ArrowDown', { shiftKey: true });
    expect(state(/^Selected/)).toBe('Welcome talk, Workshops');
    press('a', { ctrlKey: true });
    expect(screen.getByText(/^Selected \(7\)/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Select several items'));
    expect(state(/^Selected/)).toBe('Friday');
    expect([...warn.mock.calls, ...error.mock.calls]).toEqual([]);
  });

  it('selects ranges with Shift+Space and Ctrl+Shift+Home or End in multi-select mode', () => {
    render(<OverviewShowcase />);
    fireEvent.click(screen.getByLabelText('Select several items'));
    focusItem('Welcome talk');
    press(' ');
    press('ArrowDown');
    press('ArrowDown');
    press(' ', { shiftKey: true });
    expect(state(/^Selected/)).toBe('Welcome talk, Workshops, Accessible forms');
    focusItem('Evening social');
    press('End', { ctrlKey: true, shiftKey: true });
    expect(state(/^Selected/)).toBe('Evening social, Saturday');
    focusItem('Welcome talk');
    press('Home', { ctrlKey: true, shiftKey: true });
    expect(state(/^Selected/)).toBe('Friday, Welcome talk');
  });

  it('renames a session with Enter, saves with Enter and cancels with Escape; F2 does nothing', () => {
    render(<OverviewShowcase />);
    fireEvent.click(screen.getByLabelText('Rename sessions'));
    focusItem('Welcome talk');
    press('F2');
    expect(within(tree()).queryByRole('textbox')).toBeNull();
    press('Enter');
    const input = within(tree()).getByRole('textbox');
    fireEvent.change(input, { target: { value: 'Opening words' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(within(tree()).getByText('Opening words')).toBeTruthy();
    expect(state(/^Last change/)).toBe('renamed “Welcome talk” to “Opening words”');

    focusItem('Evening social');
    press('Enter');
    fireEvent.keyDown(within(tree()).getByRole('textbox'), { key: 'Escape' });
    expect(within(tree()).getByText('Evening social')).toBeTruthy();
    // Days are not editable, so Enter still opens and closes them.
    focusItem('Friday');
    press('Enter');
    expect(item('Friday').getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a branch from the arrow only when the trigger is the icon container', () => {
    render(<OverviewShowcase />);
    fireEvent.click(within(tree()).getByText('Saturday'));
    expect(item('Saturday').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByLabelText('The arrow only'));
    fireEvent.click(within(tree()).getByText('Saturday'));
    expect(item('Saturday').getAttribute('aria-expanded')).toBe('true');
  });

  it('swaps in Rich Tree View Pro, with its watermark, when reordering is on', () => {
    render(<OverviewShowcase />);
    expect(state(/^Component/)).toBe('RichTreeView');
    fireEvent.click(screen.getByLabelText('Drag to reorder'));
    expect(state(/^Component/)).toBe('RichTreeViewPro');
    expect(screen.getByText(/MUI X Missing license key/)).toBeTruthy();
    expect(item('Saturday').getAttribute('aria-expanded')).toBe('false');
    expect(item('Friday').getAttribute('aria-expanded')).toBe('true');
  });

  it('swaps the arrows for folder icons through the slots', () => {
    const { container } = render(<OverviewShowcase />);
    expect(container.querySelector('[data-testid="FolderOutlinedIcon"]')).toBeNull();
    fireEvent.click(screen.getByLabelText('Folder icons'));
    expect(within(item('Saturday')).getAllByTestId('FolderOutlinedIcon')).toHaveLength(1);
    expect(within(item('Evening social')).getByTestId('EventNoteOutlinedIcon')).toBeTruthy();
  });

  it('reports a Pro drop in "Last change" and keeps the moved session where it was dropped', () => {
    render(<OverviewShowcase />);
    fireEvent.click(screen.getByLabelText('Drag to reorder'));
    fireEvent.click(within(tree()).getByText('Saturday'));
    const dataTransfer = { effectAllowed: '', dropEffect: 'move', types: [], setDragImage() {}, setData() {} };
    const target = within(tree()).getByText('Workshops').closest<HTMLElement>('[class*="MuiTreeItem-content"]')!;
    // jsdom lays nothing out: give the target row a height, and drop in its middle (which makes a first child).
    target.getBoundingClientRect = () => ({ top: 0, left: 0, height: 40, width: 200 }) as DOMRect;
    fireEvent.dragStart(item('Hack afternoon'), { dataTransfer });
    fireEvent.dragEnter(target, { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer, clientX: 100, clientY: 20 });
    fireEvent.dragEnd(item('Hack afternoon'), { dataTransfer });
    expect(state(/^Last change/)).toBe('moved “Hack afternoon” to position 1 in Workshops');
    expect(within(item('Workshops')).getByText('Hack afternoon')).toBeTruthy();
    expect(within(item('Saturday')).queryByText('Hack afternoon')).toBeNull();
  });
});
