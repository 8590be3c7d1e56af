// A form's send-failure region carries the class names of the form's error states, so the lead server can answer a
// post without JavaScript with the form page itself showing its errors exactly as the form's script would: the server
// reads the built HTML and never imports the components (docs/architecture/folders.md), whose class names are hashed.

/** The attribute on a form's alert region that holds its error classes. */
export const replyClassesAttribute = 'data-reply-classes'

/** The error states' parts: the invalid control, its message and icon, the alert box and its title. */
export const replyClassParts = ['invalid', 'error', 'icon', 'alert', 'alertTitle'] as const

/** Class names by part (several names of a part separated by spaces, as in `class`). */
export type ReplyClasses = Record<(typeof replyClassParts)[number], string>

/** The attribute's value: `part:class` pairs; a part's several class names joined by dots. */
export function encodeReplyClasses(classes: ReplyClasses): string {
  return replyClassParts.map((part) => `${part}:${classes[part].trim().split(/\s+/).join('.')}`).join(' ')
}

/** The class names an attribute value holds, or undefined when a part is missing (a page built before this hook). */
export function decodeReplyClasses(value: string): ReplyClasses | undefined {
  const pairs = new Map(
    value
      .trim()
      .split(/\s+/)
      .map((pair) => {
        const colon = pair.indexOf(':')
        return [
          pair.slice(0, colon),
          pair
            .slice(colon + 1)
            .split('.')
            .join(' '),
        ] as const
      }),
  )
  if (!replyClassParts.every((part) => pairs.get(part))) return undefined
  return Object.fromEntries(replyClassParts.map((part) => [part, pairs.get(part)!])) as ReplyClasses
}
