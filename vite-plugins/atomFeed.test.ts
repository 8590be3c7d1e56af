import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { atomFeed } from './atomFeed'

const feed = (entries: Parameters<typeof atomFeed>[0]['entries']) =>
  atomFeed({
    title: 'Notícias da Tecto',
    lang: 'pt-BR',
    selfUrl: 'https://tecto.com.br/pt-br/noticias/feed.xml',
    pageUrl: 'https://tecto.com.br/pt-br/noticias',
    author: 'Tecto',
    entries,
  })

test('an Atom feed of the entries, newest first, updated when the newest was published', () => {
  const xml = feed([
    { title: 'Antiga', summary: 'Resumo', url: 'https://tecto.com.br/pt-br/noticias/antiga', published: '2024-03-05' },
    {
      title: 'Nova',
      summary: 'Resumo',
      url: 'https://tecto.com.br/pt-br/noticias/nova',
      published: '2026-11-20',
      image: { url: 'https://tecto.com.br/a.png', type: 'image/png', length: 48213 },
    },
  ])
  assert.match(xml, /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom" xml:lang="pt-BR">/)
  assert.match(xml, '<link rel="self" type="application/atom+xml" href="https://tecto.com.br/pt-br/noticias/feed.xml"/>')
  assert.match(xml, '<updated>2026-11-20T00:00:00Z</updated>\n  <author>')
  assert.equal(
    [...xml.matchAll(/<entry>\s*<id>([^<]+)<\/id>/g)].map(([, id]) => id),
    ['https://tecto.com.br/pt-br/noticias/nova', 'https://tecto.com.br/pt-br/noticias/antiga'],
  )
  // A feed reader knows what the picture is and how big before it fetches it.
  assert.match(xml, '<link rel="enclosure" type="image/png" length="48213" href="https://tecto.com.br/a.png"/>')
})

test('text is escaped for XML', () => {
  const xml = feed([{ title: 'P&D <IA> "já"', summary: "Tecto's", url: 'https://tecto.com.br/pt-br/noticias/a?b=1&c=2', published: '2026-01-01' }])
  assert.match(xml, '<title>P&amp;D &lt;IA&gt; &quot;já&quot;</title>')
  assert.match(xml, 'href="https://tecto.com.br/pt-br/noticias/a?b=1&amp;c=2"')
  assert.not.match(xml, '<IA>')
})

test.run()
