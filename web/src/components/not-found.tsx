import { UNSAFE_ErrorResponseImpl, useLocation } from 'react-router';

/**
 * Renders the route's not-found page ("Page Not Found: {path}"), the same one the guard shows: for a
 * record that does not exist or is not the viewer's (a 404 from the store), or an unknown type.
 */
export function NotFound(): never {
  const { pathname } = useLocation();
  throw new UNSAFE_ErrorResponseImpl(404, 'Not Found', `Page Not Found: ${pathname}`);
}
