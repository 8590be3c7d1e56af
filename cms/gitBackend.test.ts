import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { gitBackend } from './gitBackend'

test('without a repository the build has no editor, but a bad editor setting still stops it', () => {
  assert.is(gitBackend({}), undefined)
  assert.is(gitBackend({ CMS_GIT_HOST: 'gitlab', CMS_PULL_REQUESTS: '1', CMS_GITLAB_URL: '' }), undefined)
  assert.throws(() => gitBackend({ CMS_PULL_REQUESTS: 'yes' }), /CMS_PULL_REQUESTS=yes: must be 1/)
  assert.throws(() => gitBackend({ CMS_GIT_BRANCH: 'a..b' }), /CMS_GIT_BRANCH=a\.\.b/)
  assert.throws(() => gitBackend({ CMS_AUTH_URL: 'https://u:p@auth.tecto.com.br' }), /CMS_AUTH_URL=/)
})

test('GitHub: commits to the branch through the OAuth client it is given, or opens pull requests', () => {
  const backend = gitBackend({ CMS_GIT_REPO: 'tecto/site', CMS_AUTH_URL: 'https://auth.tecto.com.br', CMS_PULL_REQUESTS: '1' })
  assert.equal(backend, {
    git: { name: 'github', repo: 'tecto/site', branch: 'main', base_url: 'https://auth.tecto.com.br' },
    pullRequests: true,
    siteUrl: undefined,
  })
})

test("GitHub without CMS_AUTH_URL: signs in through the lead server, on the page's origin or on the API's own host", () => {
  const git = (settings: Parameters<typeof gitBackend>[0]) => {
    const backend = gitBackend({ CMS_GIT_REPO: 'tecto/site', ...settings })
    return backend && 'git' in backend ? backend.git : undefined
  }
  assert.equal(git({}), { name: 'github', repo: 'tecto/site', branch: 'main', auth_endpoint: 'api/cms/auth' })
  assert.is(git({ VITE_API_BASE: '/forms/v1/' })?.auth_endpoint, 'forms/v1/cms/auth')
  assert.equal(git({ VITE_API_BASE: 'https://api.tecto.com.br' }), {
    name: 'github',
    repo: 'tecto/site',
    branch: 'main',
    base_url: 'https://api.tecto.com.br',
    auth_endpoint: 'cms/auth',
  })
})

test('GitLab: signs in with PKCE, a self-managed instance by its address', () => {
  const backend = gitBackend({ CMS_GIT_REPO: 'tecto/site', CMS_GIT_HOST: 'gitlab', CMS_GITLAB_APP_ID: 'abc', CMS_GITLAB_URL: 'https://git.tecto.com.br' })
  assert.equal(backend && 'git' in backend && backend.git, {
    name: 'gitlab',
    repo: 'tecto/site',
    branch: 'main',
    auth_type: 'pkce',
    app_id: 'abc',
    base_url: 'https://git.tecto.com.br',
    api_root: 'https://git.tecto.com.br/api/v4',
  })
})

test('a setting the editor cannot work with stops the build, naming it', () => {
  assert.throws(() => gitBackend({ CMS_GIT_REPO: 'tecto/site', CMS_AUTH_URL: 'http://auth.tecto.com.br' }), /CMS_AUTH_URL/)
  assert.throws(() => gitBackend({ CMS_GIT_REPO: 'not a repo', CMS_AUTH_URL: 'https://a.b' }), /CMS_GIT_REPO=not a repo/)
  assert.throws(() => gitBackend({ CMS_GIT_REPO: 'tecto/site', CMS_GIT_HOST: 'gitlab' }), /CMS_GITLAB_APP_ID/)
  assert.throws(() => gitBackend({ CMS_GIT_REPO: 'tecto/site', CMS_GIT_HOST: 'bitbucket' }), /CMS_GIT_HOST=bitbucket/)
})

test('the repository, the branch and the pull-request switch are checked as the git host takes them', () => {
  const github = { CMS_AUTH_URL: 'https://auth.tecto.com.br' }
  const gitlab = { CMS_GIT_HOST: 'gitlab', CMS_GITLAB_APP_ID: 'abc' }
  const git = (settings: Parameters<typeof gitBackend>[0]) => {
    const backend = gitBackend(settings)
    if (!backend || !('git' in backend)) throw new Error('no git backend')
    return backend
  }
  assert.is(git({ ...gitlab, CMS_GIT_REPO: 'tecto/web/site' }).git.repo, 'tecto/web/site')
  assert.is(git({ ...github, CMS_GIT_REPO: 'tecto-br/site.web', CMS_GIT_BRANCH: 'release/2026.11' }).git.branch, 'release/2026.11')
  for (const value of ['../..', 'tecto/..', 'tecto/.', '-tecto/site', 'tecto/site/extra', 'tec_to/site', 'tecto/si te']) {
    assert.throws(() => gitBackend({ ...github, CMS_GIT_REPO: value }), /CMS_GIT_REPO=.*: must be owner\/name/, value)
  }
  for (const value of ['../site', 'group/site.git', 'group/.hidden/site']) {
    assert.throws(() => gitBackend({ ...gitlab, CMS_GIT_REPO: value }), /CMS_GIT_REPO=/, value)
  }
  for (const value of [
    'a..b',
    'feature/',
    '/main',
    'a//b',
    '.hidden',
    'a/.b',
    'x.lock',
    'main.',
    'a b',
    'a~1',
    'a^',
    'a:b',
    'a?',
    'a*',
    'a[b',
    'a\\b',
    '@',
    'a@{1}',
    '-main',
  ]) {
    assert.throws(() => gitBackend({ ...github, CMS_GIT_REPO: 'tecto/site', CMS_GIT_BRANCH: value }), /CMS_GIT_BRANCH=.*: must be a branch name/, value)
  }
  assert.equal(
    ['', '0', '1'].map((value) => git({ ...github, CMS_GIT_REPO: 'tecto/site', CMS_PULL_REQUESTS: value }).pullRequests),
    [false, false, true],
  )
  for (const value of ['yes', 'true', '2']) {
    assert.throws(() => gitBackend({ ...github, CMS_GIT_REPO: 'tecto/site', CMS_PULL_REQUESTS: value }), /CMS_PULL_REQUESTS=.*: must be 1/, value)
  }
})

test('an auth address with a user name or password is refused, and its error does not show them', () => {
  for (const [name, settings] of [
    ['CMS_AUTH_URL', { CMS_AUTH_URL: 'https://editor:hunter2@auth.tecto.com.br' }],
    ['CMS_GITLAB_URL', { CMS_GIT_HOST: 'gitlab', CMS_GITLAB_APP_ID: 'abc', CMS_GITLAB_URL: 'https://editor:hunter2@git.tecto.com.br' }],
  ] as const) {
    assert.throws(
      () => gitBackend({ CMS_GIT_REPO: 'tecto/site', ...settings }),
      (error: Error) => error.message.startsWith(`${name}=`) && !error.message.includes('hunter2'),
    )
  }
})

test.run()
