/**
 * A URL fragment as the id it names. "#50%-off" or "#100%" are valid addresses but not valid
 * percent-encoding: those are kept as typed instead of throwing.
 */
export function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
