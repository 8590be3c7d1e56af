import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { whereNote } from './sourcePlaces'

test('a message is told where it shows: the page, and the section its component folder names', () => {
  assert.is(whereNote(['components/about/Values/Values.tsx']), 'Where: About us page, Values')
  assert.is(whereNote(['data/privacyPlaceholders.ts']), 'Where: Privacy policy page (/politica-de-privacidade): values the site fills into the legal text')
  assert.is(whereNote(['pages/contrate/+title.ts']), 'Where: Search results and link previews: the title of /contrate')
  assert.is(whereNote(['components/Footer/Footer.tsx', 'components/Footer/Footer.test.tsx']), 'Where: Footer (a part several pages share)')
})

test.run()
