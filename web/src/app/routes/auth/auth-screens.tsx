import { redirect } from 'react-router';
import { paths } from '../../../config/paths';
import { readSession } from '../../../lib/session';

/** /auth forwards to sign-in (or home when signed in); invite links arrive with the invites feature. */
export function AuthLandingScreenLoader(): never {
  throw redirect(readSession().isValid ? paths.home.path : paths.login.path);
}

export function AuthLandingScreen() {
  return null;
}
