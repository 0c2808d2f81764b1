import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu, MenuItem } from './Menu';

function renderMenu(onAction = vi.fn()) {
  render(
    <>
      <p>Outside</p>
      <Menu label="Message options" trigger="…" isIconOnly onAction={onAction}>
        <MenuItem id="edit">Edit</MenuItem>
        <MenuItem id="pin">Pin</MenuItem>
        <MenuItem id="delete" isDanger>
          Delete
        </MenuItem>
      </Menu>
    </>,
  );
  return { user: userEvent.setup(), onAction };
}

// An open menu hides the page behind it from assistive technology, the trigger included.
const trigger = () => screen.getByRole('button', { name: 'Message options', hidden: true });

describe('Menu', () => {
  it('names an icon-only trigger in a tooltip too', () => {
    renderMenu();

    expect(screen.getByTitle('Message options')).toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'true');
  });

  it('opens on the first item with the keyboard, wraps with the arrow keys, acts on Enter', async () => {
    const { user, onAction } = renderMenu();

    trigger().focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu', { name: 'Message options' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');

    expect(onAction.mock.calls.map(([id]) => id)).toEqual(['pin']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // React Aria gives focus back on the next frame.
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const { user, onAction } = renderMenu();

    await user.click(trigger());
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // React Aria gives focus back on the next frame.
    await waitFor(() => expect(trigger()).toHaveFocus());
    expect(onAction).not.toHaveBeenCalled();
  });

  it('closes on a press outside', async () => {
    const { user } = renderMenu();

    await user.click(trigger());
    await user.click(screen.getByText('Outside'));

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
