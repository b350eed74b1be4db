/**
 * The footer (docs/product.md section 9): the four links, the newsletter and the Contact Us block,
 * then the legal links.
 */
import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import IconMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import IconPhone from '@tabler/icons-react/dist/esm/icons/IconPhone.mjs';
import { lazy } from 'react';
import { Link } from 'react-router';
import { Deferred } from '@/components/deferred';
import { Logo } from '@/components/logo';
import { contact, paths } from '@/config/paths';
import { footerLinks } from './navigation';
import classes from './site-footer.module.css';

const NewsletterForm = lazy(() =>
  import('@/features/newsletter/components/newsletter-form').then((module) => ({ default: module.NewsletterForm })),
);

/** The newsletter form's size while its code loads, so that nothing moves when it appears. */
const newsletterPlaceholder = (
  <Stack gap="sm" aria-hidden="true">
    <Skeleton height={16} width={48} />
    <Skeleton height={36} />
    <Skeleton height={36} width={104} />
  </Stack>
);

export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <div className={classes.columns}>
        <Stack gap="sm">
          <Logo height={40} />
          <Text size="sm" c="dimmed">
            Homebuyer Wizard finds the homebuyer assistance you may qualify for and connects you with a participating
            lender who can help you use it.
          </Text>
          <nav aria-label="Footer">
            <ul className={classes.links}>
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Anchor component={Link} to={link.to} underline="hover" className={classes.link}>
                    {link.label}
                  </Anchor>
                </li>
              ))}
            </ul>
          </nav>
        </Stack>

        <Stack gap="xs">
          <Title order={2} size="h4">
            Newsletter
          </Title>
          <Text size="sm" c="dimmed">
            Once a month: new programs, funding that opens or runs out, and tips for first-time buyers. Unsubscribe at
            any time.
          </Text>
          <Deferred placeholder={newsletterPlaceholder}>
            <NewsletterForm />
          </Deferred>
        </Stack>

        <Stack gap="xs">
          <Title order={2} size="h4">
            Contact Us
          </Title>
          <Text size="sm" c="dimmed">
            Questions about a program, your account or a booked call? We answer on business days.
          </Text>
          <Group gap="sm">
            <Button
              component="a"
              href={`mailto:${contact.email}`}
              variant="default"
              leftSection={<IconMail size={18} stroke={1.75} aria-hidden="true" />}
            >
              Email Address
            </Button>
            <Button
              component="a"
              href={`tel:${contact.phone}`}
              variant="default"
              leftSection={<IconPhone size={18} stroke={1.75} aria-hidden="true" />}
            >
              Mobile Number
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {contact.email} · {contact.phoneLabel}
          </Text>
        </Stack>
      </div>

      <div className={classes.legal}>
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} Homebuyer Wizard
        </Text>
        <Group gap="md">
          <Anchor component={Link} to={paths.blog} size="sm" c="dimmed" underline="hover">
            Blog
          </Anchor>
          <Anchor component={Link} to={paths.docs} size="sm" c="dimmed" underline="hover">
            Help
          </Anchor>
          <Anchor component={Link} to={paths.pricing} size="sm" c="dimmed" underline="hover">
            Pricing
          </Anchor>
          <Anchor component={Link} to={paths.privacyPolicy} size="sm" c="dimmed" underline="hover">
            Privacy policy
          </Anchor>
          <Anchor component={Link} to={paths.termsOfUse} size="sm" c="dimmed" underline="hover">
            Terms of use
          </Anchor>
        </Group>
      </div>
    </footer>
  );
}
