import { describe, expect, it } from 'vitest';
import { endpointAddressProblem } from './endpoint-addresses.ts';

describe('the address of a webhook endpoint', () => {
  it.each([
    ['https on the internet', 'https://crm.example.com/hooks', true, null],
    ['http on the internet', 'http://crm.example.com/hooks', true, 'https://'],
    ['http to this machine in production', 'http://localhost:3000/hooks', true, 'https://'],
    ['https to this machine in production', 'https://localhost/hooks', true, 'private network'],
    ['a private address', 'https://10.1.2.3/hooks', true, 'private network'],
    ['the cloud metadata address', 'https://169.254.169.254/latest', true, 'private network'],
    ['an IPv6 loopback', 'https://[::1]/hooks', true, 'private network'],
    ['a loopback written as IPv6', 'https://[::ffff:127.0.0.1]/hooks', true, 'private network'],
    ['a loopback written as one number', 'https://2130706433/hooks', true, 'private network'],
    ['a name of the local network', 'https://printer.local/hooks', true, 'private network'],
    ['a public address', 'https://93.184.215.14/hooks', true, null],
    ['a user name in the address', 'https://user:pass@crm.example.com/hooks', true, 'password'],
    ['http to this machine outside production', 'http://localhost:3000/hooks', false, null],
    ['http to 127.0.0.1 outside production', 'http://127.0.0.1:3000/hooks', false, null],
    ['http elsewhere outside production', 'http://crm.example.com/hooks', false, 'https://'],
  ])('%s', (_case, address, production, problem) => {
    const found = endpointAddressProblem(address, production);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });
});
