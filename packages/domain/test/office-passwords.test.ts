import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_TEXT } from '../src/office/common-passwords';
import { isCommonPassword, NewOfficePasswordSchema, OFFICE_PASSWORD_MIN } from '../src/office/passwords';

describe('office passwords', () => {
  it('ships the 10,000 most common passwords, one per line, without duplicates', () => {
    const list = COMMON_PASSWORDS_TEXT.split('\n');
    expect(list).toHaveLength(10_000);
    expect(new Set(list).size).toBe(10_000);
    expect(list.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
  });

  it('knows a common password in any case, and nothing else', () => {
    expect(isCommonPassword('qwertyuiop')).toBe(true);
    expect(isCommonPassword('QwertyUIOP')).toBe(true);
    expect(isCommonPassword('lange-zin-als-wachtwoord')).toBe(false);
  });

  it.each([
    ['kort-wacht', true],
    ['123456789', false],
    ['1234567890', false],
    ['Password12', false],
    ['bouwplaats-7', true],
    ['x'.repeat(200), true],
    ['x'.repeat(201), false],
  ])('%j is accepted: %s', (password, accepted) => {
    expect(NewOfficePasswordSchema.safeParse(password).success).toBe(accepted);
  });

  it('asks for at least 10 characters', () => {
    expect(OFFICE_PASSWORD_MIN).toBe(10);
    const result = NewOfficePasswordSchema.safeParse('a'.repeat(9));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('must be at least 10 characters');
  });
});
