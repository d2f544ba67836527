import { AuthApiError } from '../auth-errors';
import type { AuthHandler } from '../auth-context';

/** SAML single sign-on is not offered: /sso answers as GoTrue does with SAML turned off. */
export const samlDisabled: AuthHandler = async () => {
  throw new AuthApiError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
};
