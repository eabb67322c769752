// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import RichEditingCustomInput from '../react-tree-view/rich-tree-view/demos/rich-editing-custom-input';
import RichEditingSetEdited from '../react-tree-view/rich-tree-view/demos/rich-editing-set-edited';
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
