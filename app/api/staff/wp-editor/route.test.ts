/** @jest-environment node */
import { getAuthSession } from '@/lib/auth/session';
import { requestEditorHandover, WpError } from '@/lib/wp';
import { staffClaims } from '@/tests/unit/sessions';
import { GET } from './route';

jest.mock('@/lib/auth/session', () => ({ getAuthSession: jest.fn() }));
jest.mock('@/lib/wp', () => ({ ...jest.requireActual('@/lib/wp'), requestEditorHandover: jest.fn() }));

const sessionMock = jest.mocked(getAuthSession);
const handoverMock = jest.mocked(requestEditorHandover);

const EDITOR = staffClaims('redaktur');

const open = (query: string) => GET(new Request(`http://localhost/api/staff/wp-editor?${query}`));

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionMock.mockResolvedValue(EDITOR);
});

afterEach(() => jest.restoreAllMocks());

describe('GET /api/staff/wp-editor', () => {
  it("sends the browser to WordPress's single-use address for the post's edit screen, asked with the user's token", async () => {
    handoverMock.mockResolvedValue('https://cms.bua.test/wp-login.php?action=bua_handover&code=abc');
    const response = await open('post=291');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('https://cms.bua.test/wp-login.php?action=bua_handover&code=abc');
    expect(handoverMock).toHaveBeenCalledWith('wp-jwt-of-redaktur-umum', expect.stringMatching(/\/wp-admin\/post\.php\?post=291&action=edit$/));
  });

  it("answers behaviour §8's 'Failed to create session: {status text}' when WordPress refuses", async () => {
    handoverMock.mockRejectedValue(new WpError('Sign in through the portal.', 403, 'bua_portal_only'));
    const response = await open('new=berita');
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('<h1>Failed to create session: Forbidden</h1>');
  });

  it('refuses other sites, bad input and users without a staff role; nobody signed in goes to /login', async () => {
    expect((await GET(new Request('http://localhost/api/staff/wp-editor?post=1', { headers: { 'sec-fetch-site': 'cross-site' } }))).status).toBe(403);
    expect((await open('post=1e3')).status).toBe(400);
    sessionMock.mockResolvedValue({ ...EDITOR, roles: ['subscriber'] });
    expect((await open('post=1')).status).toBe(403);
    sessionMock.mockResolvedValue(null);
    const anonymous = await open('post=1');
    expect(anonymous.status).toBe(303);
    expect(new URL(anonymous.headers.get('location')!).searchParams.get('returnTo')).toBe('/api/staff/wp-editor?post=1');
    expect(handoverMock).not.toHaveBeenCalled();
  });
});
