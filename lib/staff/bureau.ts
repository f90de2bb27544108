import { bureauFromLogin, isBureauId, type BureauId } from '@/lib/content/bureaus';

/**
 * The bureau every staff list is filtered by, on the server: the session's bureau (from
 * WordPress at sign-in), else the part of the login after the first underscore (behaviour §4); null
 * when neither names one of the seven bureaus (the screens then list nothing).
 */
export function staffBureau(session: { bureau: string | null; login: string }): BureauId | null {
  const fromSession = session.bureau?.trim().toLowerCase();
  if (isBureauId(fromSession)) return fromSession;
  const fromLogin = bureauFromLogin(session.login);
  return isBureauId(fromLogin) ? fromLogin : null;
}
