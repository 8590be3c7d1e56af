import { Fragment } from 'react'

/**
 * Translated text with every occurrence of `email` turned into a mailto link. The address reaches
 * the text as a Lingui placeholder, so translators cannot break it and it stays clickable in every language.
 */
export function EmailText({ text, email }: { text: string; email: string }) {
  const parts = text.split(email)
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a list of fixed content, rendered once and never reordered
        <Fragment key={index}>
          {index > 0 ? <a href={`mailto:${email}`}>{email}</a> : null}
          {part}
        </Fragment>
      ))}
    </>
  )
}
