import { describe, expect, it } from 'vitest';
import { googleCalendarLink, outlookCalendarLink } from './calendar-links.ts';

const call = {
  title: 'Homebuyer Appointment Call',
  details: 'A call about a program & its rules.',
  startsAt: new Date('2026-12-02T15:00:00Z'),
  endsAt: new Date('2026-12-02T15:30:00Z'),
  location: 'https://meet.jit.si/HomebuyerWizard-abc',
};

describe('calendar links of a call', () => {
  it('fills in Google Calendar’s new-event form with the call’s instants in UTC', () => {
    const url = new URL(googleCalendarLink(call));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Homebuyer Appointment Call',
      dates: '20261202T150000Z/20261202T153000Z',
      details: 'A call about a program & its rules.',
      location: 'https://meet.jit.si/HomebuyerWizard-abc',
    });
  });

  it('fills in Outlook’s new-event form, and leaves out a place the call does not have yet', () => {
    const url = new URL(outlookCalendarLink({ ...call, location: null }));
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      path: '/calendar/action/compose',
      rru: 'addevent',
      subject: 'Homebuyer Appointment Call',
      startdt: '2026-12-02T15:00:00.000Z',
      enddt: '2026-12-02T15:30:00.000Z',
      body: 'A call about a program & its rules.',
    });
  });
});
