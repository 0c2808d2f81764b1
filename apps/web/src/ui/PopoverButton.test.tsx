import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PopoverButton } from './PopoverButton';

function renderPopover() {
  render(
    <>
      <p>Outside</p>
      <PopoverButton label="Filters" trigger="Filters">
        {(close) => (
          <>
            <input aria-label="Search" />
            <button type="button" onClick={close}>
              Done
            </button>
          </>
        )}
      </PopoverButton>
    </>,
  );
  return userEvent.setup();
}

// An open panel hides the page behind it from assistive technology, the button included.
const trigger = () => screen.getByRole('button', { name: 'Filters', hidden: true });

describe('PopoverButton', () => {
  it('opens a named panel, closes on Escape and gives focus back to the button', async () => {
    const user = renderPopover();

    await user.click(trigger());
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByLabelText('Search'));
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it('closes from inside (its done button) and on a press outside', async () => {
    const user = renderPopover();

    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(trigger());
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
