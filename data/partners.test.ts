import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { existsSync, readFileSync } from 'node:fs'
import { officialPartnerLogoSize, officialPartners, partnerLogoSize, partners } from './partners'
import { fileURLToPath } from 'node:url'

/** A wordmark's source file, which the page draws inline (components/PartnerLogo). */
const logoFile = (logo: string) => fileURLToPath(new URL(`../assets/partners/${logo}.svg`, import.meta.url))

test('the strip has exactly 18 partners, each with a unique id', () => {
  assert.is(partners.length, 18)
  assert.is(new Set(partners.map((p) => p.id)).size, 18)
})

test('every partner logo is its own wordmark file, drawn at the strip size', () => {
  for (const partner of partners) {
    assert.ok(existsSync(logoFile(partner.id)), `${partner.id}.svg exists`)
    const svg = readFileSync(logoFile(partner.id), 'utf8')
    assert.match(svg, `viewBox="0 0 ${partnerLogoSize.width} ${partnerLogoSize.height}"`, partner.id)
    assert.match(svg, `>${partner.name}</text>`, `${partner.id} sets its name as text`)
  }
})

test('the official partners are Meta and Google, as white wordmarks for the dark hero', () => {
  assert.equal(
    officialPartners.map((p) => p.name),
    ['Meta', 'Google'],
  )
  for (const partner of officialPartners) {
    const svg = readFileSync(logoFile(partner.logo), 'utf8')
    assert.match(svg, `viewBox="0 0 ${officialPartnerLogoSize.width} ${officialPartnerLogoSize.height}"`)
    assert.match(svg, 'fill="#ffffff"')
  }
})

test.run()
