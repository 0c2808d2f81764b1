import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMoney, minorToInput, parseMoney, parsePercent } from './money';

describe('money in minor units', () => {
  it('knows the decimals of each currency', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
  });

  it('formats minor units with the currency', () => {
    expect(formatMoney(450, 'EUR')).toMatch(/4[.,]50/);
    expect(formatMoney(450, 'JPY')).toMatch(/450/);
    expect(formatMoney(-1299, 'USD')).toMatch(/12[.,]99/);
  });

  it('parses typed amounts exactly', () => {
    expect(parseMoney('4.5', 'EUR')).toBe(450);
    expect(parseMoney('4,50', 'EUR')).toBe(450);
    expect(parseMoney('0.29', 'EUR')).toBe(29);
    expect(parseMoney('1.005', 'EUR')).toBeNull();
    expect(parseMoney('12', 'JPY')).toBe(12);
    expect(parseMoney('12.5', 'JPY')).toBeNull();
    expect(parseMoney('abc', 'EUR')).toBeNull();
    expect(parseMoney('-1.20', 'EUR')).toBeNull();
    expect(parseMoney('-1.20', 'EUR', true)).toBe(-120);
  });

  it('turns minor units back into an editable amount', () => {
    expect(minorToInput(450, 'EUR')).toBe('4.50');
    expect(minorToInput(5, 'EUR')).toBe('0.05');
    expect(minorToInput(-120, 'EUR')).toBe('-1.20');
    expect(minorToInput(300, 'JPY')).toBe('300');
  });
});

describe('percentages', () => {
  it('turns a typed percentage into basis points', () => {
    expect(parsePercent('10')).toBe(1000);
    expect(parsePercent('12.5')).toBe(1250);
    expect(parsePercent('100')).toBe(10_000);
    expect(parsePercent('100.01')).toBeNull();
    expect(parsePercent('x')).toBeNull();
  });
});
