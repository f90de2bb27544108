/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STAFF_VIEW_ROLES } from './visibility';

const PLUGIN = path.resolve(__dirname, '..', '..', 'wordpress', 'plugin', 'includes');

/** The quoted names in the first `array( … )` after `anchor` in a plugin file. */
function phpNames(file: string, anchor: string): string[] {
  const text = readFileSync(path.join(PLUGIN, file), 'utf8');
  const from = text.indexOf(anchor);
  expect([file, anchor, from >= 0]).toEqual([file, anchor, true]);
  const list = /array\(([^)]*)\)/.exec(text.slice(from))![1]!;
  return [...list.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]!);
}

/**
 * The portal gives the cached staff view (private posts of every bureau) to the roles in
 * STAFF_VIEW_ROLES; WordPress must agree on two counts, or the portal would show private posts
 * to a role WordPress does not let read them, or keep showing them after the role is taken away.
 */
describe('the staff-view roles are the same in the portal and in WordPress', () => {
  const bureauRoles = phpNames('config.php', 'function bua_bureau_roles');

  it('are the roles WordPress lets read every bureau’s private posts (roles.php)', () => {
    const granted = phpNames('roles.php', 'Site administrators and core editors');
    expect([...bureauRoles, ...granted].sort()).toEqual([...STAFF_VIEW_ROLES].sort());
  });

  it('are the roles whose loss ends a user’s sessions (sessions.php)', () => {
    const others = phpNames('sessions.php', 'function bua_session_roles');
    expect(others.includes('bureau_admin')).toBe(false); // The anchor found the added roles, not the bureau ones.
    expect([...bureauRoles, ...others].sort()).toEqual([...STAFF_VIEW_ROLES].sort());
  });
});
