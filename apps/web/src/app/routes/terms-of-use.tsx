/** Terms of use (/terms-of-use): what Homebuyer Wizard is and is not, and the rules for using it. */
import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { contact, paths } from '@/config/paths';
import { LegalDocument, type LegalSection } from '@/features/legal/components/legal-document';

const sections: LegalSection[] = [
  {
    id: 'agreement',
    heading: 'Agreement',
    body: (
      <Text>
        By using Homebuyer Wizard you agree to these terms and to our{' '}
        <Anchor component={Link} to={paths.privacyPolicy}>
          privacy policy
        </Anchor>
        . If you do not agree, please do not use the service.
      </Text>
    ),
  },
  {
    id: 'what-we-are',
    heading: 'What Homebuyer Wizard is, and is not',
    body: (
      <>
        <Text>
          We tell you which homebuyer assistance programs you may qualify for, estimate what they could be worth, and
          help you book calls with participating lenders and housing professionals.
        </Text>
        <Text>
          We are not a lender or a mortgage broker, and nothing on the service is a loan offer, a commitment to lend, or
          financial, tax or legal advice. Eligibility and amounts are estimates based on the rules programs publish and
          on your answers. Programs change their rules and can run out of funds; only the program and your lender can
          confirm what you receive.
        </Text>
      </>
    ),
  },
  {
    id: 'account',
    heading: 'Your account',
    body: (
      <List spacing="xs">
        <List.Item>You must be at least 18 and give accurate information.</List.Item>
        <List.Item>An account is for one person. Keep your password and one-time codes to yourself.</List.Item>
        <List.Item>Tell us straight away if you think someone else has used your account.</List.Item>
        <List.Item>You can close your account at any time by writing to us.</List.Item>
      </List>
    ),
  },
  {
    id: 'calls',
    heading: 'Booking calls',
    body: (
      <>
        <Text>
          Professionals on Homebuyer Wizard are independent; they are not our employees or agents, and they are
          responsible for their own advice and services. Please join the calls you book, or cancel them in the app if
          you cannot, so that the time goes to someone else.
        </Text>
        <Text>
          Professionals who list themselves confirm that they hold the licences their work requires (such as an NMLS
          registration for loan originators) and that the programs and details they show are accurate.
        </Text>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable use',
    body: (
      <>
        <Text>Do not:</Text>
        <List spacing="xs" mt="xs">
          <List.Item>pretend to be someone else or give false information to a professional;</List.Item>
          <List.Item>use the service to send spam or to harass anyone;</List.Item>
          <List.Item>copy the program catalogue in bulk or scrape the service;</List.Item>
          <List.Item>
            probe, overload or try to get around the security of the service (if you find a weakness, please tell us at{' '}
            {contact.email});
          </List.Item>
          <List.Item>use the service for anything unlawful.</List.Item>
        </List>
      </>
    ),
  },
  {
    id: 'content',
    heading: 'Our content and yours',
    body: (
      <Text>
        The service, its design and its texts belong to Homebuyer Wizard. Program facts come from the programs' public
        information. What you enter stays yours; you allow us to use it to run the service for you as the privacy policy
        describes.
      </Text>
    ),
  },
  {
    id: 'third-parties',
    heading: 'Other services',
    body: (
      <Text>
        Signing in with Google or Microsoft, connecting a calendar and joining a video call use those companies'
        services, under their own terms. We are not responsible for them.
      </Text>
    ),
  },
  {
    id: 'liability',
    heading: 'Disclaimers and liability',
    body: (
      <Text>
        We work to keep the service accurate and available, but we provide it as it is, without warranties. To the
        extent the law allows, we are not liable for indirect losses, or for decisions made on the basis of an estimate
        or of a professional's advice. Nothing in these terms limits rights you have by law that cannot be limited.
      </Text>
    ),
  },
  {
    id: 'ending',
    heading: 'Ending use',
    body: (
      <Text>
        You can stop using the service at any time. We may suspend an account that breaks these terms, and will tell you
        why unless the law or safety prevents it.
      </Text>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    body: (
      <Text>
        We will publish any new version here with its date and email account holders before a significant change takes
        effect. Using the service after that means you accept the new terms.
      </Text>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact us',
    body: (
      <Text>
        Write to <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor> or call{' '}
        <Anchor href={`tel:${contact.phone}`}>{contact.phoneLabel}</Anchor>.
      </Text>
    ),
  },
];

export default function TermsOfUse() {
  return (
    <LegalDocument
      title="Terms of use"
      effective="November 1, 2026"
      summary="In short: we help you find assistance and the right people, but we are not a lender, our amounts are estimates, and we ask you to use the service fairly."
      sections={sections}
    />
  );
}
