import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../../platform/notify/notify';
import { toastCloseMessages } from './toastClose.messages';
import { ToastArea } from './ToastArea';

describe('ToastArea', () => {
  it('mounts no toast container before the page has painted', () => {
    const { container } = render(<ToastArea placement="public" />);
    expect(container.querySelector('.Toastify')).toBeNull();
  });

  it('shows a toast raised before the container mounted, once it has', async () => {
    // Raised on the first render, before the container is fetched after the first paint.
    notify.error('Could not sign in', { toastId: 'early' });
    render(<ToastArea placement="public" />);
    expect(screen.queryByText('Could not sign in')).toBeNull();

    expect(await screen.findByText('Could not sign in', {}, { timeout: 3000 })).toBeVisible();
  });

  it('shows the signed-in app’s queued toasts in its own container', async () => {
    notify.success('Saved', { toastId: 'app-early' });
    render(<ToastArea placement="app" />);
    expect(await screen.findByText('Saved', {}, { timeout: 3000 })).toBeVisible();
  });

  it('gives each toast a close button named in the page’s language', async () => {
    notify.error('Could not save', { toastId: 'closable', autoClose: false });
    render(<ToastArea placement="app" />);
    const toast = (await screen.findByText('Could not save', {}, { timeout: 3000 })).closest(
      '.Toastify__toast',
    ) as HTMLElement;
    expect(within(toast).getByRole('button', { name: toastCloseMessages.close })).toBeVisible();
    expect(within(toast).queryByRole('button', { name: 'close' })).toBeNull();
  });
});
