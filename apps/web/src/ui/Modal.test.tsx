import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

/** A page with a button that opens a dialog; closing is the caller's, as in the features. */
function DialogPage({ onClose }: { onClose?: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      <Modal
        isOpen={isOpen}
        onClose={() => {
          onClose?.();
          setIsOpen(false);
        }}
        title="Dialog"
        description="What it is for"
      >
        <input aria-label="Field" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('moves focus to the first field, closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<DialogPage onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    const dialog = screen.getByRole('dialog', { name: 'Dialog' });
    expect(dialog).toHaveAccessibleDescription('What it is for');
    expect(screen.getByLabelText('Field')).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // React Aria gives focus back on the next frame.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<DialogPage />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    await user.tab();
    await user.tab();
    await user.tab();

    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('asks the caller to close for the close button and a press outside', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal isOpen onClose={onClose} title="Dialog">
        <input aria-label="Field" />
      </Modal>,
    );

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    // The overlay around the panel stands for "outside".
    const overlay = screen.getByRole('dialog').parentElement?.parentElement as HTMLElement;
    await user.click(overlay);
    expect(onClose).toHaveBeenCalledTimes(2);
    // Still open: the caller decides.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('lets only the innermost of two open dialogs answer Escape', async () => {
    const user = userEvent.setup();
    const closeOuter = vi.fn();
    const closeInner = vi.fn();
    function NestedDialogs() {
      const [isInnerOpen, setIsInnerOpen] = useState(false);
      return (
        <Modal isOpen onClose={closeOuter} title="Outer">
          <input aria-label="Outer field" />
          <button type="button" onClick={() => setIsInnerOpen(true)}>
            Open inner
          </button>
          <Modal isOpen={isInnerOpen} onClose={closeInner} title="Inner">
            <input aria-label="Inner field" />
          </Modal>
        </Modal>
      );
    }
    render(<NestedDialogs />);
    await user.click(screen.getByRole('button', { name: 'Open inner' }));
    expect(screen.getByLabelText('Inner field')).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(closeInner).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
  });

  it('ignores an Escape a field inside already used', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal isOpen onClose={onClose} title="Dialog">
        <input
          aria-label="Field"
          onKeyDown={(event) => {
            if (event.key === 'Escape') event.preventDefault();
          }}
        />
      </Modal>,
    );

    await user.keyboard('{Escape}');

    expect(onClose).not.toHaveBeenCalled();
  });

  it('can leave the first focus to the dialog itself', () => {
    render(
      <Modal isOpen onClose={() => {}} title="Dialog" autoFocusFirstField={false}>
        <input aria-label="Field" />
      </Modal>,
    );

    expect(screen.getByRole('dialog', { name: 'Dialog' })).toHaveFocus();
  });
});
