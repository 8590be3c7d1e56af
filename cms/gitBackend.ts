import type { CmsBackend } from './cmsConfig'

// Where the built editor saves: a git host, by commit or pull request (docs/content/editor.md).

/** A build setting the editor takes, and what it takes. */
export const editorSettings = {
  CMS_GIT_REPO: 'owner/name (GitLab: group/subgroup/name) of the repository the editor commits to; unset, the build has no /admin/',
  CMS_GIT_HOST: 'github (default) or gitlab',
  CMS_GIT_BRANCH: 'a branch name git takes (git check-ref-format): the branch the site is built from (default main)',
  CMS_AUTH_URL:
    'GitHub: the https address, without user:pass@, of another service that signs editors in (unset: the lead server does, with its CMS_GITHUB_* settings)',
  CMS_GITLAB_APP_ID: 'GitLab: the id of the GitLab application editors sign in with (required; PKCE, no server)',
  CMS_GITLAB_URL: 'GitLab: the https address, without user:pass@, of a self-managed GitLab (default gitlab.com)',
  CMS_PULL_REQUESTS: '1 (saving opens a pull (merge) request to review) or 0 or unset (saving commits to the branch)',
} as const

type Settings = Partial<Record<keyof typeof editorSettings | 'VITE_SITE_ORIGIN' | 'VITE_API_BASE', string>>

// The value is shown without a password it may hold.
const refuse = (name: keyof typeof editorSettings, value = '') => new Error(`${name}=${value.replace(/\/\/[^/]*@/, '//…@')}: must be ${editorSettings[name]}.`)

const httpsAddress = (value: string | undefined) => {
  const url = value && URL.canParse(value) ? new URL(value) : undefined
  return url?.protocol === 'https:' && !url.username && !url.password
}

// The names the hosts take: a GitHub owner (letters, digits, single inner hyphens) and repository, not `.` or `..`;
// a GitLab path of a group, subgroups and a project, each starting and ending with a letter, digit or `_`.
const gitlabPart = String.raw`[a-z\d_](?:[\w.-]*[a-z\d_])?(?<!\.git|\.atom)`
const repoPatterns = {
  github: /^(?=[^/]{1,39}\/)[a-z\d]+(?:-[a-z\d]+)*\/(?!\.\.?$)[\w.-]{1,100}$/i,
  gitlab: new RegExp(`^(?:${gitlabPart}/)+${gitlabPart}$`, 'i'),
}

/** A branch name as `git check-ref-format --branch` takes it. */
const isBranchName = (name: string) =>
  !/[\p{Cc} ~^:?*[\\]|\.\.|@\{|\/\/|^[-/]|[/.]$|^@$/u.test(name) && name.split('/').every((part) => !part.startsWith('.') && !part.endsWith('.lock'))

/** The git host the built editor saves to, or undefined for no editor; every set value is checked even then. */
export function gitBackend(settings: Settings): CmsBackend | undefined {
  const repo = settings.CMS_GIT_REPO?.trim()
  const host = settings.CMS_GIT_HOST || 'github'
  const branch = settings.CMS_GIT_BRANCH || 'main'
  const { CMS_AUTH_URL: authUrl, CMS_GITLAB_URL: gitlab, CMS_GITLAB_APP_ID: appId, CMS_PULL_REQUESTS: pulls = '' } = settings
  if (host !== 'github' && host !== 'gitlab') throw refuse('CMS_GIT_HOST', host)
  if (repo && !repoPatterns[host].test(repo)) throw refuse('CMS_GIT_REPO', repo)
  if (!isBranchName(branch)) throw refuse('CMS_GIT_BRANCH', branch)
  if (!['', '0', '1'].includes(pulls)) throw refuse('CMS_PULL_REQUESTS', pulls)
  if (authUrl && !httpsAddress(authUrl)) throw refuse('CMS_AUTH_URL', authUrl)
  if (gitlab && !httpsAddress(gitlab)) throw refuse('CMS_GITLAB_URL', gitlab)
  if (!repo) return undefined
  const pullRequests = pulls === '1'
  const siteUrl = settings.VITE_SITE_ORIGIN || undefined
  if (host === 'github') {
    // Decap signs in at `{base_url}/{auth_endpoint}`, taking messages from `base_url`'s origin only: the lead server's
    // (server/cms/githubSignIn.ts). An API on the site's own origin leaves `base_url` to the editor's page (cms/editor/main.tsx),
    // so that a staging address signs in on itself.
    const apiBase = settings.VITE_API_BASE || '/api'
    const api = new URL(apiBase, 'https://site.invalid')
    const auth_endpoint = `${api.pathname.replace(/^\/+|\/+$/g, '')}/cms/auth`.replace(/^\//, '')
    const leadServer = apiBase.startsWith('/') ? { auth_endpoint } : { base_url: api.origin, auth_endpoint }
    return { git: { name: 'github', repo, branch, ...(authUrl ? { base_url: authUrl } : leadServer) }, pullRequests, siteUrl }
  }
  if (!appId) throw refuse('CMS_GITLAB_APP_ID', appId)
  const selfManaged = gitlab ? { base_url: gitlab, api_root: `${gitlab.replace(/\/$/, '')}/api/v4` } : {}
  return { git: { name: 'gitlab', repo, branch, auth_type: 'pkce', app_id: appId, ...selfManaged }, pullRequests, siteUrl }
}
