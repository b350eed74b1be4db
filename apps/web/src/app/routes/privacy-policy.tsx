/** Privacy policy (/privacy-policy): what we collect, why, who sees it, how long we keep it, and your rights. */
import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { contact, paths } from '@/config/paths';
import { LegalDocument, type LegalSection } from '@/features/legal/components/legal-document';

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    body: (
      <Text>
        Homebuyer Wizard ("we", "us") helps people find homebuyer assistance programs they may qualify for and book
        calls with participating lenders and housing professionals. This policy covers the website and the service at
        homebuyerwizard.com. We are responsible for the personal information described here.
      </Text>
    ),
  },
  {
    id: 'what-we-collect',
    heading: 'What we collect',
    body: (
      <>
        <Text>We collect only what the service needs:</Text>
        <List spacing="xs" mt="xs">
          <List.Item>
            <strong>Your account:</strong> your name, email address and mobile number; your password, stored only as a
            one-way hash that nobody can read back; and, if you add them, your photo, date of birth, state and how you
            heard about us. If you sign in with Google or Microsoft, we receive your name, email address and an
            identifier from them, never your password.
          </List.Item>
          <List.Item>
            <strong>Your questionnaire answers:</strong> where you want to buy, your household size and income, whether
            you have owned a home recently, veteran status, occupation, the price and type of home, your credit score
            range, savings, loan preference and timeline.
          </List.Item>
          <List.Item>
            <strong>Your appointments:</strong> the professional and program, the date and time, the meeting link, and
            any notes or messages you add.
          </List.Item>
          <List.Item>
            <strong>Calendar connections:</strong> if you or a professional connect a Google or Microsoft calendar, we
            keep the access tokens the provider gives us. They are encrypted when stored, never sent to your browser,
            and used only to create, update and cancel the events of booked calls.
          </List.Item>
          <List.Item>
            <strong>Newsletter:</strong> your email address, if you subscribe.
          </List.Item>
          <List.Item>
            <strong>Technical data:</strong> a session cookie that keeps you signed in, and server logs (IP address,
            browser, the pages and calls requested) that we use to keep the service secure and working. Your colour mode
            choice is kept in your own browser. We use no advertising cookies and no third-party trackers.
          </List.Item>
        </List>
      </>
    ),
  },
  {
    id: 'why',
    heading: 'Why we use it',
    body: (
      <List spacing="xs">
        <List.Item>
          To match you with programs and estimate what they could be worth, which is the service itself.
        </List.Item>
        <List.Item>
          To book, remind you of, change and cancel calls, and to put them in the calendars you connected.
        </List.Item>
        <List.Item>
          To send you the emails you need (codes, confirmations, reminders) and the newsletter if you asked for it.
        </List.Item>
        <List.Item>To protect accounts, prevent abuse and fix problems.</List.Item>
        <List.Item>
          To understand, in aggregate, which parts of the service help people, so that we can improve it.
        </List.Item>
      </List>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    body: (
      <>
        <Text>
          <strong>The professional you book.</strong> When you book a call, that lender or expert sees your name, email
          address, mobile number, the program and the notes you wrote, so that they can prepare. When you ask for an
          expert on a program, the program's administrator receives the same, with the household income you entered in
          the request.
        </Text>
        <Text>
          <strong>Service providers</strong> who run parts of the service for us under contract (hosting, email
          delivery, and the calendar provider you connect), only for that purpose.
        </Text>
        <Text>
          <strong>The law.</strong> When we are legally required to, and then only what is required.
        </Text>
        <Text>We never sell your personal information and never share it for advertising.</Text>
      </>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: (
      <List spacing="xs">
        <List.Item>Your account, answers and appointments: while your account is open.</List.Item>
        <List.Item>
          After you close your account: deleted within 30 days, except what the law requires us to keep.
        </List.Item>
        <List.Item>Calendar tokens: until you disconnect the calendar or close your account.</List.Item>
        <List.Item>
          Newsletter address: until you unsubscribe, which every newsletter email lets you do in one click.
        </List.Item>
        <List.Item>Server logs: 30 days.</List.Item>
      </List>
    ),
  },
  {
    id: 'rights',
    heading: 'Your rights',
    body: (
      <>
        <Text>
          You can see and correct most of your information in your profile at any time. You can also ask us for a copy
          of everything we hold about you, to correct or delete it, or to stop using it for a purpose, and you can
          withdraw a consent you gave, such as a calendar connection or the newsletter. Residents of California and
          other states with privacy laws have these rights by law; we give them to everyone.
        </Text>
        <Text>We answer within 30 days and never treat you differently for asking.</Text>
      </>
    ),
  },
  {
    id: 'security',
    heading: 'How we protect it',
    body: (
      <Text>
        Connections are encrypted, passwords are stored with a strong one-way hash, sessions expire and end when you
        sign out, calendar tokens are encrypted at rest, and only the people who run the service can reach the data, for
        that purpose. No system is perfectly secure; if a breach ever affects you, we will tell you promptly.
      </Text>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    body: (
      <Text>
        The service is meant for adults buying a home. We do not knowingly collect information from anyone under 18.
      </Text>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: (
      <Text>
        If we change this policy, we will publish the new version here with its date, and email you before a change that
        affects how we use your information takes effect.
      </Text>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact us',
    body: (
      <Text>
        Questions or requests: write to <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor> or call{' '}
        <Anchor href={`tel:${contact.phone}`}>{contact.phoneLabel}</Anchor>. See also our{' '}
        <Anchor component={Link} to={paths.termsOfUse}>
          terms of use
        </Anchor>
        .
      </Text>
    ),
  },
];

export default function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy policy"
      effective="November 1, 2026"
      summary="In short: we collect what we need to find your programs and book your calls, we share it only with the professional you choose to book, and we never sell it."
      sections={sections}
    />
  );
}
