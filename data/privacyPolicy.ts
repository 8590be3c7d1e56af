import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

// Legal owns this file: the privacy notice of the website under Brazil's LGPD (Lei 13.709/2018).
// Change the text here only; the privacy page renders it as it is. When the content changes,
// change `privacyPolicyUpdated` too.

/** Where visitors reach Tecto's data protection officer (encarregado) about their data. */
export const privacyContactEmail = 'privacidade@tecto.com.br'

/** The date this version of the policy took effect, as an ISO date (shown in each locale's own format). */
export const privacyPolicyUpdated = '2026-11-01'

/** How long the lead server keeps a form submission before deleting it, in days. */
export const leadRetentionDays = 365

const legal = 'Privacy policy (legal text). Keep the law names and article numbers; use the official Portuguese terms of the LGPD.'

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
    title: msg`Who we are and how to contact us`,
    paragraphs: [
      msg({ comment: legal, message: 'Tecto is a Brazilian software company that builds web platforms, mobile apps, APIs and AI solutions and connects companies with tech professionals. For the personal data collected through this website, Tecto is the controller: we decide why and how that data is processed.' }),
      msg({ comment: `${legal} {privacyContactEmail} is an e-mail address.`, message: `Our data protection officer (the “encarregado” of article 41 of the LGPD) answers questions about this policy and requests about your data. Write to ${privacyContactEmail}.` }),
      msg({ comment: legal, message: 'This policy covers this website in all its languages and the forms on it. Websites we link to, such as social networks, have their own privacy policies.' }),
    ],
  },
  {
    id: 'data',
    title: msg`What data we collect`,
    paragraphs: [
      msg({ comment: legal, message: 'We collect only what we need to answer you and to run this website, and you decide what to send us in the forms.' }),
      msg({ comment: legal, message: 'Please do not include sensitive personal data, such as health, religious or political information, in your message: we do not need it. This website is meant for professionals and is not directed at children or teenagers.' }),
      msg({ comment: legal, message: 'Depending on how you use the website, we process:' }),
    ],
    items: [
      msg({ comment: legal, message: 'Contact form: your full name, phone number, company, job title, e-mail address and message.' }),
      msg({ comment: legal, message: 'Lead forms on our landing pages: your name, e-mail address, phone number and state.' }),
      msg({ comment: legal, message: 'With every form: the address of the page you sent it from and the date and time we received it.' }),
      msg({ comment: legal, message: 'Technical data every web server receives: IP address, browser and device type, and the pages requested, kept in security logs.' }),
      msg({ comment: legal, message: 'Only if you accept them in the consent banner: data collected by analytics and advertising tags, such as pages viewed, interactions with the pages, an online identifier and an approximate location derived from your IP address.' }),
      msg({ comment: legal, message: 'Your consent choice, which stays in your own browser.' }),
    ],
  },
  {
    id: 'purposes',
    title: msg`Why we use your data and on what legal basis`,
    paragraphs: [
      msg({ comment: legal, message: 'We use your data only for the purposes below, each based on one of the legal bases of article 7 of the LGPD:' }),
    ],
    items: [
      msg({ comment: legal, message: 'To answer your message or quote request, prepare proposals and talk to you about our services, at your request: procedures preliminary to a contract (art. 7, V) and our legitimate interest in answering business enquiries (art. 7, IX).' }),
      msg({ comment: legal, message: 'To follow up on your interest in our software factory or in hiring tech professionals, by phone, e-mail or WhatsApp: our legitimate interest (art. 7, IX). You can ask us to stop at any time.' }),
      msg({ comment: legal, message: 'To keep the website and its forms secure, prevent abuse and investigate incidents: our legitimate interest (art. 7, IX).' }),
      msg({ comment: legal, message: 'To measure visits and the results of our campaigns with analytics and advertising tags: your consent (art. 7, I), which you can withdraw at any time.' }),
      msg({ comment: legal, message: 'To meet legal obligations and to exercise our rights in judicial, administrative or arbitration proceedings (art. 7, II and VI).' }),
    ],
  },
  {
    id: 'cookies',
    title: msg`Cookies and similar technologies`,
    paragraphs: [
      msg({ comment: legal, message: 'The website works without cookies. It only stores your consent choice in your browser’s local storage, so that we respect it on every page without asking again.' }),
      msg({ comment: legal, message: 'Analytics and advertising tags — Google Tag Manager with the Google tags it manages, and the Meta pixel — load only after you select “Accept” in the consent banner. Until you decide, or if you reject, none of them loads. Once loaded, they may set cookies and collect the data described in section 2.' }),
      msg({ comment: legal, message: 'Videos on our pages are loaded from the video platform only when you click to play them. Before that click nothing is requested from the platform; after it, the platform may set its own cookies under its own privacy policy.' }),
      msg({ comment: `${legal} “Privacy choices” is the label of the footer button that reopens the consent banner: use the same translation.`, message: 'You can change your choice at any time: select “Privacy choices” at the bottom of any page, or the button below, to open the consent banner again. If you withdraw consent, the page reloads without the tags. You can also clear the data the website stored in your browser’s settings.' }),
    ],
  },
  {
    id: 'sharing',
    title: msg`Who we share data with`,
    paragraphs: [
      msg({ comment: legal, message: 'We do not sell or rent personal data. We share it only with service providers that process it on our behalf and on our instructions (“operadores” in the LGPD), bound by contract to confidentiality and security, and with the others listed here:' }),
    ],
    items: [
      msg({ comment: legal, message: 'Hosting and infrastructure providers that run this website, our lead server and its database.' }),
      msg({ comment: legal, message: 'E-mail providers that deliver form notifications to our team and our replies to you.' }),
      msg({ comment: legal, message: 'Analytics and advertising providers, only with your consent: Google (Google Tag Manager and Google Analytics) and Meta Platforms (Meta pixel). For the data their tags collect, Google and Meta may also act as controllers under their own privacy policies.' }),
      msg({ comment: legal, message: 'The video platform that hosts our videos, only when you play one.' }),
      msg({ comment: legal, message: 'Public authorities, when the law or a court order requires it.' }),
    ],
  },
  {
    id: 'transfers',
    title: msg`International data transfers`,
    paragraphs: [
      msg({ comment: legal, message: 'Some of our providers, including Google and Meta, store or process data on servers outside Brazil, mainly in the United States and the European Union.' }),
      msg({ comment: legal, message: 'We transfer personal data abroad only as article 33 of the LGPD allows: to countries the ANPD recognises as offering adequate protection, under the standard contractual clauses approved by the ANPD (Resolution CD/ANPD No. 19/2024), or on another basis that article provides.' }),
      msg({ comment: `${legal} “section 1” refers to the first section of this policy.`, message: 'You can ask us which providers receive your data abroad and how it is protected, using the contact in section 1.' }),
    ],
  },
  {
    id: 'retention',
    title: msg`How long we keep your data`,
    paragraphs: [
      msg({ comment: legal, message: 'We keep personal data only as long as we need it for the purposes in section 3, then delete or anonymise it:' }),
    ],
    items: [
      msg({ comment: `${legal} {leadRetentionDays} is a number of days.`, message: `Form submissions (leads) are kept for up to ${leadRetentionDays} days after we receive them and are then deleted automatically. If you become a client, the records of our business relationship follow the retention periods the law sets for them.` }),
      msg({ comment: legal, message: 'Server security logs are kept for six months, as Brazil’s Internet Civil Framework requires (Marco Civil da Internet, Law No. 12,965/2014, art. 15).' }),
      msg({ comment: legal, message: 'Data collected by analytics and advertising tags is kept for no more than 14 months, under the retention settings of those tools.' }),
      msg({ comment: legal, message: 'Your consent choice stays in your browser until you change it or clear your browser’s data.' }),
    ],
  },
  {
    id: 'rights',
    title: msg`Your rights and how to exercise them`,
    paragraphs: [
      msg({ comment: `${legal} {privacyContactEmail} is an e-mail address.`, message: `Article 18 of the LGPD gives you the rights listed below. To exercise any of them, write to ${privacyContactEmail}. Requests are free of charge; we may ask for information to confirm your identity, so that nobody else can obtain your data.` }),
      msg({ comment: legal, message: 'We answer requests for access within 15 days, as article 19 of the LGPD requires, and every other request as quickly as we can. If we cannot do what you ask, we tell you why.' }),
      msg({ comment: legal, message: 'If you believe we have not handled your request properly, you can petition the Brazilian National Data Protection Authority (ANPD, Autoridade Nacional de Proteção de Dados) at gov.br/anpd.' }),
      msg({ comment: legal, message: 'You have the right to:' }),
    ],
    items: [
      msg({ comment: legal, message: 'confirmation that we process your data, and access to it;' }),
      msg({ comment: legal, message: 'correction of incomplete, inaccurate or out-of-date data;' }),
      msg({ comment: legal, message: 'anonymisation, blocking or deletion of data that is unnecessary, excessive or processed in breach of the LGPD;' }),
      msg({ comment: legal, message: 'portability of your data to another service provider, on express request;' }),
      msg({ comment: legal, message: 'deletion of data processed on the basis of your consent;' }),
      msg({ comment: legal, message: 'information about the public and private entities we share your data with;' }),
      msg({ comment: legal, message: 'information about the possibility of refusing consent and what refusing means;' }),
      msg({ comment: legal, message: 'withdrawal of your consent at any time, for example under “Privacy choices”;' }),
      msg({ comment: legal, message: 'opposition to processing based on another legal basis, if it does not comply with the LGPD.' }),
    ],
  },
  {
    id: 'security',
    title: msg`Security and changes to this policy`,
    paragraphs: [
      msg({ comment: legal, message: 'We protect personal data with technical and organisational measures suited to the risk: encrypted connections (HTTPS), access to leads limited to the people who need them, protection of the forms against abuse, and the automatic deletion of old leads. No system is free of risk: if a security incident may cause you relevant risk or harm, we will inform you and the ANPD, as article 48 of the LGPD requires.' }),
      msg({ comment: legal, message: 'We update this policy when our website, our providers or the law change. Each new version is published on this page with its date; when a change is significant, we also announce it on the website.' }),
    ],
  },
] as const satisfies readonly PrivacySection[]

/** The anchor of a policy section, e.g. `rights`. */
export type PrivacySectionId = (typeof privacySections)[number]['id']
