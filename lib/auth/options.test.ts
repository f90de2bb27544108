/** @jest-environment node */
import { authOptions } from './options';

describe("next-auth's redirect callback", () => {
  const redirect = (url: string) => authOptions.callbacks!.redirect!({ url, baseUrl: 'http://localhost:3000' });

  it('keeps our own paths and addresses', async () => {
    expect(await redirect('/berita/arsip?x=1')).toBe('http://localhost:3000/berita/arsip?x=1');
    expect(await redirect('http://localhost:3000/admin')).toBe('http://localhost:3000/admin');
  });

  it('sends anything else home instead of throwing (a forged callback-url cookie was a 500)', async () => {
    expect(await redirect('"><img src=x onerror=alert(1)>')).toBe('http://localhost:3000');
    expect(await redirect('https://evil.example/')).toBe('http://localhost:3000');
    expect(await redirect('//evil.example')).toBe('http://localhost:3000');
    expect(await redirect('')).toBe('http://localhost:3000');
  });
});
