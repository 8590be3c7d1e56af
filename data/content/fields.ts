import * as v from 'valibot'

// The content schemas' field types, with messages a marketer acts on, printed after the file and field (collection.ts).

export const text = () => v.pipe(v.string('must be text'), v.trim(), v.minLength(1, 'must not be empty'))

/** A picture's alt text, required: a picture with no description says nothing to those who cannot see it. */
export const altText = () =>
  v.pipe(
    v.string('must describe the picture in words, for people who cannot see it'),
    v.trim(),
    v.minLength(1, 'must describe the picture in words, for people who cannot see it, e.g. "A laptop playing a video lesson"'),
  )

export const textList = (min = 1) => v.pipe(v.array(text(), 'must be a list'), v.minLength(min, `must list at least ${min}`))

/** A calendar day written `YYYY-MM-DD` that exists. */
export const isoDate = () =>
  v.pipe(
    v.union([v.string(), v.date()], 'must be a date written YYYY-MM-DD'),
    // YAML reads an unquoted 2024-10-15 as a date: take it back as the day it names.
    v.transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value)),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD'),
    // Only a well-written date is checked against the calendar: a badly written one already has its message.
    v.check((value) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return true
      const day = new Date(`${value}T00:00:00Z`)
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
    }, 'is not a day of the calendar'),
  )

export const httpsUrl = () =>
  v.pipe(
    v.string('must be an https address'),
    v.check((value) => URL.canParse(value) && new URL(value).protocol === 'https:', 'must be an https address, e.g. https://example.com/page'),
  )

/** The name of a picture file beside the content file (checked to exist by the collection). */
export const pictureFile = () =>
  v.pipe(
    v.string('must be the name of a picture file beside this one'),
    v.regex(/^[^/\\]+\.(jpe?g|png|webp|avif|svg)$/i, 'must name a JPG, PNG, WebP, AVIF or SVG file in the same folder, e.g. photo.jpg'),
  )

/** The revision of the Portuguese text a translation was made from, written by `npm run content:translated`. */
export const sourceHashField = { sourceHash: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{12}$/, 'must be what npm run content:translated writes'))) }
