/** The industry slug: the route parameter, or else the last path segment (spec §2). */
export function resolveIndustrySlug(param: string | undefined, pathname: string): string {
  if (param) return param;
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last; // malformed escape: keep it as typed, it will simply not match
  }
}
