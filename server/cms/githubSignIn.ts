// The editor's GitHub sign-in, here so no other service holds the OAuth secret (docs/content/editor.md#github).
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import rateLimit from '@fastify/rate-limit'

/** The OAuth app and where GitHub is (`CMS_GITHUB_*`), and the origins the editor may be on (`SITE_ORIGINS`). */
export type GithubSignInOptions = { clientId: string; clientSecret: string; oauthUrl: string; siteOrigins: string[] }

const stateCookie = 'tecto_cms_state'
/** The scopes Decap asks for: `repo`, or `public_repo` for a public repository. */
const scopes = new Set(['repo', 'public_repo'])

/** This server's own origin as the browser sees it (behind a proxy: TRUST_PROXY). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`

/** The callback page: a script allowed by its nonce hands `message` to the opener once it proves to be on one of `origins` (no COOP: it keeps it). */
function handOver(reply: FastifyReply, status: number, message: string, origins: string[], cookiePath: string) {
  const nonce = randomBytes(16).toString('base64')
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
  const script = `const origins=${json(origins)},message=${json(message)},opener=window.opener;
if(opener){addEventListener('message',(e)=>{if(e.source===opener&&origins.includes(e.origin)&&e.data==='authorizing:github')opener.postMessage(message,e.origin)});
for(const origin of origins)opener.postMessage('authorizing:github',origin)}`
  const text = status === 200 ? 'Signed in: this window closes by itself.' : 'Sign-in failed: close this window and sign in again from the editor.'
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'`)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .header('set-cookie', `${stateCookie}=; Path=${cookiePath}; Max-Age=0; HttpOnly; SameSite=Lax`)
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Tecto editor sign-in</title><p>${text}</p><script nonce="${nonce}">${script}</script></html>`,
    )
}

/** `GET /cms/auth` and `GET /cms/callback`, to register under the API base. */
export const githubSignIn: FastifyPluginAsync<GithubSignInOptions> = async (app, { clientId, clientSecret, oauthUrl, siteOrigins }) => {
  // Each sign-in costs a request to GitHub: a person needs a few a minute.
  await app.register(rateLimit, { max: 20, timeWindow: 60_000 })
  const path = `${app.prefix}/cms`
  const callbackUrl = (request: FastifyRequest) => `${originOf(request)}${path}/callback`

  app.get('/cms/auth', { helmet: false }, async (request, reply) => {
    const { scope } = request.query as Record<string, unknown>
    const state = randomBytes(24).toString('base64url')
    const authorize = new URL('/login/oauth/authorize', oauthUrl)
    authorize.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: callbackUrl(request),
      scope: scopes.has(String(scope)) ? String(scope) : 'repo',
      state,
    }).toString()
    const secure = request.protocol === 'https' ? '; Secure' : ''
    return reply
      .header('set-cookie', `${stateCookie}=${state}; Path=${path}; Max-Age=600; HttpOnly; SameSite=Lax${secure}`)
      .header('cache-control', 'no-store')
      .redirect(authorize.href, 302)
  })

  app.get('/cms/callback', { helmet: false }, async (request, reply) => {
    const { code, state, error } = request.query as Record<string, string | undefined>
    const origins = [...new Set([originOf(request), ...siteOrigins])]
    const fail = (status: number, reason: string) => handOver(reply, status, `authorization:github:error:${JSON.stringify({ message: reason })}`, origins, path)
    // The `state` this browser was given by `/cms/auth`, in its cookie.
    const expected = request.headers.cookie
      ?.split(';')
      .map((pair) => pair.trim().split('='))
      .find(([name]) => name === stateCookie)?.[1]
    // Compared in constant time, as bytes (a state as long in characters may be longer in bytes); a repeated one is none.
    const [given, kept] = [Buffer.from(typeof state === 'string' ? state : ''), Buffer.from(expected ?? '')] as const
    if (given.length === 0 || given.length !== kept.length || !timingSafeEqual(given, kept))
      return fail(400, 'The sign-in was not started from this editor, or took over 10 minutes: sign in again.')
    if (error || !code) return fail(400, `GitHub did not sign you in (${error ?? 'no code'}).`)
    const answer = await fetch(new URL('/login/oauth/access_token', oauthUrl), {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: clientId, client_secret: clientSecret, code, redirect_uri: callbackUrl(request) }),
      signal: AbortSignal.timeout(10_000),
    })
      .then((response) => response.json() as Promise<{ access_token?: string; error?: string }>)
      .catch((reason: Error) => ({ access_token: undefined, error: reason.message }))
    if (!answer.access_token) {
      request.log.warn(`GitHub sign-in: no token for the code (${answer.error ?? 'no answer'})`)
      return fail(502, 'GitHub did not confirm the sign-in: try again in a moment.')
    }
    return handOver(reply, 200, `authorization:github:success:${JSON.stringify({ token: answer.access_token, provider: 'github' })}`, origins, path)
  })
}
