import { matchRoute, type Role, roles } from '@hbw/contract';
import { describe, expect, it } from 'vitest';
import { notYourPageMessage, roleMayOpen, roleShells } from './role-shells';

const linksOf = (role: Role) => {
  const shell = roleShells[role];
  return [shell.home, ...[...shell.headerLinks, ...shell.accountLinks, ...shell.areaLinks].map((link) => link.to)];
};

describe('the shell of each role', () => {
  it.each(roles)('offers a %s only pages they may open', (role) => {
    for (const address of linksOf(role)) {
      if (address === '/logout') continue;
      const match = matchRoute(address);
      expect(match?.kind, address).toBe('page');
      if (match?.kind === 'page') expect(roleMayOpen(role, match.route.access), `${role}: ${address}`).toBe(true);
    }
  });

  it('never offers a professional a buyer’s link', () => {
    const offered = linksOf('professional');
    for (const buyerOnly of ['/app/favorites-chips', '/app/wizard-results', '/app/my-pals', '/dashboard']) {
      expect(offered).not.toContain(buyerOnly);
    }
    expect(roleShells.professional.headerLinks.map((link) => link.label)).toEqual([
      'Your calls',
      'Your hours',
      'Your directory entry',
      'Your profile',
    ]);
  });

  it('lands console staff on the console', () => {
    expect(roleShells.admin.home).toBe('/admin');
    expect(roleShells.admin.headerLinks).toEqual([{ label: 'Console', to: '/admin' }]);
  });

  it.each([
    ['professional', 'signed-in', 'That page is for home buyers, so we brought you to the calls booked with you.'],
    ['buyer', 'professional', 'That page is for lenders and housing experts, so we brought you to your dashboard.'],
    ['admin', 'signed-in', 'That page is for home buyers, so we brought you to the console.'],
  ] as const)('tells a %s why a page of %s access sent them home', (role, access, message) => {
    expect(roleMayOpen(role, access)).toBe(false);
    expect(notYourPageMessage(role, access)).toBe(message);
  });

  it('lets every role open public pages and their own account’s', () => {
    for (const role of roles) {
      expect(roleMayOpen(role, 'public')).toBe(true);
      expect(roleMayOpen(role, 'account')).toBe(true);
    }
  });
});
