/** @jest-environment node */
import { visitorFromRequest } from './visitorFromRequest';

function headers(values: Record<string, string>) {
  return new Headers(values);
}

describe('visitorFromRequest', () => {
  it('takes x-real-ip first', () => {
    expect(visitorFromRequest(headers({ 'x-real-ip': '203.0.113.9', 'x-forwarded-for': '198.51.100.7' })).ip).toBe('203.0.113.9');
  });

  it('else the right-most X-Forwarded-For entry, the one the nearest proxy added', () => {
    expect(visitorFromRequest(headers({ 'x-forwarded-for': '1.2.3.4, 198.51.100.7' })).ip).toBe('198.51.100.7');
    expect(visitorFromRequest(headers({ 'x-forwarded-for': '2001:db8::1' })).ip).toBe('2001:db8::1');
  });

  it('drops anything that is not an IP address', () => {
    expect(visitorFromRequest(headers({ 'x-forwarded-for': 'evil, <script>' })).ip).toBeUndefined();
    expect(visitorFromRequest(headers({ 'x-real-ip': 'unknown' })).ip).toBeUndefined();
    expect(visitorFromRequest(headers({})).ip).toBeUndefined();
  });

  it('passes the user agent on, bounded to 512 characters', () => {
    expect(visitorFromRequest(headers({ 'user-agent': 'Mozilla/5.0 Uji' })).userAgent).toBe('Mozilla/5.0 Uji');
    expect(visitorFromRequest(headers({ 'user-agent': 'x'.repeat(600) })).userAgent).toHaveLength(512);
    expect(visitorFromRequest(headers({})).userAgent).toBeUndefined();
  });
});
