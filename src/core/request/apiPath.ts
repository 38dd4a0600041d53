// Section 7: every call gets the /v1 prefix, whether its name is written 'user/x', '/user/x',
// 'v1/user/x' or '/v1/user/x'. The logout call lives on another service (btapi) and keeps its own
// prefix (docs/decisions.md).

const OWN_SERVICE = /^btapi\//;

export function apiPath(name: string): string {
  const bare = name.trim().replace(/^\/+/, '');
  if (OWN_SERVICE.test(bare)) return `/${bare}`;
  const withoutVersion = bare.replace(/^v1(\/|$)/, '');
  return `/v1/${withoutVersion}`;
}

/** True for same-origin API paths the conventions apply to. */
export function isApiPath(pathname: string): boolean {
  return pathname.startsWith('/v1/') || pathname.startsWith('/btapi/');
}
