import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { backupRetentionDays, leadRetentionDays } from './leadRetention'

// Legal owns this file: the privacy notice of the website under Brazil's LGPD (Lei 13.709/2018).
// Change the text here only; the privacy page renders it as it is. When the content changes,
// change `privacyPolicyUpdated` too.

/** Where visitors reach Tecto's data protection officer (encarregado) about their data. */
export const privacyContactEmail = 'privacidade@tecto.com.br'

/** The date this version of the policy took effect, as an ISO date (shown in each locale's own format). */
export const privacyPolicyUpdated = '2026-11-24'

export { backupRetentionDays, leadRetentionDays }

/** One titled section of the policy: paragraphs first, then an optional bulleted list. */
export type PrivacySection = {
  /** The section's anchor, linked from the table of contents. */
  id: string
  title: MessageDescriptor
  paragraphs: readonly MessageDescriptor[]
  items?: readonly MessageDescriptor[]
}

/** The nine sections of the privacy policy, in reading order. */
export const privacySections = [
  {
    id: 'controller',
    title: msg({
      comment: 'Privacy policy (legal text), first section. In the whole policy keep the law names and article numbers and use the official terms of the LGPD.',
      message: 'Who we are and how to contact us',
    }),
    paragraphs: [
      msg({
        message:
          'Tecto is a Brazilian software company that builds web platforms, mobile apps, APIs and AI solutions and connects companies with tech professionals. For the personal data collected through this website, Tecto is the controller: we decide why and how that data is processed.',
      }),
      msg({
        comment: `{privacyContactEmail} is an e-mail address.`,
        message: `Our data protection officer (the “encarregado” of article 41 of the LGPD) answers questions about this policy and requests about your data. Write to ${privacyContactEmail}.`,
      }),
      msg({
        message:
          'This policy covers this website in all its languages and the forms on it. Websites we link to, such as social networks, have their own privacy policies.',
      }),
    ],
  },
  {
    id: 'data',
    title: msg`What data we collect`,
    paragraphs: [
      msg({ message: 'We collect only what we need to answer you and to run this website, and you decide what to send us in the forms.' }),
      msg({
        message:
          'Please do not include sensitive personal data, such as health, religious or political information, in your message: we do not need it. This website is meant for professionals and is not directed at children or teenagers.',
      }),
      msg({ message: 'Depending on how you use the website, we process:' }),
    ],
    items: [
      msg({ message: 'Contact form: your full name, phone number, company, job title, e-mail address and message.' }),
      msg({ message: 'Lead forms on our landing pages: your name, e-mail address, phone number and state.' }),
      msg({ message: 'With every form: the address of the page you sent it from and the date and time we received it.' }),
      msg({ message: 'Technical data every web server receives: IP address, browser and device type, and the pages requested, kept in security logs.' }),
      msg({
        message:
          'Only if you accept them in the consent banner: data collected by analytics and advertising tags, such as pages viewed, interactions with the pages, an online identifier and an approximate location derived from your IP address.',
      }),
      msg({ message: 'Your consent choice, which stays in your own browser.' }),
    ],
  },
  {
    id: 'purposes',
    title: msg`Why we use your data and on what legal basis`,
    paragraphs: [msg({ message: 'We use your data only for the purposes below, each based on one of the legal bases of article 7 of the LGPD:' })],
    items: [
      msg({
        message:
          'To answer your message or quote request, prepare proposals and talk to you about our services, at your request: procedures preliminary to a contract (art. 7, V) and our legitimate interest in answering business inquiries (art. 7, IX).',
      }),
      msg({
        message:
          'To follow up on your interest in our software factory or in hiring tech professionals, by phone, e-mail or WhatsApp: our legitimate interest (art. 7, IX). You can ask us to stop at any time.',
      }),
      msg({ message: 'To keep the website and its forms secure, prevent abuse and investigate incidents: our legitimate interest (art. 7, IX).' }),
      msg({
        message:
          'To measure visits and the results of our campaigns with analytics and advertising tags: your consent (art. 7, I), which you can withdraw at any time.',
      }),
      msg({ message: 'To meet legal obligations and to exercise our rights in judicial, administrative or arbitration proceedings (art. 7, II and VI).' }),
    ],
  },
  {
    id: 'cookies',
    title: msg`Cookies and similar technologies`,
    paragraphs: [
      msg({
        message:
          'The website works without cookies. It only stores your consent choice in your browser’s local storage, so that we respect it on every page without asking again.',
      }),
      msg({
        message:
          'Analytics and advertising tags — Google Tag Manager with the Google tags it manages, and the Meta pixel — load only after you select “Accept” in the consent banner. Until you decide, or if you reject, none of them loads. Once loaded, they may set cookies and collect the data described in section 2.',
      }),
      msg({
        message:
          'Videos on our pages are loaded from the video platform only when you click to play them. Before that click nothing is requested from the platform; after it, the platform may set its own cookies under its own privacy policy.',
      }),
      msg({
        comment: `“Privacy choices” is the label of the footer button that reopens the consent banner: use the same translation.`,
        message:
          'You can change your choice at any time: select “Privacy choices” at the bottom of any page, or the button below, to open the consent banner again. If you withdraw consent, the page reloads without the tags. You can also clear the data the website stored in your browser’s settings.',
      }),
    ],
  },
  {
    id: 'sharing',
    title: msg`Who we share data with`,
    paragraphs: [
      msg({
        message:
          'We do not sell or rent personal data. We share it only with service providers that process it on our behalf and on our instructions (“operadores” in the LGPD), bound by contract to confidentiality and security, and with the others listed here:',
      }),
    ],
    items: [
      msg({ message: 'Hosting and infrastructure providers that run this website, our lead server and its database.' }),
      msg({ message: 'E-mail providers that deliver form notifications to our team and our replies to you.' }),
      msg({
        message:
          'Analytics and advertising providers, only with your consent: Google (Google Tag Manager and Google Analytics) and Meta Platforms (Meta pixel). For the data their tags collect, Google and Meta may also act as controllers under their own privacy policies.',
      }),
      msg({ message: 'The video platform that hosts our videos, only when you play one.' }),
      msg({ message: 'Public authorities, when the law or a court order requires it.' }),
    ],
  },
  {
    id: 'transfers',
    title: msg`International data transfers`,
    paragraphs: [
      msg({
        message:
          'Some of our providers, including Google and Meta, store or process data on servers outside Brazil, mainly in the United States and the European Union.',
      }),
      msg({
        message:
          'We transfer personal data abroad only as article 33 of the LGPD allows: to countries the ANPD recognizes as offering adequate protection, under the standard contractual clauses approved by the ANPD (Resolution CD/ANPD No. 19/2024), or on another basis that article provides.',
      }),
      msg({
        comment: `“section 1” refers to the first section of this policy.`,
        message: 'You can ask us which providers receive your data abroad and how it is protected, using the contact in section 1.',
      }),
    ],
  },
  {
    id: 'retention',
    title: msg`How long we keep your data`,
    paragraphs: [msg({ message: 'We keep personal data only as long as we need it for the purposes in section 3, then delete or anonymize it:' })],
    items: [
      msg({
        comment: `{leadRetentionDays} is the number of days a lead is kept (LEAD_RETENTION_DAYS).`,
        message: `Form submissions (leads) are kept for up to ${plural(leadRetentionDays, { one: '{leadRetentionDays} day', other: '{leadRetentionDays} days' })} after we receive them and are then deleted automatically. If you become a client, the records of our business relationship follow the retention periods the law sets for them.`,
      }),
      msg({
        comment: `{backupRetentionDays} is the number of days a backup copy of the lead database is kept.`,
        message: `Backup copies of the lead database are kept for up to ${plural(backupRetentionDays, { one: '{backupRetentionDays} day', other: '{backupRetentionDays} days' })} and then deleted, so a deleted lead remains in them for that long at most. If we ever restore a copy, we delete again what was deleted after it was made.`,
      }),
      msg({
        message:
          'Server security logs are kept for six months, as Brazil’s Internet Civil Framework requires (Marco Civil da Internet, Law No. 12,965/2014, art. 15).',
      }),
      msg({ message: 'Data collected by analytics and advertising tags is kept for no more than 14 months, under the retention settings of those tools.' }),
      msg({ message: 'Your consent choice stays in your browser until you change it or clear your browser’s data.' }),
    ],
  },
  {
    id: 'rights',
    title: msg`Your rights and how to exercise them`,
    paragraphs: [
      msg({
        comment: `{privacyContactEmail} is an e-mail address.`,
        message: `Article 18 of the LGPD gives you the rights listed below. To exercise any of them, write to ${privacyContactEmail}. Requests are free of charge; we may ask for information to confirm your identity, so that nobody else can obtain your data.`,
      }),
      msg({
        message:
          'We answer requests for access within 15 days, as article 19 of the LGPD requires, and every other request as quickly as we can. If we cannot do what you ask, we tell you why.',
      }),
      msg({
        message:
          'If you believe we have not handled your request properly, you can petition the Brazilian National Data Protection Authority (ANPD, Autoridade Nacional de Proteção de Dados) at gov.br/anpd.',
      }),
      msg({ message: 'You have the right to:' }),
    ],
    items: [
      msg({ message: 'confirmation that we process your data, and access to it;' }),
      msg({ message: 'correction of incomplete, inaccurate or out-of-date data;' }),
      msg({ message: 'anonymization, blocking or deletion of data that is unnecessary, excessive or processed in breach of the LGPD;' }),
      msg({ message: 'portability of your data to another service provider, on express request;' }),
      msg({ message: 'deletion of data processed on the basis of your consent;' }),
      msg({ message: 'information about the public and private entities we share your data with;' }),
      msg({ message: 'information about the possibility of refusing consent and what refusing means;' }),
      msg({ message: 'withdrawal of your consent at any time, for example under “Privacy choices”;' }),
      msg({ message: 'opposition to processing based on another legal basis, if it does not comply with the LGPD.' }),
    ],
  },
  {
    id: 'security',
    title: msg`Security and changes to this policy`,
    paragraphs: [
      msg({
        message:
          'We protect personal data with technical and organizational measures suited to the risk: encrypted connections (HTTPS), access to leads limited to the people who need them, protection of the forms against abuse, and the automatic deletion of old leads. No system is free of risk: if a security incident may cause you relevant risk or harm, we will inform you and the ANPD, as article 48 of the LGPD requires.',
      }),
      msg({
        message:
          'We update this policy when our website, our providers or the law change. Each new version is published on this page with its date; when a change is significant, we also announce it on the website.',
      }),
    ],
  },
] as const satisfies readonly PrivacySection[]

/** The anchor of a policy section, e.g. `rights`. */
export type PrivacySectionId = (typeof privacySections)[number]['id']
