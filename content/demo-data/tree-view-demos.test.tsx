// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
