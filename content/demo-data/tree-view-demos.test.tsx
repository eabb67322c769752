// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import RichEditingCustomInput from '../react-tree-view/rich-tree-view/demos/rich-editing-custom-input';
import RichEditingSetEdited from '../react-tree-view/rich-tree-view/demos/rich-editing-set-edited';
import RichExpansionIsExpanded from '../react-tree-view/rich-tree-view/demos/rich-expansion-is-expanded';
import SimpleSelectionKeepExisting from '../react-tree-view/simple-tree-view/demos/simple-selection-keep-existing';
import RichLazyInitialItems from '../react-tree-view/rich-tree-view/demos/rich-lazy-initial-items';
import { readTreeLevelNow } from './tree-pro-lazy-server';
import ItemCustomPublicApi from '../react-tree-view/demos/item-custom-public-api';
import ItemCustomSwitchSelection from '../react-tree-view/demos/item-custom-switch-selection';
import OverviewKeyboard from '../react-tree-view/demos/overview-keyboard';
import RichSelectionKeepExisting from '../react-tree-view/rich-tree-view/demos/rich-selection-keep-existing';

afterEach(cleanup);

describe('Rich Tree View selection demos', () => {
  it('replaces, then adds to, the selection from the search box', () => {
    render(<RichSelectionKeepExisting />);
    fireEvent.click(screen.getByRole('treeitem', { name: 'package.json' }).firstElementChild!);
    expect(screen.getByRole('status').textContent).toBe('2 matching, 1 selected');
    fireEvent.click(screen.getByRole('button', { name: 'Add to selection' }));
    expect(screen.getByRole('status').textContent).toBe('2 matching, 3 selected');
    fireEvent.click(screen.getByRole('button', { name: 'Replace selection' }));
    expect(screen.getByRole('status').textContent).toBe('2 matching, 2 selected');
  });
});

describe('Rich Tree View editing demos', () => {
  it('opens a file name with only the part before the extension selected', () => {
    render(<RichEditingCustomInput />);
    fireEvent.doubleClick(screen.getByText('header.tsx'));
    const input = screen.getByDisplayValue<HTMLInputElement>('header.tsx');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'header'.length]);
  });

  it('adds a chapter and opens its name for editing, then keeps the typed name', () => {
    render(<RichEditingSetEdited />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a chapter' }));
    const input = screen.getByDisplayValue<HTMLInputElement>('New chapter');
    fireEvent.change(input, { target: { value: 'Soups' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('treeitem', { name: 'Soups' })).toBeTruthy();
  });
});

describe('expansion and Simple Tree View selection demos', () => {
  it('reads whether the selected person’s team is open, and toggles it', () => {
    render(<RichExpansionIsExpanded />);
    fireEvent.click(screen.getByText('Amara Okafor'));
    fireEvent.click(screen.getByRole('button', { name: 'Hide Amara Okafor’s team' }));
    expect(screen.getByRole('button', { name: 'Show Amara Okafor’s team' })).toBeTruthy();
    expect(screen.getByText('Amara Okafor').closest('[role="treeitem"]')?.getAttribute('aria-expanded')).toBe('false');
  });

  it('adds the unread messages to what the reader selected', () => {
    render(<SimpleSelectionKeepExisting />);
    fireEvent.click(screen.getByText('Lunch order'));
    fireEvent.click(screen.getByRole('button', { name: 'Add the unread messages' }));
    expect(screen.getByRole('status').textContent).toBe('4 selected');
  });
});

describe('Rich Tree View lazy loading demos', () => {
  it('shows the preloaded first level without asking the server for it', async () => {
    render(<RichLazyInitialItems />);
    const first = readTreeLevelNow()[0]!;
    expect(screen.getByText(first.label)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status').textContent).toBe('Requests so far: none');
  });
});

describe('item customization demos', () => {
  it('selects with the switches, adding to the selection', () => {
    render(<ItemCustomSwitchSelection />);
    fireEvent.click(screen.getByLabelText('Add Pancakes to the menu'));
    fireEvent.click(screen.getByLabelText('Add Mushroom risotto to the menu'));
    expect(screen.getByRole('status').textContent).toBe('On the menu: risotto, pancakes');
  });

  it('opens a folder and every folder inside it from its button', () => {
    render(<ItemCustomPublicApi />);
    const button = screen.getAllByRole('button', { name: /^Open everything in / })[0]!;
    const folder = button.closest('[role="treeitem"]')!;
    fireEvent.click(button);
    const nested = [folder, ...folder.querySelectorAll('[role="treeitem"][aria-expanded]')];
    expect(nested.length).toBeGreaterThan(1);
    expect(nested.map((element) => element.getAttribute('aria-expanded'))).not.toContain('false');
  });
});

describe('Tree View overview demos', () => {
  it('names each key with what the tree reported', () => {
    render(<OverviewKeyboard />);
    const friday = screen.getByRole('treeitem', { name: /^Friday/ });
    act(() => friday.focus());
    fireEvent.keyDown(friday, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    const lines = screen.getAllByRole('listitem').map((line) => line.textContent);
    expect(lines).toContain('ArrowDown → focus on friday-welcome');
    expect(lines).toContain('Space → selected friday-welcome');
  });
});
