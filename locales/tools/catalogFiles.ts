import { fileURLToPath } from 'node:url'
import { locales, type LocaleTag } from '../../data/locales'

/** The project's root folder. */
export const projectRoot = fileURLToPath(new URL('../../', import.meta.url))

/** Lingui's source language: its catalog repeats the English and is never reviewed. */
export const sourceTag: LocaleTag = 'en-US'

/** Every catalog's locale tag. */
export const catalogTags: LocaleTag[] = locales.map((locale) => locale.tag)

/** Where a locale's PO catalog lives. */
export const catalogFile = (tag: LocaleTag) => fileURLToPath(new URL(`../${tag}.po`, import.meta.url))
