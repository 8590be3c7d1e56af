import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { companyFacts } from '../../data/companyFacts'
import { organization } from './schemaOrg'

const origin = 'https://tecto.com.br'

test('until the company supplies its profiles, Tecto’s organization names no other place it speaks', () => {
  const saved = companyFacts.socialProfiles
  companyFacts.socialProfiles = []
  try {
    assert.not.ok('sameAs' in organization(origin, 'A software factory'))
  } finally {
    companyFacts.socialProfiles = saved
  }
})

test('with profiles supplied, sameAs lists them in their order; the WhatsApp chat is a way to talk, not a profile', () => {
  const saved = { profiles: companyFacts.socialProfiles, whatsapp: companyFacts.whatsappNumber }
  companyFacts.socialProfiles = ['https://www.linkedin.com/company/tecto', 'https://medium.com/@tecto']
  companyFacts.whatsappNumber = '5511987654321'
  try {
    assert.equal(organization(origin, 'A software factory').sameAs, ['https://www.linkedin.com/company/tecto', 'https://medium.com/@tecto'])
  } finally {
    companyFacts.socialProfiles = saved.profiles
    if (saved.whatsapp === undefined) delete companyFacts.whatsappNumber
    else companyFacts.whatsappNumber = saved.whatsapp
  }
})

test.run()
