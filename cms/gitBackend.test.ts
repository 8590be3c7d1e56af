import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { gitBackend } from './gitBackend'

test('without a repository the build has no editor', () => {
  assert.is(gitBackend({}), undefined)
})

test('GitHub: commits to the branch through the OAuth client it is given, or opens pull requests', () => {
  const backend = gitBackend({ CMS_GIT_REPO: 'tecto/site', CMS_AUTH_URL: 'https://auth.tecto.com.br', CMS_PULL_REQUESTS: '1' })
  assert.equal(backend, {
    git: { name: 'github', repo: 'tecto/site', branch: 'main', base_url: 'https://auth.tecto.com.br' },
    pullRequests: true,
    siteUrl: undefined,
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
  assert.throws(() => gitBackend({ CMS_GIT_REPO: 'tecto/site' }), /CMS_AUTH_URL=: must be GitHub/)
  assert.throws(() => gitBackend({ CMS_GIT_REPO: 'tecto/site', CMS_AUTH_URL: 'http://auth.tecto.com.br' }), /CMS_AUTH_URL/)
  assert.throws(() => gitBackend({ CMS_GIT_REPO: 'not a repo', CMS_AUTH_URL: 'https://a.b' }), /CMS_GIT_REPO=not a repo/)
  assert.throws(() => gitBackend({ CMS_GIT_REPO: 'tecto/site', CMS_GIT_HOST: 'gitlab' }), /CMS_GITLAB_APP_ID/)
  assert.throws(() => gitBackend({ CMS_GIT_REPO: 'tecto/site', CMS_GIT_HOST: 'bitbucket' }), /CMS_GIT_HOST=bitbucket/)
})

test.run()
