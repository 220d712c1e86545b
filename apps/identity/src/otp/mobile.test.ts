import { describe, expect, it } from 'vitest';
import { normaliseMobile, toE164 } from './mobile.js';

describe('normaliseMobile', () => {
  it.each([
    ['09121234567', '09121234567'],
    ['۰۹۱۲۱۲۳۴۵۶۷', '09121234567'],
    ['٠٩١٢١٢٣٤٥٦٧', '09121234567'],
    ['+989121234567', '09121234567'],
    ['00989121234567', '09121234567'],
    ['989121234567', '09121234567'],
    ['9121234567', '09121234567'],
    [' 0912 123 4567 ', '09121234567'],
    ['0912-123-4567', '09121234567'],
    ['\u200f۰۹۱۲\u200c۱۲۳۴۵۶۷', '09121234567'],
    ['+۹۸۹۱۲۱۲۳۴۵۶۷', '09121234567'],
  ])('accepts %j as %s', (input, expected) => {
    expect(normaliseMobile(input)).toEqual({ ok: true, mobile: expected });
  });

  it.each(['0912123456', '091212345678', '08121234567', '02188776655', '+18005551234', 'abc', '0912abc4567'])(
    'refuses %j',
    (input) => {
      expect(normaliseMobile(input)).toEqual({ ok: false, reason: 'invalid' });
    },
  );

  it('tells an empty field apart from a wrong number', () => {
    expect(normaliseMobile('   ')).toEqual({ ok: false, reason: 'empty' });
    expect(normaliseMobile(undefined)).toEqual({ ok: false, reason: 'empty' });
  });

  it('gives the E.164 form for the standard phone_number claim', () => {
    expect(toE164('09121234567')).toBe('+989121234567');
  });
});
