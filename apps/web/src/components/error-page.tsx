/**
 * The error page (docs/product.md sections 9 and 15): the status code, a heading, a message and a way
 * home. Used for addresses that do not exist and for failures while showing a page.
 */
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense, useContext } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import classes from './error-page.module.css';
import { NotFoundSuggestions } from './not-found-suggestions';
import { PageTitle } from './page-title';

export type ErrorDescription = { status: number; title: string; message?: string; pageTitle: string };

export const notFound: ErrorDescription = {
  status: 404,
  title: "This is not the page you're looking for.",
  message: 'We are sorry but this page could not be found.',
  pageTitle: 'Page not found',
};

const headings: Record<number, string> = {
  400: 'That request did not look right.',
  401: 'Please sign in to see this page.',
  403: 'This page is not open to your account.',
  429: 'Too many requests.',
  500: 'Something went wrong.',
  503: 'Homebuyer Wizard is not reachable right now.',
};

/** Turns whatever a page threw into what the error page says: status, name or status text, and the message when it adds something. */
export function describeError(error: unknown): ErrorDescription {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return notFound;
    const title = headings[error.status] ?? (error.statusText || 'Something went wrong.');
    const message = typeof error.data === 'string' && error.data !== title ? error.data : undefined;
    return { status: error.status, title, message, pageTitle: error.statusText || 'Error' };
  }
  if (error instanceof Error) {
    const status = 'status' in error && typeof error.status === 'number' && error.status >= 400 ? error.status : 500;
    if (status === 404) return { ...notFound, message: error.message || notFound.message };
    const title = headings[status] ?? 'Something went wrong.';
    return {
      status,
      title,
      message: error.message && error.message !== error.name && error.message !== title ? error.message : undefined,
      pageTitle: error.name === 'Error' ? 'Something went wrong' : error.name,
    };
  }
  return { status: 500, title: headings[500] ?? '', pageTitle: 'Something went wrong' };
}

/** The message of docs/product.md section 15 for an address that names nothing. */
export const notFoundMessage = (pathname: string) => `Page Not Found: ${pathname}`;

export function ErrorPage({ error = notFound }: { error?: ErrorDescription }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const Suggestions = useContext(NotFoundSuggestions);
  const canRetry = error.status >= 500;
  const missing = error.status === 404;
  return (
    <Center component="section" aria-labelledby="error-title" mih="60vh" px="md" py={64}>
      <PageTitle title={missing ? notFoundMessage(pathname) : error.pageTitle} />
      <Stack align="center" gap="md" maw={560} ta="center">
        <Text className={classes.status}>{error.status}</Text>
        <Title order={1} id="error-title" fz={{ base: 24, sm: 32 }}>
          {error.title}
        </Title>
        {missing && <Text fw={600}>{notFoundMessage(pathname)}</Text>}
        {error.message && (
          <Text c="dimmed" size="lg">
            {error.message}
          </Text>
        )}
        <Group justify="center" mt="sm">
          {/* Navigating away clears the router's error. */}
          <Button size="md" onClick={() => navigate('/')}>
            Go back home
          </Button>
          {canRetry && (
            <Button size="md" variant="default" onClick={() => window.location.reload()}>
              Reload the page
            </Button>
          )}
        </Group>
        {missing && Suggestions && (
          <Suspense fallback={null}>
            <Suggestions pathname={pathname} />
          </Suspense>
        )}
      </Stack>
    </Center>
  );
}

/** The router's error element: shows what went wrong while loading or showing a page. */
export function RouteErrorPage() {
  return <ErrorPage error={describeError(useRouteError())} />;
}
