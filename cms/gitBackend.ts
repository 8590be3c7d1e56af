import type { CmsBackend } from './cmsConfig'

// Where the built editor saves (docs/content/editor.md): a git host, so that saving makes a commit, or a pull request
// with CMS_PULL_REQUESTS=1, and the site is rebuilt from it. Without CMS_GIT_REPO the build has no editor at all.

/** A build setting the editor takes, and what it takes. */
export const editorSettings = {
  CMS_GIT_REPO: 'owner/name of the repository the editor commits to; unset, the build has no /admin/',
  CMS_GIT_HOST: 'github (default) or gitlab',
  CMS_GIT_BRANCH: 'the branch the site is built from (default main)',
  CMS_AUTH_URL: 'GitHub: the https address of the OAuth client that signs editors in (required)',
  CMS_GITLAB_APP_ID: 'GitLab: the id of the GitLab application editors sign in with (required; PKCE, no server)',
  CMS_GITLAB_URL: 'GitLab: the https address of a self-managed GitLab (default gitlab.com)',
  CMS_PULL_REQUESTS: '1: saving opens a pull (merge) request to review instead of committing to the branch',
} as const

type Settings = Partial<Record<keyof typeof editorSettings | 'VITE_SITE_ORIGIN', string>>

const refuse = (name: keyof typeof editorSettings, value: string | undefined) => new Error(`${name}=${value ?? ''}: must be ${editorSettings[name]}.`)

const httpsAddress = (value: string | undefined) => !!value && URL.canParse(value) && new URL(value).protocol === 'https:'

/** The git host the built editor saves to, from the build's settings; undefined when the build has no editor. */
export function gitBackend(settings: Settings): CmsBackend | undefined {
  const repo = settings.CMS_GIT_REPO?.trim()
  if (!repo) return undefined
  if (!/^[\w.-]+(\/[\w.-]+)+$/.test(repo)) throw refuse('CMS_GIT_REPO', repo)
  const host = settings.CMS_GIT_HOST || 'github'
  const branch = settings.CMS_GIT_BRANCH || 'main'
  const pullRequests = settings.CMS_PULL_REQUESTS === '1'
  const siteUrl = settings.VITE_SITE_ORIGIN || undefined
  if (host === 'github') {
    if (!httpsAddress(settings.CMS_AUTH_URL)) throw refuse('CMS_AUTH_URL', settings.CMS_AUTH_URL)
    return { git: { name: 'github', repo, branch, base_url: settings.CMS_AUTH_URL }, pullRequests, siteUrl }
  }
  if (host === 'gitlab') {
    if (!settings.CMS_GITLAB_APP_ID) throw refuse('CMS_GITLAB_APP_ID', settings.CMS_GITLAB_APP_ID)
    const gitlab = settings.CMS_GITLAB_URL
    if (gitlab !== undefined && !httpsAddress(gitlab)) throw refuse('CMS_GITLAB_URL', gitlab)
    const selfManaged = gitlab ? { base_url: gitlab, api_root: `${gitlab.replace(/\/$/, '')}/api/v4` } : {}
    return { git: { name: 'gitlab', repo, branch, auth_type: 'pkce', app_id: settings.CMS_GITLAB_APP_ID, ...selfManaged }, pullRequests, siteUrl }
  }
  throw refuse('CMS_GIT_HOST', host)
}
