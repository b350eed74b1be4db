import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { ApiError } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { describeError, ErrorPage, notFound } from './error-page';

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home</p> },
      { path: '/missing', element },
    ],
    { initialEntries: ['/missing'] },
  );
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

describe('ErrorPage', () => {
  it('says the page was not found by default', async () => {
    renderAt(<ErrorPage />);
    expect(screen.getByText('404')).toBeVisible();
    expect(screen.getByRole('heading', { name: "This is not the page you're looking for." })).toBeVisible();
    expect(screen.getByText('We are sorry but this page could not be found.')).toBeVisible();
    expect(screen.getByText('Page Not Found: /missing')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Page Not Found: /missing | Homebuyer Wizard'));
  });

  it('goes back home', async () => {
    const router = renderAt(<ErrorPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Go back home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('Home')).toBeVisible();
  });
});

/** What the router hands to an error element when a loader throws `data(…, { status })`. */
function routeErrorResponse(status: number, statusText: string, body: string) {
  return { status, statusText, internal: false, data: body };
}

describe('describeError', () => {
  it('uses the default texts for a 404', () => {
    expect(describeError(routeErrorResponse(404, 'Not Found', 'gone'))).toEqual(notFound);
  });

  it('shows the status, the status text and a message that adds something', () => {
    expect(describeError(routeErrorResponse(503, 'Service Unavailable', 'The server is restarting.'))).toEqual({
      status: 503,
      title: 'Homebuyer Wizard is not reachable right now.',
      message: 'The server is restarting.',
      pageTitle: 'Service Unavailable',
    });
  });

  it('keeps the status of an API error and its message', () => {
    expect(describeError(new ApiError(403, 'Only professionals can open this page.'))).toMatchObject({
      status: 403,
      message: 'Only professionals can open this page.',
    });
  });

  it('shows an unexpected error as a 500 with its name and message', () => {
    expect(describeError(new TypeError('x is undefined'))).toEqual({
      status: 500,
      title: 'Something went wrong.',
      message: 'x is undefined',
      pageTitle: 'TypeError',
    });
  });

  it('leaves out a message that only repeats the name', () => {
    const error = new Error('Error');
    expect(describeError(error).message).toBeUndefined();
  });
});
