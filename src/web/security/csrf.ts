import crypto from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { HTTPException } from 'hono/http-exception';
import type { Store } from '../../store/connection.ts';
import type { Config } from '../../config.ts';
import { safeEqual, sign } from '../../corrections/secret.ts';
import { isSecure } from './client.ts';

const COOKIE = 'pb_csrf';
/** Said when a form's token is missing or wrong: expired, or posted from another site. */
const CSRF_EXPIRED = '表单已过期或来自其他网站，请刷新页面后重试 · Form expired or sent from another site (CSRF check failed) — reload the page and try again.';

/** Name of the hidden form field carrying the CSRF token. */
export const CSRF_FIELD = '_csrf';

/** The CSRF token for this client's forms; sets the random `pb_csrf` cookie it is bound to when absent. */
export async function csrfToken(c: Context, store: Store, config: Config): Promise<string> {
  let nonce = getCookie(c, COOKIE);
  if (!nonce || !/^[A-Za-z0-9_-]{22,64}$/.test(nonce)) {
    nonce = crypto.randomBytes(18).toString('base64url');
    setCookie(c, COOKIE, nonce, { httpOnly: true, sameSite: 'Lax', path: '/', secure: isSecure(c, config), maxAge: 86400 * 30 });
  }
  return sign(store, `csrf:${nonce}`);
}

/** Throws 403 unless the form's token matches the client's `pb_csrf` cookie. */
export async function checkCsrf(c: Context, store: Store, token: unknown): Promise<void> {
  const nonce = getCookie(c, COOKIE);
  if (!nonce || typeof token !== 'string' || !token) throw new HTTPException(403, { message: CSRF_EXPIRED });
  if (!safeEqual(token, await sign(store, `csrf:${nonce}`))) throw new HTTPException(403, { message: CSRF_EXPIRED });
}
