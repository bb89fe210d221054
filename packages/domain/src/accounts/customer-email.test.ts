import { describe, expect, it } from 'vitest';
import { customerEmailKey } from './customer-email';

describe('customerEmailKey: the same customer behind different spellings of an address', () => {
  it.each([
    ['a plain address', 'anna@example.ch', 'anna@example.ch'],
    ['capitals anywhere', 'Anna.Muster@Example.CH', 'anna.muster@example.ch'],
    ['spaces around it', '  anna@example.ch ', 'anna@example.ch'],
    ['a plus tag', 'anna+1@example.ch', 'anna@example.ch'],
    ['a plus tag in capitals', 'ANNA+Shop@example.ch', 'anna@example.ch'],
    ['everything after the first plus', 'anna+a+b@example.ch', 'anna@example.ch'],
    ['dots elsewhere than Gmail', 'a.n.n.a@example.ch', 'a.n.n.a@example.ch'],
    ['dots at Gmail', 'a.n.n.a@gmail.com', 'anna@gmail.com'],
    ['googlemail.com as gmail.com', 'Anna.M@GoogleMail.com', 'annam@gmail.com'],
    ['dots and a tag at Gmail', 'a.nna+coupon@gmail.com', 'anna@gmail.com'],
    ['a local part that is only a tag', '+tag@example.ch', '+tag@example.ch'],
    ['a Gmail local part that is only dots', '..@gmail.com', '..@gmail.com'],
    ['a sub-domain of Gmail is not Gmail', 'a.nna@mail.gmail.com', 'a.nna@mail.gmail.com'],
    ['something that is not an address', 'not-an-address', 'not-an-address'],
  ])('%s: %s → %s', (_, email, key) => {
    expect(customerEmailKey(email)).toBe(key);
  });

  it('gives one key to every spelling of one mailbox, and different keys to different mailboxes', () => {
    const same = ['anna@gmail.com', 'A.N.N.A@gmail.com', 'anna+1@googlemail.com', 'Anna+x@Gmail.com'];
    expect(new Set(same.map(customerEmailKey)).size).toBe(1);
    const different = ['anna@example.ch', 'anna@gmail.com', 'anne@example.ch', 'a.nna@example.ch'];
    expect(new Set(different.map(customerEmailKey)).size).toBe(different.length);
  });
});
