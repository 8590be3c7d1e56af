import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildDecision, hasBuildTools, isBuildStale } from './buildIfStale'

const root = mkdtempSync(join(tmpdir(), 'tecto-build-test-'))
const clientDir = join(root, 'dist', 'client')

/** Writes a file of the fake project, dated `minutesAgo`, and dates its folders alike. */
function touch(file: string, minutesAgo: number) {
  const path = join(root, file)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, '')
  const time = new Date(Date.now() - minutesAgo * 60_000)
  for (let p = path; p !== root; p = dirname(p)) utimesSync(p, time, time)
}

/** Changes an existing file now, as an editor does: its folder keeps its date. */
function edit(file: string) {
  writeFileSync(join(root, file), 'changed')
}

test.after(() => rmSync(root, { recursive: true, force: true }))

test('a missing build is stale', () => {
  touch('pages/index/+Page.tsx', 10)
  assert.ok(isBuildStale(root, clientDir))
})

test('a build newer than every source is fresh', () => {
  touch('dist/client/index.html', 5)
  assert.not.ok(isBuildStale(root, clientDir))
})

test('a changed page, catalog, public file or lock file makes the build stale', () => {
  for (const file of ['pages/about/+Page.tsx', 'locales/es-ES.po', 'public/flags/br.svg', 'package-lock.json']) {
    touch(file, 60)
    assert.not.ok(isBuildStale(root, clientDir), file)
    edit(file)
    assert.ok(isBuildStale(root, clientDir), file)
    touch(file, 60)
  }
})

test('a changed Vite plugin, shared module, Markdown file, editor file or shipping catalog config makes the build stale', () => {
  for (const file of [
    'vite-plugins/precompress.ts',
    'shared/escapeHtml.ts',
    'content/news/pt-br/a.md',
    'cms/editorSite.ts',
    'lingui.shipping.config.ts',
    'vite.cms.config.ts',
  ]) {
    touch(file, 60)
    assert.not.ok(isBuildStale(root, clientDir), file)
    edit(file)
    assert.ok(isBuildStale(root, clientDir), file)
    touch(file, 60)
  }
})

test('a deleted source makes the build stale', () => {
  touch('pages/old/+Page.tsx', 60)
  assert.not.ok(isBuildStale(root, clientDir))
  rmSync(join(root, 'pages/old/+Page.tsx'))
  assert.ok(isBuildStale(root, clientDir))
  rmSync(join(root, 'pages/old'), { recursive: true })
  touch('pages/index/+Page.tsx', 10)
  touch('dist/client/index.html', 5)
})

test('tests and files outside the build inputs do not trigger a build', () => {
  for (const file of ['components/Footer/Footer.test.tsx', 'server/app.ts', 'README.md']) touch(file, 60)
  for (const file of ['components/Footer/Footer.test.tsx', 'server/app.ts', 'README.md']) edit(file)
  assert.not.ok(isBuildStale(root, clientDir))
})

test('a stale build is rebuilt with the tools, and served as it is without them', () => {
  touch('dist/client/index.html', 10)
  edit('pages/index/+Page.tsx')
  assert.is(buildDecision(root, clientDir, true), 'build')
  assert.is(buildDecision(root, clientDir, false), 'serve-stale')
})

test('without a build and without the tools there is nothing to serve', () => {
  assert.is(buildDecision(root, join(root, 'nowhere', 'client'), false), 'missing')
})

test('the tools are all the development dependencies: vike and vite alone (a production install) are not enough', () => {
  assert.ok(hasBuildTools(process.cwd()), 'this checkout has them all')
  const deploy = mkdtempSync(join(tmpdir(), 'tecto-deploy-'))
  const install = (name: string) => {
    mkdirSync(join(deploy, 'node_modules', name), { recursive: true })
    writeFileSync(join(deploy, 'node_modules', name, 'package.json'), '{}')
  }
  writeFileSync(join(deploy, 'package.json'), JSON.stringify({ dependencies: { vike: '1' }, devDependencies: { vite: '8', '@vitejs/plugin-react': '6' } }))
  for (const name of ['vike', 'vite']) install(name)
  assert.not.ok(hasBuildTools(deploy), 'vite came along with vike, the plugins did not')
  install('@vitejs/plugin-react')
  assert.ok(hasBuildTools(deploy))
  rmSync(deploy, { recursive: true, force: true })
})

test.run()
