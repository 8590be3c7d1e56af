import { msg } from '@lingui/core/macro'
import type { ServiceDetail } from '../serviceDetails'

/** The page of the mobile apps service. */
export const mobile = {
  pageTitle: msg`Mobile app development for iOS and Android — Tecto`,
  subtitle: msg`Native and cross-platform apps that people keep on their home screen, from the first prototype to publication on the App Store and Google Play.`,
  paragraphs: [
    msg`Tecto builds mobile apps for consumer brands, fintechs and companies that want to put their service in their customers' pockets. Depending on the product, we recommend native development in Swift and Kotlin or a cross-platform stack such as React Native or Flutter, so you get the right balance of experience, time to market and budget.`,
    msg`We take care of everything an app needs around the code: the API behind it, push notifications, analytics, in-app payments, offline use, accessibility and the review processes of both stores. Your users get a fast, reliable app; your team gets a codebase it can keep evolving.`,
  ],
  steps: [
    {
      title: msg`Discovery and prototype`,
      text: msg`We define the audience, the core journeys and the success metrics, then test a clickable prototype with real users before development starts.`,
    },
    {
      title: msg`Build and publish`,
      text: msg`Weekly test builds reach your phone, so you follow progress in your own hands. We prepare the store listings and handle submission and review with Apple and Google.`,
    },
    {
      title: msg`Support and growth`,
      text: msg`After launch we track crashes, ratings and usage, ship fixes quickly and release new features on a predictable schedule, keeping up with every new version of iOS and Android.`,
    },
  ],
  deliverables: [
    msg`Apps for iOS and Android, published under your company's developer accounts`,
    msg`The back end and APIs the app needs, or integration with the ones you already have`,
    msg`Product analytics and crash reporting from the first release`,
    msg`A design system and source code handed over with documentation`,
    msg`A release plan for the updates after launch`,
  ],
  idealFor: [
    msg`Companies launching a digital product or a new sales channel`,
    msg`Fintechs and banks that need secure sign-in, payments and strong data protection`,
    msg`Businesses whose current app has poor ratings and needs a fresh start`,
  ],
} as const satisfies ServiceDetail
