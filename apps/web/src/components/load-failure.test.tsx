import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailure } from './load-failure';

function renderFailure(element: React.ReactNode) {
  return render(<MantineProvider>{element}</MantineProvider>);
}

describe('LoadFailure', () => {
  it("says what could not load, in the server's words, and tries again when asked", async () => {
    const retry = vi.fn();
    renderFailure(
      <LoadFailure title="We couldn't load your calls" error={new Error('Down for maintenance.')} onRetry={retry} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your calls");
    expect(alert).toHaveTextContent('Down for maintenance.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it("says the screen's words instead of the error's when it has them", () => {
    renderFailure(
      <LoadFailure
        title="We couldn't load your passkeys"
        error={new Error('NotAllowedError')}
        message="Passkeys are off."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Passkeys are off.');
    expect(screen.queryByText('NotAllowedError')).toBeNull();
  });

  it('offers no retry when the screen gives none', () => {
    renderFailure(<LoadFailure title="We couldn't load the programs" error={new Error('Gone.')} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
