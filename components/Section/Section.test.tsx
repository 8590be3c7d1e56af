import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { PageContext } from 'vike/types'
import { renderToDocument } from '../../tests/render'
import { PageContextProvider } from '../../shared/usePageContext'
import * as container from '../Container/Container.css'
import { Hero } from '../Hero/Hero'
import { Section } from './Section'

/** A section and a hero on a page with the given header, parsed: the classes of their centred boxes. */
async function widths(header: 'standard' | 'alternative' | undefined, sectionWidth?: 'wide' | 'standard') {
  const pageContext = { locale: 'en-us', urlPathname: '/en-us', config: { header } } as unknown as PageContext
  const root = await renderToDocument(
    <PageContextProvider pageContext={pageContext}>
      <Hero look="page" titleId="t" title="Title" />
      <Section labelledBy="s" title="Section" width={sectionWidth}>
        <p>Text</p>
      </Section>
    </PageContextProvider>,
  )
  return [...root.querySelectorAll('section > div')].map((box) => (box.classList.contains(container.width.standard) ? 'standard' : 'wide'))
}

test('sections and heroes are 1048 px wide beside the standard header, 1552 px elsewhere', async () => {
  assert.equal(await widths('standard'), ['standard', 'standard'])
  assert.equal(await widths('alternative'), ['wide', 'wide'])
  assert.equal(await widths(undefined), ['wide', 'wide'])
})

test("a section's own width wins over the page's", async () => {
  assert.equal(await widths('standard', 'wide'), ['standard', 'wide'])
})

test.run()
