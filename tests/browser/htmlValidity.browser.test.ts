import { suite } from 'uvu'
import { listFiles } from '../../shared/listFiles'
import { assertNoProblems, siteClientDir } from './harness'
import { checkHtmlFiles, type HtmlError } from './nuHtmlChecker'

const test = suite('valid HTML (Nu Html Checker)')

const clientDir = siteClientDir()
const pages = listFiles(clientDir).filter((file) => file.endsWith('.html'))
// One run of the checker for all pages: each page's test reads its share.
let checked: Map<string, HtmlError[]> | undefined

test('the build has pages to check', () => {
  if (pages.length < 50) throw new Error(`only ${pages.length} HTML files in ${clientDir}`)
})

test('the checker itself reports no problem', () => {
  checked = checkHtmlFiles(clientDir)
  assertNoProblems(
    'Nu Html Checker:',
    (checked.get('(checker)') ?? []).map((e) => e.message),
  )
})

for (const page of pages) {
  test(`${page} has no HTML error`, () => {
    checked ??= checkHtmlFiles(clientDir)
    assertNoProblems(
      `${page}:`,
      (checked.get(page) ?? []).map((e) => `line ${e.line}: ${e.message}`),
    )
  })
}

test.run()
