import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

describe('Modal', () => {
  it('lets only the innermost of two open dialogs answer Escape', async () => {
    const user = userEvent.setup();
    const closeOuter = vi.fn();
    const closeInner = vi.fn();
    render(
      <>
        <Modal isOpen onClose={closeOuter} title="Outer">
          <input aria-label="Outer field" />
        </Modal>
        <Modal isOpen onClose={closeInner} title="Inner">
          <input aria-label="Inner field" />
        </Modal>
      </>,
    );
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
