/**
 * Login IDs nobody can register, in any case (decision 0042): names a person would take for the
 * site's own staff, so no account can pass itself off as Moim.
 */
const RESERVED = new Set([
  'admin',
  'administrator',
  'root',
  'moim',
  'support',
  'staff',
  'moderator',
  'mod',
  'system',
  'sysadmin',
  'official',
  'help',
  'helpdesk',
  'security',
  'abuse',
  'postmaster',
  'webmaster',
  'hostmaster',
  'noreply',
  'info',
]);

/** Staff-sounding beginnings: `admin2`, `moimstaff`, `MoimSupport`… */
const RESERVED_PREFIXES = ['admin', 'moimadmin', 'moimstaff', 'moimsupport', 'moimteam', 'moimofficial', 'moimhelp'];

export function isReservedUserId(userId: string): boolean {
  const id = userId.trim().toLowerCase();
  return RESERVED.has(id) || RESERVED_PREFIXES.some((prefix) => id.startsWith(prefix));
}
